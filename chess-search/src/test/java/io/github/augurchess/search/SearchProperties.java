package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** Invariants of the search over seeded random positions; a failure names its seed. */
class SearchProperties {
  private static final long SEED = 20261122L;

  @Test
  void everySearchReturnsALegalMoveWhenOneExists() {
    SplittableRandom seeds = new SplittableRandom(SEED);
    int withMoves = 0;
    try (Engine engine = Engine.builder().hashMiB(4).build()) {
      for (int i = 0; i < 5_000; i++) {
        long seed = seeds.nextLong();
        Board board = RandomPositions.walk(new SplittableRandom(seed), 160);
        long nodes = 1 + new SplittableRandom(seed).nextInt(400);
        SearchResult result = engine.search(board, SearchLimits.nodes(nodes));
        boolean hasMoves = board.countLegalMoves() > 0;
        if (hasMoves != result.bestMove().isPresent()) {
          fail("seed " + seed + " nodes " + nodes + " " + board.fen() + ": best move " + result.bestMove());
        }
        if (hasMoves) {
          withMoves++;
          if (!board.isLegal(result.bestMove().get())) {
            fail("seed " + seed + ": illegal best move " + result.bestMove().get() + " in " + board.fen());
          }
          if (result.ponderMove().isPresent()) {
            Board after = board.copy();
            after.play(result.bestMove().get());
            assertTrue(after.isLegal(result.ponderMove().get()), "seed " + seed + ": ponder move legal");
          }
        } else {
          assertTrue(result.outcome().isPresent(), "seed " + seed + ": outcome reported");
        }
      }
    }
    assertTrue(withMoves > 4_000, "most positions have moves: " + withMoves);
  }

  @Test
  void theNodeLimitIsKeptWithOneThread() {
    SplittableRandom seeds = new SplittableRandom(SEED + 1);
    try (Engine engine = Engine.create()) {
      for (int i = 0; i < 200; i++) {
        long seed = seeds.nextLong();
        Board board = RandomPositions.walk(new SplittableRandom(seed), 60);
        if (board.countLegalMoves() == 0) {
          continue;
        }
        long limit = 1_000 + new SplittableRandom(seed).nextInt(20_000);
        SearchResult result = engine.search(board, SearchLimits.nodes(limit));
        assertTrue(result.nodes() <= limit + SearchWorker.CHECK_INTERVAL,
            "seed " + seed + ": " + result.nodes() + " nodes for a limit of " + limit);
      }
    }
  }

  @Test
  void oneThreadAndANodeLimitAreDeterministic() {
    SplittableRandom seeds = new SplittableRandom(SEED + 2);
    for (int i = 0; i < 20; i++) {
      long seed = seeds.nextLong();
      Board board = RandomPositions.walk(new SplittableRandom(seed), 80);
      if (board.countLegalMoves() == 0) {
        continue;
      }
      SearchResult first = fresh(board, 30_000);
      SearchResult second = fresh(board, 30_000);
      assertEquals(first.bestMove(), second.bestMove(), "seed " + seed);
      assertEquals(first.score(), second.score(), "seed " + seed);
      assertEquals(first.nodes(), second.nodes(), "seed " + seed);
      assertEquals(first.pv(), second.pv(), "seed " + seed);
    }
  }

  @Test
  void twoEnginesAtOnceGiveWhatEachGivesAlone() throws Exception {
    SplittableRandom seeds = new SplittableRandom(SEED + 3);
    List<Board> boards = new ArrayList<>();
    while (boards.size() < 8) {
      Board board = RandomPositions.walk(new SplittableRandom(seeds.nextLong()), 60);
      if (board.countLegalMoves() > 0) {
        boards.add(board);
      }
    }
    for (int i = 0; i < boards.size(); i += 2) {
      Board a = boards.get(i);
      Board b = boards.get(i + 1);
      SearchResult aloneA = fresh(a, 50_000);
      SearchResult aloneB = fresh(b, 50_000);
      CompletableFuture<SearchResult> togetherA = CompletableFuture.supplyAsync(() -> fresh(a, 50_000));
      CompletableFuture<SearchResult> togetherB = CompletableFuture.supplyAsync(() -> fresh(b, 50_000));
      assertSame(aloneA, togetherA.get(), a);
      assertSame(aloneB, togetherB.get(), b);
    }
  }

  private static void assertSame(SearchResult expected, SearchResult actual, Board board) {
    assertEquals(expected.bestMove(), actual.bestMove(), board.fen());
    assertEquals(expected.score(), actual.score(), board.fen());
    assertEquals(expected.nodes(), actual.nodes(), board.fen());
  }

  private static SearchResult fresh(Board board, long nodes) {
    try (Engine engine = Engine.builder().hashMiB(8).build()) {
      return engine.search(board, SearchLimits.nodes(nodes));
    }
  }
}
