package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class BenchTest {

  @Test
  void theBenchHasFiftyPositions() {
    assertEquals(50, Bench.positions().size());
  }

  /**
   * A short signature of the search, as {@code augur bench}'s node count is the long one: every
   * tenth bench position searched to depth 9 on an engine cleared before each. A change that
   * claims to leave the search as it is (a speed change, a refactoring) must leave this number
   * as it is; a change to the search or the evaluation updates it together with the bench
   * signature in the README.
   */
  @Test
  void theShortSignatureIsUnchanged() {
    long nodes = 0;
    try (Engine engine = Engine.builder().hashMiB(16).build()) {
      for (int i = 0; i < 50; i += 10) {
        engine.newGame();
        nodes += engine.search(Board.fromFen(Bench.positions().get(i)), SearchLimits.depth(9)).nodes();
      }
    }
    assertEquals(134_454, nodes);
  }

  /**
   * The warm-up must leave nothing behind that a later search could read (table, histories,
   * correction history): a node-bounded search after it equals one on a fresh engine.
   */
  @Test
  void aSearchAfterTheWarmUpEqualsOneOnAFreshEngine() {
    Board board = Board.fromFen(Bench.positions().get(30));
    SearchLimits limits = SearchLimits.nodes(60_000);
    SearchResult fresh;
    try (Engine engine = Engine.builder().hashMiB(16).build()) {
      fresh = engine.search(board, limits);
    }
    try (Engine engine = Engine.builder().hashMiB(16).build()) {
      Bench.warmUp(engine);
      SearchResult warm = engine.search(board, limits);
      assertEquals(fresh.nodes(), warm.nodes());
      assertEquals(fresh.bestMove(), warm.bestMove());
      assertEquals(fresh.score(), warm.score());
      assertEquals(fresh.pv(), warm.pv());
    }
  }
}
