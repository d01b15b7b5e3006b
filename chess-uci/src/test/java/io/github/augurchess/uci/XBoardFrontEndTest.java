package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Score;
import io.github.augurchess.movegen.Board;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class XBoardFrontEndTest {

  @Test
  void protover2AnnouncesFeatures() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("xboard");
      xb.send("protover 2");
      String features = xb.next();
      for (String feature : List.of("ping=1", "setboard=1", "usermove=1", "analyze=1", "done=1")) {
        assertTrue(features.contains(feature), features);
      }
    }
  }

  @Test
  void engineAnswersAUserMoveAndPingAfterIt() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("sd 3");
      xb.send("usermove e2e4");
      xb.send("ping 7");
      List<String> lines = xb.until("pong 7");
      String move = lines.stream().filter(l -> l.startsWith("move ")).findFirst().orElseThrow();
      assertTrue(lines.indexOf(move) < lines.indexOf("pong 7"), lines::toString);
      Board board = Board.startingPosition();
      board.playUci("e2e4");
      assertTrue(board.isLegal(board.parseUci(move.substring(5))));
    }
  }

  @Test
  void forceModeTakesMovesWithoutThinkingAndGoMakesTheEngineMove() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("force");
      xb.send("usermove e2e4");
      xb.send("usermove e7e5");
      xb.send("ping 1");
      assertEquals("pong 1", xb.next());
      xb.send("st 0.2");
      xb.send("go");
      List<String> lines = xb.until("move ");
      Board board = Board.startingPosition();
      board.playUci("e2e4");
      board.playUci("e7e5");
      String move = lines.get(lines.size() - 1).substring(5);
      assertTrue(board.isLegal(board.parseUci(move)), move);
    }
  }

  @Test
  void undoAndRemoveTakeMovesBack() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("force");
      xb.send("e2e4");
      xb.send("e7e5");
      xb.send("remove");
      xb.send("usermove e2e4");
      xb.send("undo");
      xb.send("undo");
      xb.send("ping 2");
      List<String> lines = xb.until("pong 2");
      assertEquals(2, lines.size(), lines::toString);
      assertTrue(lines.get(0).startsWith("Error (no move to take back)"), lines::toString);
    }
  }

  @Test
  void analyzeRunsUntilExitAndFollowsMoves() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("analyze");
      xb.send("usermove e2e4");
      Thread.sleep(200);
      xb.send("exit");
      xb.send("ping 3");
      List<String> lines = xb.until("pong 3");
      assertTrue(lines.stream().noneMatch(l -> l.startsWith("move ")), lines::toString);
    }
  }

  @Test
  void mateIsAnnouncedWithAResult() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
      xb.send("sd 3");
      xb.send("go");
      List<String> lines = xb.until("1-0");
      assertTrue(lines.contains("move a1a8"), lines::toString);
      assertEquals("1-0 {White mates}", lines.get(lines.size() - 1));
    }
  }

  @Test
  void levelTimeAndOtimGiveAClockedSearch() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("level 40 0:30 0");
      xb.send("time 500");
      xb.send("otim 500");
      xb.send("usermove d2d4");
      assertTrue(xb.until("move ").get(0).length() > 0);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"frobnicate", "protover", "protover x", "usermove", "setboard 8/8/8 w - -", "level 40 5",
      "level x 5 0", "st abc", "sd 0", "time lots", "ping", "exit", "remove", "?"})
  void badCommandsGetAnErrorAndChangeNothing(String line) throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("force");
      xb.send("usermove e2e4");
      xb.send(line);
      assertTrue(xb.next().startsWith("Error ("), line);
      xb.send("usermove e7e5");
      xb.send("ping 9");
      assertEquals("pong 9", xb.next());
    }
  }

  @Test
  void illegalMoveIsRefused() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("force");
      xb.send("usermove e2e5");
      assertEquals("Illegal move: e2e5", xb.next());
    }
  }

  @Test
  void quitEndsTheSession() {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("go");
      assertFalse(xb.send("quit"));
    }
  }

  @Test
  void mateScoresUseTheXBoardConvention() {
    assertEquals(100_003, XBoardFrontEnd.xboardScore(Score.mateIn(3)));
    assertEquals(-100_002, XBoardFrontEnd.xboardScore(Score.mateIn(-2)));
    assertEquals(-35, XBoardFrontEnd.xboardScore(Score.centipawns(-35)));
  }
}
