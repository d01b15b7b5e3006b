package io.github.augurchess.tune;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.testdata.TestFiles;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** Labelled quiet positions from the 232 games of twic-01-232games.pgn (about 14,000). */
final class TestData {
  private TestData() {}

  static List<LabelledPosition> positions() throws IOException {
    List<LabelledPosition> out = new ArrayList<>();
    try (InputStream in = TestFiles.open("pgn/mliebelt/twic-01-232games.pgn");
        PgnReader reader = PgnReader.of(in)) {
      new PositionExtractor(new ClassicalEvaluator(), new ExtractOptions(10, 0, 1)).extract(reader, out::add);
    }
    return out;
  }

  static double[] weights(EvalParameters p) {
    double[] w = new double[p.size()];
    for (int i = 0; i < w.length; i++) {
      w[i] = p.value(i);
    }
    return w;
  }

  static boolean[] endgame() {
    boolean[] endgame = new boolean[EvalParameters.names().size()];
    for (int i = 0; i < endgame.length; i++) {
      endgame[i] = EvalParameters.isEndgame(i);
    }
    return endgame;
  }
}
