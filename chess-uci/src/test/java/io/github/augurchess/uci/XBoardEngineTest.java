package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class XBoardEngineTest {
  private static final Path FAIRYMAX = Path.of("/usr/games/fairymax");
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
      assertThrows(IllegalArgumentException.class, () -> augur.play(game, SearchLimits.nodes(1000)));
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
    Assumptions.assumeTrue(Files.isExecutable(FAIRYMAX), "fairymax not installed at " + FAIRYMAX + "; skipped");
    XBoardEngine fairymax = XBoardEngine.start(List.of(FAIRYMAX.toString()));
    Board board = Board.startingPosition();
    board.playUci("e2e4");
    EngineResult result = fairymax.play(board, SearchLimits.builder().whiteTime(3_000).blackTime(3_000).build());
    assertTrue(board.isLegal(result.bestMove().orElseThrow()));
    fairymax.close();
    assertFalse(fairymax.isAlive());
  }

  @Test
  void phalanxPlaysWhenInstalled() {
    Assumptions.assumeTrue(Files.isExecutable(PHALANX), "phalanx not installed at " + PHALANX + "; skipped");
    try (XBoardEngine phalanx = XBoardEngine.start(List.of(PHALANX.toString(), "-l-", "-b-"))) {
      Board board = Board.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
      EngineResult result = phalanx.play(board, SearchLimits.moveTime(1_000));
      assertTrue(board.isLegal(result.bestMove().orElseThrow()));
    }
  }
}
