package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.testdata.TestFiles;
import io.github.augurchess.tune.ExtractOptions;
import io.github.augurchess.tune.LabelledPosition;
import io.github.augurchess.tune.PositionExtractor;
import io.github.augurchess.tune.TrainingSet;
import io.github.augurchess.tune.TuneOptions;
import io.github.augurchess.tune.TuneResult;
import io.github.augurchess.tune.Tuner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the example of docs/guide/tuning.md (tuning) and checks what it prints; the examples module checks that the guide shows it. */
class GuideTuningExampleTest {

  @TempDir Path dir;

  private static void example(Path pgn, Path tuned) throws IOException {
    // GUIDE-BEGIN
    // Labelled quiet positions from finished games, as augur tune extract takes them.
    List<LabelledPosition> positions = new ArrayList<>();
    PositionExtractor extractor = new PositionExtractor(new ClassicalEvaluator(), new ExtractOptions(16, 20, 1));
    try (PgnReader games = PgnReader.open(pgn)) {
      extractor.extract(games, positions::add);
    }
    // Their features under the starting weights; then Texel's method, material held.
    TrainingSet.Builder data = TrainingSet.builder(EvalParameters.defaults());
    positions.forEach(p -> data.add(p.position(), p.label()));
    TuneOptions options = TuneOptions.defaults().withIterations(20).withBatchSize(1024)
        .withFrozen(List.of("material."));
    TuneResult result = new Tuner(options).tune(data.build(), EvalParameters.defaults(), progress -> { });
    System.out.printf(Locale.ROOT, "validation error %.4f -> %.4f%n",
        result.initialValidationError(), result.finalValidationError());
    result.parameters().write(tuned);   // for augur eval --params, UCI ClassicalEvalFile, builtin,classicalevalfile=
    // GUIDE-END
  }

  @Test
  void exampleTunesAndWritesParameters() throws Exception {
    Path pgn = TestFiles.path("pgn/master/London1851.pgn");
    Path tuned = dir.resolve("tuned.params");
    List<String> printed = PrintedLines.of(() -> example(pgn, tuned));
    assertEquals(1, printed.size(), printed.toString());
    String[] errors = printed.get(0).replace("validation error ", "").split(" -> ");
    assertTrue(Double.parseDouble(errors[1]) < Double.parseDouble(errors[0]), printed.get(0));
    EvalParameters written = EvalParameters.read(tuned);
    assertEquals(EvalParameters.defaults().value("material.knight.mg"), written.value("material.knight.mg"));
  }
}
