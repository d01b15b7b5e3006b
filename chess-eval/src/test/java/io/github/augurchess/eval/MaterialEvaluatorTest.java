package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class MaterialEvaluatorTest {
  @Test
  void countsMaterialForTheSideToMove() {
    MaterialEvaluator evaluator = new MaterialEvaluator();
    assertEquals(0, evaluator.evaluate(Board.startingPosition()));
    assertEquals(975 - 500 + 100, evaluator.evaluate(Board.fromFen("4k2r/8/8/8/8/8/P7/Q3K3 w - - 0 1")));
    assertEquals(-(975 - 500 + 100), evaluator.evaluate(Board.fromFen("4k2r/8/8/8/8/8/P7/Q3K3 b - - 0 1")));
  }
}
