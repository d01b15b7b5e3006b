package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

/** What the engine does with an evaluator that breaks its contract. */
class EvaluatorFailureTest {
  @Test
  void anOutOfRangeScoreIsClampedToTheEvaluatorsRangeAndWarnedOnce() {
    Board board = Board.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    try (Engine engine = Engine.builder().evaluator(() -> position -> Integer.MAX_VALUE).build();
        Engine fair = Engine.builder().evaluator(() -> position -> 0).build()) {
      SearchResult result = engine.search(board, SearchLimits.depth(3));
      Score score = result.score();
      assertFalse(score.isMate(), score::toString);
      // The evaluator's range, give or take what the correction history adds (at most its limit).
      int correctionLimit = SearchParameters.defaults().get(SearchParameter.CORRECTION_MAX);
      assertTrue(Math.abs(score.centipawns()) <= Evaluator.MAX_SCORE + correctionLimit, score::toString);
      assertTrue(engine.hasClampedAScore());
      engine.search(board, SearchLimits.depth(2));
      assertTrue(engine.hasClampedAScore());
      fair.search(board, SearchLimits.depth(3));
      assertFalse(fair.hasClampedAScore(), "another engine's guard is its own");
    }
  }

  @Test
  void aScoreInsideTheRangeIsKept() {
    Board board = Board.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    try (Engine engine = Engine.builder().evaluator(() -> position -> Evaluator.MAX_SCORE).build()) {
      engine.search(board, SearchLimits.depth(2));
      assertFalse(engine.hasClampedAScore());
    }
  }

  @Test
  void searchThrowsTheEvaluatorsOwnException() {
    ArithmeticException failure = new ArithmeticException("evaluator broke");
    try (Engine engine = Engine.builder().evaluator(() -> position -> {
      throw failure;
    }).build()) {
      ArithmeticException thrown =
          assertThrows(ArithmeticException.class, () -> engine.search(Board.startingPosition(), SearchLimits.depth(2)));
      assertSame(failure, thrown);
    }
  }

  @Test
  void aHelperThreadsFailureIsThrownAsItself() {
    try (Engine engine = Engine.builder().threads(2).evaluator(() -> position -> {
      throw new IllegalStateException("helper evaluator broke");
    }).build()) {
      IllegalStateException thrown = assertThrows(IllegalStateException.class,
          () -> engine.search(Board.startingPosition(), SearchLimits.depth(2)));
      assertEquals("helper evaluator broke", thrown.getMessage());
    }
  }
}
