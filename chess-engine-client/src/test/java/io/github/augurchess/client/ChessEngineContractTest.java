package io.github.augurchess.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.testengines.AugurUciProcess;
import io.github.augurchess.client.testengines.FakeUciEngine;
import io.github.augurchess.client.testengines.InstalledEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.EngineSettings;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every {@link ChessEngine} does, run against Augur in this process, a scripted UCI engine,
 * Augur's own UCI front end in another process, and Stockfish (live: skipped outside CI when it
 * is not installed, failed in CI).
 */
class ChessEngineContractTest {
  /** An engine to open, and the depth at which it searches a few lines quickly. */
  record Subject(String name, Supplier<ChessEngine> open, int depth) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Arguments> engines() {
    return Stream.of(
        Arguments.of(new Subject("Augur in process", () -> AugurEngine.create(EngineSettings.defaults().withHashMiB(4)), 5)),
        Arguments.of(new Subject("scripted UCI engine",
            () -> UciEngine.start(AugurUciProcess.javaCommand(FakeUciEngine.class, "good"), Duration.ofSeconds(60)), 1)),
        Arguments.of(new Subject("Augur over UCI",
            () -> UciEngine.start(AugurUciProcess.javaCommand(AugurUciProcess.class), Duration.ofSeconds(60)), 5)),
        Arguments.of(new Subject("Stockfish",
            () -> UciEngine.start(List.of(InstalledEngine.require(InstalledEngine.STOCKFISH, "stockfish"))), 10)));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void multiPvInTheLimitsGivesThatManyLines(Subject subject) {
    try (ChessEngine engine = subject.open().get()) {
      Board board = Board.startingPosition();
      board.playUci("e2e4");
      EngineResult result = engine.analyse(board, SearchLimits.builder().depth(subject.depth()).multiPv(3).build());
      assertEquals(3, result.lines().size(), result::toString);
      Set<Move> firstMoves = new HashSet<>();
      for (int rank = 1; rank <= 3; rank++) {
        EngineInfo line = result.lines().get(rank - 1);
        assertEquals(rank, line.multiPv());
        assertTrue(line.score().isPresent());
        assertLegal(board, line.pv());
        firstMoves.add(line.pv().get(0));
      }
      assertEquals(3, firstMoves.size(), "three different moves");
      assertEquals(result.lines().get(0).pv().get(0), result.bestMove().orElseThrow());
      EngineResult single = engine.analyse(board, SearchLimits.depth(subject.depth()));
      assertEquals(1, single.lines().size(), "multiPv(1) again: " + single);
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anInfiniteAnalysisStreamsUpdatesUntilStopped(Subject subject) throws Exception {
    try (ChessEngine engine = subject.open().get()) {
      Board board = Board.startingPosition();
      List<EngineInfo> updates = new CopyOnWriteArrayList<>();
      Analysis analysis = engine.analysis(board, SearchLimits.infinite(), updates::add);
      awaitLines(updates, 2);
      assertFalse(analysis.isDone());
      assertThrows(IllegalStateException.class, () -> engine.play(board, SearchLimits.depth(1)));
      EngineResult result = analysis.stop();
      assertTrue(board.isLegal(result.bestMove().orElseThrow()));
      assertTrue(updates.size() >= 2, updates::toString);
      // Reports without a variation (UCI's currmove lines) are updates too.
      for (EngineInfo update : updates) {
        if (!update.pv().isEmpty()) {
          assertLegal(board, update.pv());
        }
      }
      assertTrue(analysis.latest().isPresent());
      assertEquals(result, analysis.stop(), "stopping again returns the same result");
      assertTrue(board.isLegal(engine.play(board, SearchLimits.depth(1)).bestMove().orElseThrow()),
          "the engine plays after the analysis");
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPonderSearchBecomesTheEnginesOwnOnAPonderHit(Subject subject) throws Exception {
    try (ChessEngine engine = subject.open().get()) {
      Board board = Board.startingPosition();
      board.playUci("e2e4");
      board.playUci("e7e5");
      SearchLimits limits = SearchLimits.builder().ponder(true).whiteTime(2_000).blackTime(2_000).build();
      Analysis analysis = engine.analysis(board, limits);
      awaitUpdates(analysis, 1);
      analysis.ponderHit();
      EngineResult result = analysis.stop();
      assertTrue(board.isLegal(result.bestMove().orElseThrow()));
      assertThrows(IllegalStateException.class, analysis::ponderHit);
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void optionsAreDiscoveredAndMultiPvIsTheSearchs(Subject subject) {
    try (ChessEngine engine = subject.open().get()) {
      EngineOption hash = engine.options().entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase("Hash"))
          .findFirst().orElseThrow().getValue();
      assertEquals(EngineOption.Type.SPIN, hash.type());
      assertTrue(hash.min() >= 1 && hash.max() >= hash.min(), hash::toString);
      engine.setOption("hash", Long.toString(hash.min()));
      assertThrows(IllegalArgumentException.class, () -> engine.setOption("MultiPV", "3"));
      assertThrows(IllegalArgumentException.class, () -> engine.setOption("No Such Option", "1"));
    }
  }

  private static void awaitUpdates(Analysis analysis, int count) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (analysis.updates() < count) {
      assertTrue(System.nanoTime() < deadline, "no " + count + " updates within 60 s");
      Thread.sleep(10);
    }
  }

  /** Waits for reports that carry a principal variation (not only UCI's currmove lines). */
  private static void awaitLines(List<EngineInfo> updates, int count) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (updates.stream().filter(update -> !update.pv().isEmpty()).count() < count) {
      assertTrue(System.nanoTime() < deadline, "no " + count + " lines within 60 s: " + updates);
      Thread.sleep(10);
    }
  }

  private static void assertLegal(Board root, List<Move> pv) {
    assertFalse(pv.isEmpty());
    Board board = root.copy();
    for (Move move : pv) {
      assertTrue(board.isLegal(move), () -> move + " in " + board.fen());
      board.play(move);
    }
  }
}
