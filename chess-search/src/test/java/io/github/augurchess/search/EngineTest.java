package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.InvalidSearchLimitsException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchListener;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Termination;
import io.github.augurchess.eval.MaterialEvaluator;
import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class EngineTest {

  @Test
  void checkmateAtTheRootIsReportedNotSearched() {
    try (Engine engine = Engine.create()) {
      Board mated = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
      SearchResult result = engine.search(mated, SearchLimits.depth(5));
      assertTrue(result.bestMove().isEmpty());
      assertEquals(Termination.CHECKMATE, result.outcome().orElseThrow().termination());
      assertEquals(Score.mateIn(0), result.score());
      assertEquals(0, result.nodes());
    }
  }

  @Test
  void stalemateAtTheRootIsReportedNotSearched() {
    try (Engine engine = Engine.create()) {
      SearchResult result = engine.search(Board.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), SearchLimits.depth(5));
      assertTrue(result.bestMove().isEmpty());
      assertEquals(Termination.STALEMATE, result.outcome().orElseThrow().termination());
      assertEquals(Score.centipawns(0), result.score());
    }
  }

  @Test
  void searchMovesRestrictTheRoot() {
    try (Engine engine = Engine.create()) {
      Board board = Board.startingPosition();
      Move a3 = board.parseUci("a2a3");
      Move h3 = board.parseUci("h2h3");
      SearchLimits limits = SearchLimits.builder().depth(6).searchMoves(List.of(a3, h3)).build();
      Move best = engine.search(board, limits).bestMove().orElseThrow();
      assertTrue(best.equals(a3) || best.equals(h3), "best " + best);
    }
  }

  @Test
  void anIllegalSearchMoveIsRefused() {
    try (Engine engine = Engine.create()) {
      Board board = Board.startingPosition();
      SearchLimits limits = SearchLimits.builder().depth(3)
          .searchMoves(List.of(Move.of(Square.E2, Square.E5))).build();
      InvalidSearchLimitsException e = assertThrows(InvalidSearchLimitsException.class, () -> engine.search(board, limits));
      assertEquals("searchMoves", e.field());
    }
  }

  @Test
  void blockingSearchRefusesLimitsWithoutAnEnd() {
    try (Engine engine = Engine.create()) {
      assertThrows(InvalidSearchLimitsException.class,
          () -> engine.search(Board.startingPosition(), SearchLimits.infinite()));
    }
  }

  @Test
  void listenerSeesEveryIterationWithItsFields() {
    List<SearchInfo> infos = new ArrayList<>();
    List<Move> current = new ArrayList<>();
    SearchListener listener = new SearchListener() {
      @Override
      public void iterationCompleted(SearchInfo info) {
        infos.add(info);
      }

      @Override
      public void currentMove(Move move, int number, int depth) {
        current.add(move);
      }
    };
    try (Engine engine = Engine.create()) {
      SearchResult result = engine.search(Board.startingPosition(), SearchLimits.depth(7), listener);
      assertEquals(7, infos.size());
      for (int i = 0; i < infos.size(); i++) {
        SearchInfo info = infos.get(i);
        assertEquals(i + 1, info.depth());
        assertTrue(info.selectiveDepth() >= info.depth() - 1);
        assertFalse(info.pv().isEmpty());
        assertTrue(info.nodes() > 0);
      }
      assertEquals(7, result.depth());
      assertEquals(infos.get(6).pv(), result.pv());
      assertEquals(result.pv().get(0), result.bestMove().orElseThrow());
      assertFalse(current.isEmpty());
    }
  }

  @Test
  void multiPvReportsDistinctLinesBestFirst() {
    try (Engine engine = Engine.create()) {
      SearchLimits limits = SearchLimits.builder().depth(6).multiPv(3).build();
      SearchResult result = engine.search(Board.startingPosition(), limits);
      assertEquals(3, result.lines().size());
      assertEquals(3, result.lines().stream().map(l -> l.moves().get(0)).distinct().count());
      for (int i = 1; i < 3; i++) {
        assertTrue(result.lines().get(i - 1).score().compareTo(result.lines().get(i).score()) >= 0);
        assertEquals(i + 1, result.lines().get(i).rank());
      }
    }
  }

  @Test
  void multiPvAskingForMoreLinesThanMovesGivesEveryMove() {
    try (Engine engine = Engine.create()) {
      Board board = Board.fromFen("7k/8/8/8/8/8/8/K7 w - - 0 1");
      SearchResult result = engine.search(board, SearchLimits.builder().depth(4).multiPv(10).build());
      assertEquals(3, result.lines().size());
    }
  }

  @Test
  void theBookIsPlayedWithinItsDepthAndSearchTakesOverAfter() {
    Board start = Board.startingPosition();
    Move e4 = start.parseUci("e2e4");
    OpeningBook book = (position, random) -> Optional.of(e4).filter(m -> position.fen().equals(start.fen()));
    try (Engine engine = Engine.builder().openingBook(book).bookDepth(10).build()) {
      SearchResult result = engine.search(start, SearchLimits.depth(4));
      assertTrue(result.fromBook());
      assertEquals(e4, result.bestMove().orElseThrow());
      Board later = Board.startingPosition();
      later.playUci("d2d4");
      assertFalse(engine.search(later, SearchLimits.depth(3)).fromBook(), "the book has no move");
      engine.setBookDepth(0);
      assertFalse(engine.search(start, SearchLimits.depth(3)).fromBook(), "beyond the book depth");
    }
  }

  @Test
  void anotherEvaluatorSwapsIn() {
    try (Engine engine = Engine.builder().evaluator(MaterialEvaluator::new).build()) {
      // A free queen: the material evaluator finds it like any other.
      Board board = Board.fromFen("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
      assertEquals(board.parseUci("d1d5"), engine.search(board, SearchLimits.depth(4)).bestMove().orElseThrow());
    }
  }

  private static final String ROOK_DOWN = "6k1/5ppp/8/8/8/8/r4PPP/6K1 w - - 0 1";

  @Test
  void aSingleEarlierOccurrenceInTheGameIsNoDraw() {
    Board board = Board.fromFen(ROOK_DOWN);
    for (String move : List.of("g1h1", "a2a3", "h1g1", "a3a2")) {
      board.playUci(move);
    }
    try (Engine engine = Engine.create()) {
      SearchLimits limits = SearchLimits.builder().depth(6).searchMoves(List.of(board.parseUci("g1h1"))).build();
      SearchResult result = engine.search(board, limits);
      assertTrue(result.score().compareTo(Score.centipawns(-200)) < 0, "a rook down, not a draw: " + result.score());
    }
  }

  @Test
  void aThirdOccurrenceAgainstTheGameHistoryIsADraw() {
    Board board = Board.fromFen(ROOK_DOWN);
    for (String move : List.of("g1h1", "a2a3", "h1g1", "a3a2", "g1h1", "a2a3", "h1g1")) {
      board.playUci(move);
    }
    try (Engine engine = Engine.create()) {
      SearchLimits limits = SearchLimits.builder().depth(6).searchMoves(List.of(board.parseUci("a3a2"))).build();
      assertEquals(Score.centipawns(0), engine.search(board, limits).score());
      // Black, a rook up, avoids the repetition when it may choose.
      assertFalse(engine.search(board, SearchLimits.depth(6)).bestMove().orElseThrow().equals(board.parseUci("a3a2")));
    }
  }

  @Test
  void stopEndsAnInfiniteSearchQuickly() throws Exception {
    try (Engine engine = Engine.builder().threads(2).build()) {
      SearchHandle handle = engine.start(Board.startingPosition(), SearchLimits.infinite(), SearchListener.NONE);
      Thread.sleep(300);
      assertFalse(handle.isDone(), "an infinite search waits for stop");
      long before = System.nanoTime();
      handle.stop();
      SearchResult result = handle.result().get(2, TimeUnit.SECONDS);
      long millis = (System.nanoTime() - before) / 1_000_000;
      assertTrue(result.bestMove().isPresent());
      assertTrue(millis <= 200, "stop took " + millis + " ms");
    }
  }

  @Test
  void ponderWaitsForPonderHitThenKeepsTheClock() throws Exception {
    try (Engine engine = Engine.create()) {
      SearchLimits limits = SearchLimits.builder().ponder(true).whiteTime(1000).blackTime(1000).build();
      SearchHandle handle = engine.start(Board.startingPosition(), limits, SearchListener.NONE);
      Thread.sleep(300);
      assertFalse(handle.isDone(), "pondering goes on until ponder hit");
      handle.ponderHit();
      SearchResult result = handle.result().get(2, TimeUnit.SECONDS);
      assertTrue(result.bestMove().isPresent());
    }
  }

  @Test
  void oneSearchAtATime() {
    try (Engine engine = Engine.create()) {
      SearchHandle handle = engine.start(Board.startingPosition(), SearchLimits.infinite(), SearchListener.NONE);
      assertThrows(IllegalStateException.class,
          () -> engine.start(Board.startingPosition(), SearchLimits.depth(2), SearchListener.NONE));
      assertThrows(IllegalStateException.class, () -> engine.setHashMiB(8));
      handle.stop();
      handle.result().join();
      engine.setHashMiB(8);
      assertEquals(8, engine.hashMiB());
    }
  }

  @Test
  void newGameClearsTheTable() {
    try (Engine engine = Engine.create()) {
      engine.search(Board.startingPosition(), SearchLimits.depth(8));
      assertTrue(engine.hashFullPermille() > 0);
      engine.newGame();
      assertEquals(0, engine.hashFullPermille());
    }
  }

  @Test
  void invalidConfigurationIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Engine.builder().threads(0));
    assertThrows(IllegalArgumentException.class, () -> Engine.builder().hashMiB(0));
    assertThrows(IllegalArgumentException.class, () -> Engine.builder().moveOverheadMillis(-1));
    assertThrows(IllegalArgumentException.class, () -> Engine.builder().contempt(Engine.MAX_CONTEMPT + 1));
    try (Engine engine = Engine.create()) {
      assertThrows(IllegalArgumentException.class, () -> engine.setContempt(-Engine.MAX_CONTEMPT - 1));
      assertEquals(0, engine.contempt(), "a refused setting changes nothing");
    }
  }

  /** Every white move leaves king and knight against king: a draw whatever is played. */
  private static final String ONLY_DRAWS = "8/8/8/8/3k4/8/8/KN6 w - - 0 1";

  @Test
  void aDrawScoresMinusTheContemptForTheRootSide() {
    for (int contempt : new int[] {0, 35, -35}) {
      try (Engine engine = Engine.builder().contempt(contempt).build()) {
        assertEquals(Score.centipawns(-contempt), engine.search(Board.fromFen(ONLY_DRAWS), SearchLimits.depth(6)).score());
        // A draw by repetition against the game history too, here for Black at the root.
        Board board = Board.fromFen(ROOK_DOWN);
        for (String move : List.of("g1h1", "a2a3", "h1g1", "a3a2", "g1h1", "a2a3", "h1g1")) {
          board.playUci(move);
        }
        SearchLimits limits = SearchLimits.builder().depth(6).searchMoves(List.of(board.parseUci("a3a2"))).build();
        assertEquals(Score.centipawns(-contempt), engine.search(board, limits).score());
      }
    }
  }

  /**
   * Kings behind blocked pawns, after the kings went back and forth twice: Black's e8d8 would be
   * the third occurrence, every other move keeps a dead-level position.
   */
  @Test
  void contemptTurnsTheEngineFromADrawOrTowardsIt() {
    Board board = Board.fromFen("3k4/8/8/2p1p3/2P1P3/8/8/3K4 w - - 0 1");
    for (String move : List.of("d1e1", "d8e8", "e1d1", "e8d8", "d1e1", "d8e8", "e1d1")) {
      board.playUci(move);
    }
    Move repeat = board.parseUci("e8d8");
    try (Engine avoiding = Engine.builder().contempt(200).build();
        Engine seeking = Engine.builder().contempt(-200).build()) {
      SearchResult avoided = avoiding.search(board, SearchLimits.depth(8));
      assertFalse(avoided.bestMove().orElseThrow().equals(repeat), "contempt 200 played " + avoided);
      SearchResult sought = seeking.search(board, SearchLimits.depth(8));
      assertEquals(repeat, sought.bestMove().orElseThrow());
      assertEquals(Score.centipawns(200), sought.score());
    }
  }

  /**
   * Openings whose root searches fail high or low by depth 8 (with main 77e7580: the first fails
   * low at depth 5; the second low at 5 and 8 and high at 6 and 8; the third high at 5 and 8 and
   * low at 6). Several, and the tests ask only that their fail-highs and fail-lows together include
   * both kinds, so that a change of the search that moves one position's bounds does not break
   * them; each position must still keep every other promise.
   */
  private static final List<String> FAILS_HIGH_AND_LOW = List.of(
      "rnbqkbnr/ppp2ppp/4p3/3p4/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3",
      "r1bqkbnr/1ppppppp/2n5/p7/4P3/1P6/P1PP1PPP/RNBQKBNR w KQkq - 0 3",
      "rnbqkbnr/1pppppp1/p7/7p/P6P/8/1PPPPPP1/RNBQKBNR w KQkq - 0 3");

  /**
   * How long the engines of the bound tests wait before they report bounds. With {@code
   * augur.deep} ({@code -Pdeep}, a quiet machine) it is the engine's own delay, so the tests also
   * show that a depth-8 search finishes inside it; by default it is ten minutes, so that a loaded
   * machine, which can make that search take seconds, cannot turn a quiet search into a reporting
   * one: what the tests check (no bound before the delay, reporting changes nothing) stays the same.
   */
  private static final long BOUND_DELAY_MILLIS =
      Boolean.getBoolean("augur.deep") ? Engine.BOUND_REPORT_AFTER_MILLIS : TimeUnit.MINUTES.toMillis(10);

  /** An engine that reports bounds only after {@link #BOUND_DELAY_MILLIS}. */
  private static Engine quietEngine() {
    return Engine.builder().boundReportAfterMillis(BOUND_DELAY_MILLIS).build();
  }

  /** Collects iterations and bound reports. */
  private static final class Recorder implements SearchListener {
    final List<SearchInfo> iterations = new CopyOnWriteArrayList<>();
    final List<SearchInfo> bounds = new CopyOnWriteArrayList<>();
    final CountDownLatch depthEight = new CountDownLatch(1);

    @Override
    public void iterationCompleted(SearchInfo info) {
      iterations.add(info);
      if (info.depth() >= 8) {
        depthEight.countDown();
      }
    }

    @Override
    public void boundReported(SearchInfo info) {
      bounds.add(info);
    }
  }

  @Test
  void anInfiniteSearchReportsFailHighsAndLowsAsBoundsWithoutChangingTheSearch() throws Exception {
    Set<ScoreBound> kinds = EnumSet.noneOf(ScoreBound.class);
    for (String fen : FAILS_HIGH_AND_LOW) {
      Recorder infinite = new Recorder();
      try (Engine engine = Engine.create()) {
        SearchHandle handle = engine.start(Board.fromFen(fen), SearchLimits.infinite(), infinite);
        assertTrue(infinite.depthEight.await(60, TimeUnit.SECONDS), "depth 8 within a minute: " + fen);
        handle.stop();
        handle.result().get(10, TimeUnit.SECONDS);
      }
      infinite.bounds.stream().filter(b -> b.depth() <= 8).map(SearchInfo::bound).forEach(kinds::add);
      Board root = Board.fromFen(fen);
      for (SearchInfo bound : infinite.bounds) {
        PvLine line = bound.lines().get(0);
        assertEquals(1, bound.lines().size());
        assertEquals(1, line.rank());
        assertTrue(bound.depth() >= 5, "aspiration windows start at depth 5: " + bound);
        assertTrue(root.isLegal(line.moves().get(0)), bound::toString);
      }
      assertTrue(infinite.iterations.stream().allMatch(i -> i.bound() == ScoreBound.EXACT));

      // The same search limited to depth 8 finishes before the delay: no bound is reported, and
      // reporting them changed nothing (same nodes, same line) in the infinite search.
      Recorder fast = new Recorder();
      SearchResult result;
      try (Engine engine = quietEngine()) {
        result = engine.search(Board.fromFen(fen), SearchLimits.depth(8), fast);
      }
      assertTrue(result.timeMillis() < BOUND_DELAY_MILLIS, "too slow to test: " + result.timeMillis());
      assertEquals(List.of(), fast.bounds);
      SearchInfo eighth = infinite.iterations.get(7);
      assertEquals(8, eighth.depth());
      assertEquals(result.nodes(), eighth.nodes(), fen);
      assertEquals(result.pv(), eighth.pv(), fen);
      assertEquals(result.score(), eighth.score(), fen);
    }
    assertEquals(EnumSet.of(ScoreBound.LOWER, ScoreBound.UPPER), kinds, "bounds up to depth 8");
  }

  @Test
  void aTimedSearchReportsBoundsOnceItHasRunLongEnough() {
    Set<ScoreBound> kinds = EnumSet.noneOf(ScoreBound.class);
    for (String fen : FAILS_HIGH_AND_LOW) {
      Recorder quiet = new Recorder();
      Recorder reporting = new Recorder();
      SearchResult quietResult;
      SearchResult reportingResult;
      try (Engine engine = quietEngine()) {
        quietResult = engine.search(Board.fromFen(fen), SearchLimits.depth(8), quiet);
      }
      assertTrue(quietResult.timeMillis() < BOUND_DELAY_MILLIS, "too slow to test: " + quietResult.timeMillis());
      // With no delay, the same search reports its fail-highs and fail-lows as they happen.
      try (Engine engine = Engine.builder().boundReportAfterMillis(0).build()) {
        reportingResult = engine.search(Board.fromFen(fen), SearchLimits.depth(8), reporting);
      }
      assertEquals(List.of(), quiet.bounds);
      reporting.bounds.stream().map(SearchInfo::bound).forEach(kinds::add);
      assertEquals(quietResult.nodes(), reportingResult.nodes(), fen);
      assertEquals(quietResult.pv(), reportingResult.pv(), fen);
    }
    assertEquals(EnumSet.of(ScoreBound.LOWER, ScoreBound.UPPER), kinds);
  }

  /**
   * A table the heap cannot hold is refused with a typed error that names what fits, by the
   * builder and by setHashMiB, and the engine keeps its table.
   */
  @Test
  void hashTheHeapCannotHoldIsRefusedWithWhatFits() {
    if (Runtime.getRuntime().maxMemory() >> 20 >= 18 * 1024) {
      return;
    }
    HashSizeException built = assertThrows(HashSizeException.class, () -> Engine.builder().hashMiB(16_384).build());
    assertTrue(built.getMessage().contains("at most " + built.largestMiB() + " MiB"), built.getMessage());
    try (Engine engine = Engine.builder().hashMiB(8).build()) {
      HashSizeException set = assertThrows(HashSizeException.class, () -> engine.setHashMiB(16_384));
      assertEquals(16_384, set.requestedMiB());
      assertEquals(8, engine.hashMiB());
      assertTrue(engine.search(Board.startingPosition(), SearchLimits.depth(3)).bestMove().isPresent());
    }
  }

  /**
   * A table resized in the background replaces the old one at once when the engine is idle, and
   * otherwise when the next search starts, never under a running search.
   */
  @Test
  void aBackgroundResizeIsInstalledWhenIdleOrAtTheNextSearch() throws Exception {
    try (Engine engine = Engine.builder().hashMiB(4).build()) {
      assertEquals(8, engine.resizeHashInBackground(8).get(60, TimeUnit.SECONDS));
      assertEquals(8, engine.hashMiB());
      SearchHandle running = engine.start(Board.startingPosition(), SearchLimits.infinite(), new SearchListener() {});
      assertEquals(16, engine.resizeHashInBackground(16).get(60, TimeUnit.SECONDS));
      assertEquals(8, engine.hashMiB(), "not while a search uses the table");
      running.stop();
      running.result().get(60, TimeUnit.SECONDS);
      assertTrue(engine.search(Board.startingPosition(), SearchLimits.depth(2)).bestMove().isPresent());
      assertEquals(16, engine.hashMiB());
      if (Runtime.getRuntime().maxMemory() >> 20 < 18 * 1024) {
        assertThrows(HashSizeException.class, () -> engine.resizeHashInBackground(16_384));
        assertEquals(16, engine.hashMiB());
      }
    }
  }

  /**
   * A background resize allocates only when its executor runs the task, the engine keeps its
   * table until then, and of two requests only the later is installed, whatever order they finish in.
   */
  @Test
  void aBackgroundResizeRunsOnItsExecutorAndOnlyTheLatestRequestIsInstalled() {
    List<Runnable> tasks = new ArrayList<>();
    try (Engine engine = Engine.builder().hashMiB(4).build()) {
      CompletableFuture<Integer> first = engine.resizeHashInBackground(8, tasks::add);
      CompletableFuture<Integer> second = engine.resizeHashInBackground(2, tasks::add);
      assertEquals(2, tasks.size());
      assertFalse(first.isDone());
      assertEquals(4, engine.hashMiB(), "nothing is allocated until the executor runs the task");
      tasks.get(1).run();
      assertEquals(2, second.getNow(-1));
      assertEquals(2, engine.hashMiB());
      tasks.get(0).run();
      assertEquals(8, first.getNow(-1));
      assertEquals(2, engine.hashMiB(), "a superseded request is never installed");
    }
  }

  /** An engine that is never closed holds no search thread once it has been idle a while. */
  @Test
  void anEngineNeverClosedLetsItsThreadsEnd() throws Exception {
    Set<Thread> before = searchThreads();
    Engine engine = Engine.builder().threads(2).poolKeepAliveMillis(50).build();
    engine.search(Board.startingPosition(), SearchLimits.depth(4));
    Set<Thread> started = searchThreads();
    started.removeAll(before);
    assertFalse(started.isEmpty(), "the search ran on pool threads");
    for (Thread thread : started) {
      thread.join(10_000);
      assertFalse(thread.isAlive(), thread.getName() + " still alive");
    }
    assertTrue(engine.search(Board.startingPosition(), SearchLimits.depth(2)).bestMove().isPresent(),
        "a later search starts threads again");
  }

  private static Set<Thread> searchThreads() {
    Set<Thread> threads = new java.util.HashSet<>();
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      if (thread.getName().startsWith("augur-search-")) {
        threads.add(thread);
      }
    }
    return threads;
  }
}
