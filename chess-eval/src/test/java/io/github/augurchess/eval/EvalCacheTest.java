package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class EvalCacheTest {
  @Test
  void emptyCacheMissesEveryKeyEvenZero() {
    EvalCache cache = new EvalCache(4);
    for (long key = -8; key < 8; key++) {
      assertEquals(EvalCache.MISS, cache.probe(key), "key " + key);
    }
  }

  @Test
  void aStoredScoreComesBackUntilItsSlotIsTakenOrCleared() {
    EvalCache cache = new EvalCache(4);
    long key = 0x1234_5678_9ABC_DEF1L;
    cache.store(key, -321);
    assertEquals(-321, cache.probe(key));
    // Same slot (low bits), another key: replaces it.
    long rival = key ^ 0x10_0000L;
    assertEquals(EvalCache.MISS, cache.probe(rival));
    cache.store(rival, 77);
    assertEquals(77, cache.probe(rival));
    assertEquals(EvalCache.MISS, cache.probe(key));
    cache.clear();
    assertEquals(EvalCache.MISS, cache.probe(rival));
  }

  @Test
  void noCacheNeverHits() {
    EvalCache none = new EvalCache(0);
    none.store(5, 9);
    assertEquals(EvalCache.MISS, none.probe(5));
  }

  @Test
  void theSidesToMoveOfOnePlacementGetTheirOwnScores() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    Board white = Board.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    Board black = Board.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3");
    ClassicalEvaluator uncached = new ClassicalEvaluator(EvalParameters.defaults(), 0, 0);
    for (int round = 0; round < 2; round++) {
      assertEquals(uncached.evaluate(white), evaluator.evaluate(white));
      assertEquals(uncached.evaluate(black), evaluator.evaluate(black));
    }
  }
}
