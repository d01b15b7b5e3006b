package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.pgn.PgnReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PositionExtractorTest {
  private static final String GAMES = "[Event \"a\"]\n[Result \"1-0\"]\n\n"
      + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 "
      + "10. d4 Nbd7 1-0\n\n"
      + "[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
      + "[Event \"c\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

  private static List<LabelledPosition> extract(ExtractOptions options, ExtractionSummary[] summary) throws IOException {
    List<LabelledPosition> out = new ArrayList<>();
    PositionExtractor extractor = new PositionExtractor(new ClassicalEvaluator(), options);
    try (PgnReader reader = PgnReader.ofText(GAMES)) {
      summary[0] = extractor.extract(reader, out::add);
    }
    return out;
  }

  @Test
  void takesQuietPositionsAfterTheOpeningLabelledWithTheResult() throws IOException {
    ExtractionSummary[] summary = new ExtractionSummary[1];
    List<LabelledPosition> positions = extract(new ExtractOptions(8, 0, 1), summary);
    assertEquals(3, summary[0].games());
    assertEquals(1, summary[0].skippedGames());
    assertEquals(positions.size(), summary[0].positions());
    // Game a has 20 plies: plies 8 to 20 qualify (13), fewer if two resolve to one leaf.
    // Game c has 4 plies, all in the opening.
    assertTrue(positions.size() >= 10 && positions.size() <= 13, "positions: " + positions.size());
    Set<String> fens = new HashSet<>();
    for (LabelledPosition p : positions) {
      assertEquals(GameResult.WHITE_WINS, p.result().orElseThrow());
      assertFalse(p.position().isCheck());
      assertTrue(fens.add(p.position().fen()), "twice: " + p.position().fen());
    }
  }

  @Test
  void perGameTakesAtMostThatManyAndASeedRepeats() throws IOException {
    ExtractionSummary[] summary = new ExtractionSummary[1];
    List<LabelledPosition> first = extract(new ExtractOptions(0, 3, 5), summary);
    // Three from game a; game c has four plies, the last of them mate (in check and over).
    assertEquals(3 + 3, first.size());
    List<LabelledPosition> again = extract(new ExtractOptions(0, 3, 5), summary);
    for (int i = 0; i < first.size(); i++) {
      assertEquals(first.get(i).position().fen(), again.get(i).position().fen());
    }
  }
}
