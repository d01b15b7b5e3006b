package io.github.augurchess.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.testengines.AugurUciProcess;
import io.github.augurchess.client.testengines.FakeUciEngine;
import io.github.augurchess.client.testengines.InstalledEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Perft;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UciEngineTest {

  private static UciEngine fake(String fault) {
    return UciEngine.start(AugurUciProcess.javaCommand(FakeUciEngine.class, fault), Duration.ofSeconds(60));
  }

  private static long engineThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.isAlive() && t.getName().startsWith("engine-")).count();
  }

  @Test
  void fakeEnginePlaysAndIsClosedWithoutLeaks() {
    long before = engineThreads();
    UciEngine engine = fake("good");
    assertEquals("Fake good", engine.name());
    assertTrue(engine.options().containsKey("Hash"));
    engine.setOption("hash", "4");
    Board board = Board.startingPosition();
    board.playUci("e2e4");
    List<EngineInfo> infos = new ArrayList<>();
    EngineResult result = engine.analyse(board, SearchLimits.depth(1), infos::add);
    assertTrue(board.isLegal(result.bestMove().orElseThrow()));
    assertEquals(1, infos.size());
    assertEquals(12, infos.get(0).score().orElseThrow().centipawns());
    engine.close();
    assertFalse(engine.isAlive());
    assertEquals(before, engineThreads());
  }

  @Test
  void unknownOptionIsRefused() {
    try (UciEngine engine = fake("good")) {
      assertThrows(IllegalArgumentException.class, () -> engine.setOption("Nonsense", "1"));
    }
  }

  @Test
  void crashIsReportedAsCrash() {
    try (UciEngine engine = fake("crash")) {
      EngineCrashedException e = assertThrows(EngineCrashedException.class,
          () -> engine.analyse(Board.startingPosition(), SearchLimits.moveTime(100), info -> {}));
      assertTrue(e.getMessage().contains("exit code 3"), e.getMessage());
    }
  }

  @Test
  void hungEngineTimesOutAndIsKilled() {
    long before = engineThreads();
    UciEngine engine = fake("hang");
    long start = System.nanoTime();
    assertThrows(EngineTimeoutException.class,
        () -> engine.analyse(Board.startingPosition(), SearchLimits.moveTime(200), info -> {}));
    assertTrue(System.nanoTime() - start < Duration.ofSeconds(30).toNanos());
    engine.close();
    assertFalse(engine.isAlive());
    assertEquals(before, engineThreads());
  }

  @Test
  void slowEngineAnswersStopAfterTheDeadline() {
    try (UciEngine engine = fake("slow")) {
      EngineResult result = engine.analyse(Board.startingPosition(), SearchLimits.moveTime(100), info -> {});
      assertTrue(result.bestMove().isPresent());
      assertTrue(result.elapsedMillis() >= UciEngine.DEFAULT_MOVE_GRACE.toMillis());
    }
  }

  @Test
  void illegalMoveIsAProtocolError() {
    try (UciEngine engine = fake("illegal")) {
      Board board = Board.startingPosition();
      board.playUci("e2e4");
      assertThrows(EngineProtocolException.class, () -> engine.analyse(board, SearchLimits.depth(1), info -> {}));
    }
  }

  @Test
  void muteEngineFailsTheHandshakeAndLeavesNoProcess() {
    long before = engineThreads();
    assertThrows(EngineTimeoutException.class,
        () -> UciEngine.start(AugurUciProcess.javaCommand(FakeUciEngine.class, "mute"), Duration.ofSeconds(3)));
    assertEquals(before, engineThreads());
  }

  @Test
  void missingProgramIsReportedAsCrash() {
    assertThrows(EngineCrashedException.class, () -> UciEngine.start(List.of("/no/such/engine")));
  }

  @Test
  void positionCommandCarriesTheHistory() {
    Board board = Board.startingPosition();
    assertEquals("position startpos", UciEngine.positionCommand(board));
    board.playUci("g1f3");
    board.playUci("g8f6");
    assertEquals("position startpos moves g1f3 g8f6", UciEngine.positionCommand(board));
    Board fen = Board.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    fen.playUci("e1g1");
    assertEquals("position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1", UciEngine.positionCommand(fen));
  }

  @Test
  void augurAsAProcessAnalysesAndPlays() {
    try (UciEngine augur = UciEngine.start(AugurUciProcess.javaCommand(AugurUciProcess.class), Duration.ofSeconds(60))) {
      assertTrue(augur.name().startsWith("Augur"));
      augur.setOption("Hash", "8");
      augur.newGame();
      Board board = Board.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
      List<EngineInfo> infos = new ArrayList<>();
      EngineResult result = augur.analyse(board, SearchLimits.depth(3), infos::add);
      assertEquals("a1a8", board.uci(result.bestMove().orElseThrow()));
      assertEquals(1, result.lastInfo().orElseThrow().score().orElseThrow().mateMoves());
      EngineResult move = augur.play(Board.startingPosition(),
          SearchLimits.builder().whiteTime(1_000).blackTime(1_000).build());
      assertTrue(move.bestMove().isPresent());
    }
  }

  @Test
  void perftDivideIsReadPerRootMove() {
    Board board = Board.startingPosition();
    board.playUci("e2e4");
    try (UciEngine engine = fake("good")) {
      EnginePerft perft = engine.perft(board, 2, Duration.ofSeconds(30));
      assertEquals(Perft.divide(board, 2), perft.divide());
      assertEquals(Perft.count(board, 2), perft.nodes());
    }
    try (UciEngine engine = fake("perftsplit")) {
      EnginePerft perft = engine.perft(board, 2, Duration.ofSeconds(30));
      assertEquals(Perft.count(board, 2), perft.nodes());
      assertFalse(Perft.divide(board, 2).equals(perft.divide()));
    }
  }

  @Test
  void stockfishPerftDivideAgreesWithAugurs() {
    String program = InstalledEngine.require(InstalledEngine.STOCKFISH, "stockfish");
    Board kiwipete = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    try (UciEngine stockfish = UciEngine.start(List.of(program))) {
      EnginePerft perft = stockfish.perft(kiwipete, 3, Duration.ofSeconds(60));
      assertEquals(Perft.divide(kiwipete, 3), perft.divide());
      assertEquals(97_862, perft.nodes());
    }
  }

  @Test
  void stockfishAnalysesWhenInstalled() {
    String program = InstalledEngine.require(InstalledEngine.STOCKFISH, "stockfish");
    try (UciEngine stockfish = UciEngine.start(List.of(program))) {
      assertTrue(stockfish.name().startsWith("Stockfish"), stockfish.name());
      stockfish.setOption("Threads", "1");
      stockfish.setOption("Hash", "16");
      Board board = Board.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
      EngineResult result = stockfish.analyse(board, SearchLimits.depth(8), info -> {});
      assertEquals("a1a8", board.uci(result.bestMove().orElseThrow()));
      EngineResult timed = stockfish.play(Board.startingPosition(), SearchLimits.moveTime(200));
      assertTrue(timed.bestMove().isPresent());
    }
  }

  @Test
  void reportsCarryWdlAndMovesAndTheOptionsTheirTypes() {
    try (UciEngine engine = fake("good")) {
      assertEquals(EngineOption.Type.COMBO, engine.options().get("Style").type());
      assertEquals(List.of("Solid", "Wild Ride"), engine.options().get("Style").choices());
      assertEquals(EngineOption.Type.BUTTON, engine.options().get("Clear Hash").type());
      assertEquals("", engine.options().get("Book File").defaultValue());
      engine.setOption("Style", "Wild Ride");
      Board board = Board.startingPosition();
      EngineResult result = engine.analyse(board, SearchLimits.builder().depth(1).multiPv(2).build());
      EngineInfo second = result.lines().get(1);
      assertEquals(new Wdl(500, 300, 200), second.wdl().orElseThrow());
      assertEquals(List.of(board.legalMoves().get(1)), second.pv().subList(0, 1));
      assertEquals(board.legalMoves().get(0), result.bestMove().orElseThrow());
      assertTrue(result.ponderMove().isPresent());
      assertThrows(IllegalArgumentException.class,
          () -> engine.analyse(board, SearchLimits.builder().depth(1).multiPv(6).build()), "the fake offers 5 lines");
    }
  }

  @Test
  void aHungEngineFailsItsAnalysisWhenStopped() {
    try (UciEngine engine = fake("hang")) {
      Analysis analysis = engine.analysis(Board.startingPosition(), SearchLimits.infinite(), info -> {});
      assertThrows(EngineTimeoutException.class, analysis::stop);
      assertTrue(analysis.isDone());
    }
  }
}
