package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.movegen.Board;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrainingSetTest {
  @Test
  void theLinearScoreMatchesTheEvaluatorUpToRounding() throws Exception {
    List<LabelledPosition> positions = TestData.positions();
    TrainingSet.Builder builder = TrainingSet.builder(EvalParameters.defaults());
    for (LabelledPosition p : positions) {
      builder.add(p.position(), p.result());
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
      assertEquals(p.result().whiteScore(), set.result(k));
      k++;
    }
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
