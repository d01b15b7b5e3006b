package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.movegen.Board;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingSetTest {
  @Test
  void theLinearScoreMatchesTheEvaluatorUpToRounding() throws Exception {
    List<LabelledPosition> positions = TestData.positions();
    TrainingSet.Builder builder = TrainingSet.builder(EvalParameters.defaults());
    for (LabelledPosition p : positions) {
      builder.add(p.position(), p.label());
    }
    TrainingSet set = builder.build();
    assertEquals(positions.size() - set.leftOut(), set.size());
    double[] w = TestData.weights(EvalParameters.defaults());
    boolean[] endgame = TestData.endgame();
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    int k = 0;
    for (LabelledPosition p : positions) {
      Board board = p.position();
      int score = evaluator.evaluate(board);
      int white = board.sideToMove() == Color.WHITE ? score : -score;
      if (board.isInsufficientMaterial()) {
        continue;
      }
      assertEquals(white, set.score(k, w, endgame), 2.0, board.fen());
      assertEquals(p.label(), set.result(k), 1e-6);
      k++;
    }
  }

  @Test
  void readingWithSeveralThreadsGivesTheSameSetInTheSameOrder(@TempDir Path dir) throws Exception {
    List<LabelledPosition> positions = TestData.positions().subList(0, 2_000);
    Path epd = dir.resolve("positions.epd");
    List<String> lines = new ArrayList<>();
    lines.add("# header");
    positions.forEach(p -> lines.add(p.toEpd()));
    Files.write(epd, lines);
    TrainingSet one = TrainingSet.read(List.of(epd), EvalParameters.defaults());
    TrainingSet three = TrainingSet.read(List.of(epd, epd), EvalParameters.defaults(), 3);
    assertEquals(2 * one.size(), three.size());
    double[] w = TestData.weights(EvalParameters.defaults());
    boolean[] endgame = TestData.endgame();
    for (int i = 0; i < three.size(); i++) {
      int j = i % one.size();
      assertEquals(one.score(j, w, endgame), three.score(i, w, endgame), 1e-9);
      assertEquals(one.result(j), three.result(i));
    }
    Files.writeString(epd, positions.get(0).toEpd() + "\nnot a position c9 \"1-0\";\n");
    TrainingDataException e = assertThrows(TrainingDataException.class,
        () -> TrainingSet.read(List.of(epd), EvalParameters.defaults(), 2));
    assertEquals(2, e.line());
    assertTrue(e.getMessage().contains(epd.toString()), e.getMessage());
  }

  @Test
  void leavesOutInsufficientMaterialAndRefusesBadLabels() {
    TrainingSet.Builder builder = TrainingSet.builder(EvalParameters.defaults());
    assertFalse(builder.add(Board.fromFen("8/8/4k3/8/8/2B5/8/4K3 w - - 0 1"), GameResult.DRAW));
    assertTrue(builder.add(Board.startingPosition(), 0.75));
    assertThrows(IllegalArgumentException.class, () -> builder.add(Board.startingPosition(), 1.5));
    TrainingSet set = builder.build();
    assertEquals(1, set.size());
    assertEquals(1, set.leftOut());
    assertEquals(0.75, set.result(0));
    int[] usage = set.usage();
    assertEquals(1, usage[EvalParameters.indexOf("tempo.mg")]);
    assertEquals(0, usage[EvalParameters.indexOf("material.pawn.mg")]);
  }
}
