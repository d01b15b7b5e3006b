package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.movegen.Board;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EvalCacheTest {
  /** Two keys for the same slot (equal lowest 14 bits) that differ above it. */
  private static final long KEY = 0x1234_5678_9ABC_0123L;
  private static final long SAME_SLOT = 0x7654_3210_9ABC_0123L;

  @Test
  void keepsEvaluationsOfEitherSignUntilReplacedOrCleared() {
    EvalCache cache = new EvalCache();
    assertEquals(EvalCache.MISS, cache.get(KEY));
    cache.put(KEY, -30_871);
    assertEquals(-30_871, cache.get(KEY));
    cache.put(KEY, 30_871);
    assertEquals(30_871, cache.get(KEY));
    cache.put(KEY, 0);
    assertEquals(0, cache.get(KEY));
    assertEquals(EvalCache.MISS, cache.get(SAME_SLOT), "another key in the slot");
    cache.put(SAME_SLOT, 57);
    assertEquals(57, cache.get(SAME_SLOT));
    assertEquals(EvalCache.MISS, cache.get(KEY), "replaced");
    cache.clear();
    assertEquals(EvalCache.MISS, cache.get(SAME_SLOT));
  }

  @Test
  void anEmptySlotIsAMissEvenForAKeyWhoseUpperBitsAreZero() {
    EvalCache cache = new EvalCache();
    assertEquals(EvalCache.MISS, cache.get(0L));
    assertEquals(EvalCache.MISS, cache.get(0x2FFFL));
    cache.put(0L, 12);
    assertEquals(12, cache.get(0L));
  }

  /**
   * Without the cache about one evaluation in eight is of a position already evaluated in the
   * same search (counted over the bench positions); with it, far fewer.
   */
  @Test
  void aSearchRarelyEvaluatesAPositionTwice() {
    Map<Long, Integer> evaluations = new HashMap<>();
    long[] repeats = {0};
    long[] calls = {0};
    Evaluator classical = new ClassicalEvaluator();
    Evaluator counting = position -> {
      calls[0]++;
      if (evaluations.merge(position.zobristKey(), 1, Integer::sum) > 1) {
        repeats[0]++;
      }
      return classical.evaluate(position);
    };
    Board board = Board.fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9");
    try (Engine engine = Engine.builder().threads(1).evaluator(() -> counting).build()) {
      engine.search(board, SearchLimits.depth(10));
    }
    assertTrue(calls[0] > 10_000, "searched " + calls[0]);
    assertTrue(repeats[0] * 40 < calls[0], repeats[0] + " repeated of " + calls[0]);
  }
}
