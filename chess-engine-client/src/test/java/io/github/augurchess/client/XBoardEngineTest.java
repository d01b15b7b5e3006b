package io.github.augurchess.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.Variant;
import io.github.augurchess.client.testengines.AugurUciProcess;
import io.github.augurchess.client.testengines.AugurXBoardProcess;
import io.github.augurchess.client.testengines.FakeUciEngine;
import io.github.augurchess.client.testengines.FakeXBoardEngine;
import io.github.augurchess.client.testengines.InstalledEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.search.Engine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XBoardEngineTest {
  private static final Path PHALANX = Path.of("/usr/games/phalanx");

  @Test
  void augurAsAnXBoardProcessPlays() {
    try (XBoardEngine augur = XBoardEngine.start(AugurUciProcess.javaCommand(AugurXBoardProcess.class),
        Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      assertEquals("Augur", augur.name());
      augur.newGame();
      Board board = Board.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
      EngineResult result = augur.play(board, SearchLimits.depth(3));
      assertEquals("a1a8", board.uci(result.bestMove().orElseThrow()));
      Board game = Board.startingPosition();
      game.playUci("e2e4");
      EngineResult clocked = augur.play(game, SearchLimits.builder().whiteTime(2_000).blackTime(2_000).build());
      assertTrue(game.isLegal(clocked.bestMove().orElseThrow()));
    }
  }

  @Test
  void aNodeLimitIsSentAsNpsAndAugurSearchesExactlyAsInProcess() {
    Board board = Board.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    Move inProcess;
    try (Engine engine = Engine.create()) {
      inProcess = engine.search(board, SearchLimits.nodes(20_000)).bestMove().orElseThrow();
    }
    try (XBoardEngine augur = XBoardEngine.start(AugurUciProcess.javaCommand(AugurXBoardProcess.class),
        Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      augur.newGame();
      EngineResult result = augur.play(board, SearchLimits.nodes(20_000));
      assertEquals(inProcess, result.bestMove().orElseThrow());
      assertTrue(result.lastInfo().orElseThrow().nodes() <= 20_000, result.toString());
    }
  }

  @Test
  void augurPlaysAGameMoveByMoveAndTakesItsHashOption() {
    try (XBoardEngine augur = XBoardEngine.start(AugurUciProcess.javaCommand(AugurXBoardProcess.class),
        Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      EngineOption hash = augur.options().get("Hash");
      assertEquals(EngineOption.Type.SPIN, hash.type(), augur.options()::toString);
      assertEquals("16", hash.defaultValue());
      assertEquals(1, hash.min());
      assertEquals(List.of("NNUE", "Classical", "Material"), augur.options().get("Evaluator").choices());
      assertEquals(EngineOption.Type.SPIN, augur.options().get("Threads").type());
      augur.setOption("Threads", "1");
      augur.setOption("evaluator", "Material");
      augur.setOption("hash", "8");
      assertThrows(IllegalArgumentException.class, () -> augur.setOption("Hash", "0"), "out of range");
      augur.newGame();
      Board game = Board.startingPosition();
      for (String reply : List.of("e7e5", "b8c6", "g8f6")) {
        Move move = augur.play(game, SearchLimits.depth(3)).bestMove().orElseThrow();
        game.play(move);
        Move answer = game.parseUci(reply);
        if (!game.isLegal(answer)) {
          answer = game.legalMoves().get(0);
        }
        game.play(answer);
      }
      assertTrue(game.isLegal(augur.play(game, SearchLimits.depth(3)).bestMove().orElseThrow()));
    }
  }

  /** The lines the fake engine received since the mark, and a new mark. */
  private static List<String> receivedSince(Path log, int[] mark) throws Exception {
    List<String> all = Files.readAllLines(log);
    List<String> since = List.copyOf(all.subList(mark[0], all.size()));
    mark[0] = all.size();
    return since;
  }

  @Test
  void aContinuedGameGetsOnlyTheClocksAndTheOpponentsMove(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("received.txt");
    try (XBoardEngine fake = XBoardEngine.start(AugurUciProcess.javaCommand(FakeXBoardEngine.class, log.toString()),
        Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      int[] mark = {0};
      fake.newGame();
      receivedSince(log, mark);
      SearchLimits clock = SearchLimits.builder().whiteTime(60_000).blackTime(50_000).whiteIncrement(1_000)
          .blackIncrement(1_000).build();
      Board game = Board.startingPosition();
      EngineResult opening = fake.play(game, clock);
      assertEquals(List.of(opening.bestMove().orElseThrow()), opening.lastInfo().orElseThrow().pv(),
          "the fail-low mark is not a move");
      game.play(opening.bestMove().orElseThrow());
      List<String> first = receivedSince(log, mark);
      assertTrue(first.containsAll(List.of("new", "force", "level 0 1:00 1", "time 6000", "otim 5000", "go")), first::toString);

      game.playUci("e7e5");
      game.play(fake.play(game, clock).bestMove().orElseThrow());
      assertEquals(List.of("time 6000", "otim 5000", "usermove e7e5"), receivedSince(log, mark));

      // Moves played without the engine: force mode and the moves since, no new game.
      game.playUci("b8c6");
      game.play(game.legalMoves().get(0));
      game.playUci("g8f6");
      game.play(fake.play(game, clock).bestMove().orElseThrow());
      List<String> forced = receivedSince(log, mark);
      assertEquals("force", forced.get(0), forced::toString);
      assertFalse(forced.contains("new"), forced::toString);
      assertTrue(forced.containsAll(List.of("usermove b8c6", "usermove g8f6", "go")), forced::toString);

      // Another position: set up afresh.
      Board other = Board.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
      fake.play(other, clock);
      List<String> fresh = receivedSince(log, mark);
      assertTrue(fresh.containsAll(List.of("new", "setboard 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "go")), fresh::toString);
    }
  }

  @Test
  void optionsAreSetAsDeclaredAndRefusedOtherwise(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("received.txt");
    try (XBoardEngine fake = XBoardEngine.start(AugurUciProcess.javaCommand(FakeXBoardEngine.class, log.toString()),
        Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      assertEquals(Map.of("Style", new EngineOption("Style", EngineOption.Type.COMBO, "solid", 0, 0, List.of("solid", "wild")),
          "Depth", new EngineOption("Depth", EngineOption.Type.SPIN, "3", 1, 9, List.of())), fake.options());
      fake.setOption("style", "wild");
      fake.setOption("Depth", "5");
      assertThrows(IllegalArgumentException.class, () -> fake.setOption("Depth", "12"), "the engine refuses it");
      assertThrows(IllegalArgumentException.class, () -> fake.setOption("Depth", "deep"));
      assertThrows(IllegalArgumentException.class, () -> fake.setOption("Threads", "2"));
      assertTrue(Files.readAllLines(log).containsAll(List.of("option Style=wild", "option Depth=5")));
      // nps=0: the engine cannot count nodes, so no node limit.
      assertThrows(IllegalArgumentException.class, () -> fake.play(Board.startingPosition(), SearchLimits.nodes(100)));
    }
    Path npsLog = dir.resolve("nps.txt");
    try (XBoardEngine fake = XBoardEngine.start(
        AugurUciProcess.javaCommand(FakeXBoardEngine.class, npsLog.toString(), "nps"), Duration.ofSeconds(60),
        Duration.ofSeconds(60))) {
      fake.play(Board.startingPosition(), SearchLimits.nodes(5_000));
      assertTrue(Files.readAllLines(npsLog).containsAll(List.of("nps 5000", "st 1", "go")));
    }
  }

  @Test
  void chess960IsPlayedAsFischerandomWithOoCastling(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("received.txt");
    try (XBoardEngine fake = XBoardEngine.start(AugurUciProcess.javaCommand(FakeXBoardEngine.class, log.toString()),
        Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      Board game = Fen.parse("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1", Variant.CHESS960);
      game.playUci("b1h1");
      EngineResult result = fake.play(game, SearchLimits.depth(2));
      assertTrue(game.isLegal(result.bestMove().orElseThrow()));
      List<String> received = Files.readAllLines(log);
      assertTrue(received.containsAll(List.of("variant fischerandom",
          "setboard rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", "usermove O-O")), received::toString);
    }
  }

  @Test
  void resignationAndCrashAreReportedByType() {
    try (XBoardEngine resigner = XBoardEngine.start(
        AugurUciProcess.javaCommand(FakeUciEngine.class, "xboard", "resign"), Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      assertEquals("Fake resign", resigner.name());
      assertThrows(EngineResignedException.class, () -> resigner.play(Board.startingPosition(), SearchLimits.depth(2)));
    }
    try (XBoardEngine crasher = XBoardEngine.start(
        AugurUciProcess.javaCommand(FakeUciEngine.class, "xboard", "crash"), Duration.ofSeconds(60), Duration.ofSeconds(60))) {
      assertThrows(EngineCrashedException.class, () -> crasher.play(Board.startingPosition(), SearchLimits.depth(2)));
      assertFalse(crasher.isAlive());
    }
  }

  @Test
  void crashedXBoardEngineIsReported() {
    assertThrows(EngineCrashedException.class, () -> XBoardEngine.start(List.of("/no/such/xboard/engine")));
  }

  @Test
  void fairymaxPlaysWhenInstalled() {
    XBoardEngine fairymax = XBoardEngine.start(List.of(InstalledEngine.require(InstalledEngine.FAIRYMAX, "fairymax")));
    Board board = Board.startingPosition();
    board.playUci("e2e4");
    EngineResult result = fairymax.play(board, SearchLimits.builder().whiteTime(3_000).blackTime(3_000).build());
    assertTrue(board.isLegal(result.bestMove().orElseThrow()));
    fairymax.close();
    assertFalse(fairymax.isAlive());
  }

  @Test
  void phalanxPlaysWhenInstalled() {
    try (XBoardEngine phalanx = XBoardEngine.start(List.of(InstalledEngine.require(PHALANX, "phalanx"), "-l-", "-b-"))) {
      Board board = Board.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
      EngineResult result = phalanx.play(board, SearchLimits.moveTime(1_000));
      assertTrue(board.isLegal(result.bestMove().orElseThrow()));
    }
  }

  @Test
  void fairymaxAnalysesUntilStoppedAndPlaysOnAfterwards() throws Exception {
    try (XBoardEngine fairymax = XBoardEngine.start(List.of(InstalledEngine.require(InstalledEngine.FAIRYMAX, "fairymax")))) {
      Board board = Board.startingPosition();
      board.playUci("d2d4");
      List<EngineInfo> updates = new java.util.concurrent.CopyOnWriteArrayList<>();
      Analysis analysis = fairymax.analysis(board, SearchLimits.infinite(), updates::add);
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (analysis.updates() < 2 && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      EngineResult result = analysis.stop();
      assertTrue(updates.size() >= 2, updates::toString);
      assertEquals(updates.get(updates.size() - 1).pv().get(0), result.bestMove().orElseThrow());
      assertTrue(board.isLegal(result.bestMove().orElseThrow()));
      assertThrows(IllegalArgumentException.class,
          () -> fairymax.analyse(board, SearchLimits.builder().depth(2).multiPv(3).build()), "CECP has no multi-PV");
      EngineResult move = fairymax.play(board, SearchLimits.depth(3));
      assertTrue(board.isLegal(move.bestMove().orElseThrow()));
    }
  }
}
