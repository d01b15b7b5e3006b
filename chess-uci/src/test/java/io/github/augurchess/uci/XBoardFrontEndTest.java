package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
      for (String feature : List.of("ping=1", "setboard=1", "usermove=1", "analyze=1", "nps=1",
          "variants=\"normal,fischerandom\"", "option=\"Hash -spin 16 1 ", "option=\"Threads -spin 1 1 256\"",
          "option=\"Evaluator -combo *NNUE /// Classical /// Material\"", "option=\"EvalFile -file \"",
          "option=\"ClassicalEvalFile -file \"", "done=1")) {
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
  void aRepetitionIsAnnouncedWhenItHappensNotWhenAMoveCouldBringItAbout() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("force");
      for (String move : List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1")) {
        xb.send("usermove " + move);
      }
      // Black could claim with Ng8 now; the game goes on until someone plays it.
      xb.send("ping 1");
      List<String> before = xb.until("pong 1");
      assertTrue(before.stream().noneMatch(l -> l.startsWith("1/2-1/2")), before::toString);
      xb.send("usermove f6g8");
      xb.send("ping 2");
      List<String> after = xb.until("pong 2");
      assertTrue(after.contains("1/2-1/2 {Draw by repetition}"), after::toString);
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
      "level x 5 0", "st abc", "sd 0", "time lots", "ping", "exit", "remove", "?", "variant crazyhouse", "variant",
      "nps -1", "nps fast", "option Threads=0", "option Evaluator=Neural", "option Hash=lots", "option Hash=0", "option Hash"})
  void badCommandsGetAnErrorAndChangeNothing(String line) throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("force");
      xb.send("usermove e2e4");
      xb.send(line);
      assertTrue(xb.next().startsWith("Error ("), line);
      if (line.startsWith("setboard")) {
        // A refused setboard leaves no position: moves are refused until one is set.
        xb.send("usermove e7e5");
        assertTrue(xb.next().startsWith("Error (no position"), line);
        xb.send("setboard " + Fen.STARTING_POSITION);
        xb.send("usermove e2e4");
      }
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

  private static final Board AFTER_E4 = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

  /** A thinking line: ply, score, time, nodes, then the variation in SAN. */
  private static boolean isThinking(String line) {
    return line.matches("\\d+ -?\\d+ \\d+ \\d+ .*");
  }

  /**
   * Plays e4 against the engine (Black, depth 4, pondering on) and returns the position after its
   * move and the reply it expects: the second move of its last principal variation.
   */
  private static Move[] startPondering(XBoardSession xb, Board board) throws Exception {
    xb.send("new");
    xb.send("hard");
    xb.send("sd 4");
    xb.send("usermove e2e4");
    List<String> lines = xb.until("move ");
    String thinking = lines.stream().filter(XBoardFrontEndTest::isThinking).reduce((a, b) -> b).orElseThrow();
    Move move = board.parseUci(lines.get(lines.size() - 1).substring(5));
    String[] words = thinking.split(" ");
    assertEquals(board.san(move), words[4], thinking);
    assertTrue(words.length > 5, "the variation has a reply: " + thinking);
    board.play(move);
    Move reply = board.parseSan(words[5]);
    // The ponder search runs on the opponent's time, with its thinking output, to depth 4.
    assertTrue(xb.until("4 ").stream().allMatch(XBoardFrontEndTest::isThinking));
    xb.send("ping 1");
    assertEquals("pong 1", xb.next(), "a ping while pondering is answered at once");
    return new Move[] {move, reply};
  }

  @Test
  void aPonderHitTurnsThePonderSearchIntoTheEngineMove() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      Board board = AFTER_E4.copy();
      Move reply = startPondering(xb, board)[1];
      String replyText = board.uci(reply);
      board.play(reply);
      xb.send("usermove " + replyText);
      List<String> lines = xb.until("move ");
      // The search had reached its depth while pondering: the move comes at once, unsearched.
      assertEquals(1, lines.size(), lines::toString);
      assertTrue(board.isLegal(board.parseUci(lines.get(0).substring(5))), lines::toString);
    }
  }

  @Test
  void aPonderSearchThatRanOutOfNodesAnswersTheHitAtOnce() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("hard");
      xb.send("nps 3000");
      xb.send("st 1");
      xb.send("usermove e2e4");
      List<String> lines = xb.until("move ");
      String thinking = lines.stream().filter(XBoardFrontEndTest::isThinking).reduce((a, b) -> b).orElseThrow();
      Board board = AFTER_E4.copy();
      Move played = board.parseUci(lines.get(lines.size() - 1).substring(5));
      String[] words = thinking.split(" ");
      // The last thinking line is the move played, even when it came from an unfinished iteration.
      assertEquals(played, board.parseSan(words[4]), thinking);
      board.play(played);
      assertTrue(words.length > 5, "the variation has a reply: " + thinking);
      Move reply = board.parseSan(words[5]);
      // The ponder search spends its 3000 nodes and waits for the opponent's move.
      List<String> pondering = xb.drain(1_000);
      assertTrue(!pondering.isEmpty() && pondering.stream().allMatch(XBoardFrontEndTest::isThinking), pondering::toString);
      String replyText = board.uci(reply);
      board.play(reply);
      xb.send("usermove " + replyText);
      String move = xb.next();
      assertTrue(move.startsWith("move "), "answered from the ponder search, unsearched: " + move);
      assertTrue(board.isLegal(board.parseUci(move.substring(5))), move);
      // It ponders again, on its next expected reply.
      xb.send("ping 8");
      List<String> next = xb.until("pong 8");
      assertTrue(next.subList(0, next.size() - 1).stream().allMatch(XBoardFrontEndTest::isThinking), next::toString);
    }
  }

  @Test
  void aPonderMissStopsThePonderSearchAndSearchesTheRealPosition() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      Board board = AFTER_E4.copy();
      Move reply = startPondering(xb, board)[1];
      Move other = board.legalMoves().stream().filter(m -> !m.equals(reply)).findFirst().orElseThrow();
      String otherText = board.uci(other);
      board.play(other);
      xb.send("usermove " + otherText);
      List<String> lines = xb.until("move ");
      assertTrue(lines.stream().anyMatch(l -> l.startsWith("1 ")), "a new search from depth 1: " + lines);
      assertTrue(board.isLegal(board.parseUci(lines.get(lines.size() - 1).substring(5))), lines::toString);
    }
  }

  @Test
  void easyStopsPonderingSoTheExpectedReplyIsSearchedAfresh() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      Board board = AFTER_E4.copy();
      Move reply = startPondering(xb, board)[1];
      xb.send("easy");
      xb.send("ping 2");
      assertEquals("pong 2", xb.next());
      xb.send("usermove " + board.uci(reply));
      List<String> lines = xb.until("move ");
      assertTrue(lines.stream().anyMatch(l -> l.startsWith("1 ")), "searched afresh: " + lines);
    }
  }

  @Test
  void withoutHardTheEngineDoesNotThinkOnTheOpponentsTime() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("sd 4");
      xb.send("usermove e2e4");
      xb.until("move ");
      assertEquals(List.of(), xb.drain(300));
    }
  }

  @Test
  void npsTurnsTheMoveTimeIntoANodeBudget() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("nps 2000");
      xb.send("st 3");
      xb.send("usermove e2e4");
      List<String> lines = xb.until("move ");
      long nodes = lines.stream().filter(XBoardFrontEndTest::isThinking)
          .mapToLong(l -> Long.parseLong(l.split(" ")[3])).max().orElseThrow();
      assertTrue(nodes > 0 && nodes <= 6000, "at most 3 s x 2000 nodes: " + lines);
    }
  }

  @Test
  void theEngineSettingsAreSetAsOptions() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      for (String option : List.of("Threads=2", "contempt=10", "Move Overhead=20", "Evaluator=material",
          "SearchParameters=lmr.divisor=200", "Evaluator=Classical")) {
        xb.send("option " + option);
      }
      xb.send("new");
      xb.send("sd 2");
      xb.send("usermove e2e4");
      xb.send("ping 4");
      List<String> lines = xb.until("pong 4");
      assertTrue(lines.stream().anyMatch(l -> l.startsWith("move ")), lines::toString);
      assertTrue(lines.stream().noneMatch(l -> l.startsWith("Error")), lines::toString);
    }
  }

  @Test
  void theHashOptionIsSetAndPongWaitsForTheTable() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("option Hash=8");
      xb.send("ping 3");
      assertEquals(List.of("# Hash 8 MiB allocated", "pong 3"), xb.until("pong 3"));
    }
  }

  /**
   * option Hash returns at once and the table is allocated off the command thread: the engine
   * goes on answering (and moving, with its old table), and a pong sent after the option waits
   * until the table is allocated.
   */
  @Test
  void hashIsAllocatedOffTheCommandThreadAndPongWaitsForIt() throws Exception {
    BlockingQueue<Runnable> allocations = new LinkedBlockingQueue<>();
    try (XBoardSession xb = new XBoardSession(allocations::add, TimeUnit.MINUTES.toMillis(10))) {
      xb.send("new");
      xb.send("option Hash=32");
      assertEquals(1, allocations.size(), "the allocation is handed to the allocator, not done by the option");
      xb.send("ping 1");
      xb.send("sd 2");
      xb.send("usermove e2e4");
      List<String> move = xb.until("move ");
      assertTrue(move.stream().noneMatch(l -> l.startsWith("pong")), move::toString);
      assertTrue(move.contains("# Hash 32 MiB is still being allocated; this search uses the 16 MiB table"),
          move::toString);
      nextAllocation(allocations).run();
      assertEquals(List.of("# Hash 32 MiB allocated", "pong 1"), List.of(xb.next(), xb.next()));
    }
  }

  /** A pong is never held back past the ready wait, even while the table is still being allocated. */
  @Test
  void pongComesWithinItsWaitWhileTheTableIsStillBeingAllocated() throws Exception {
    BlockingQueue<Runnable> allocations = new LinkedBlockingQueue<>();
    try (XBoardSession xb = new XBoardSession(allocations::add, 100)) {
      xb.send("option Hash=32");
      xb.send("ping 2");
      assertEquals("pong 2", xb.next());
      nextAllocation(allocations).run();
      assertEquals("# Hash 32 MiB allocated", xb.next());
    }
  }

  /** Starts the XBoard session and returns the largest Hash its options offer. */
  private static String largestHash(FrontEndProcess xb) throws Exception {
    xb.send("xboard");
    xb.send("protover 2");
    String features = xb.until("feature ").get(0);
    Matcher hash = Pattern.compile("option=\"Hash -spin 16 1 (\\d+)\"").matcher(features);
    assertTrue(hash.find(), features);
    return hash.group(1);
  }

  /**
   * At the largest Hash the option offers (half the heap), a new evaluator's engine cannot have its
   * table beside the old engine's: it takes the evaluator at once and its table once the old
   * engine is gone, and pong waits for that table.
   */
  @Test
  void anEvaluatorChangeAtTheLargestHashKeepsTheHash() throws Exception {
    try (FrontEndProcess xb = new FrontEndProcess("xboard", 300)) {
      String max = largestHash(xb);
      xb.send("option Hash=" + max);
      xb.send("ping 1");
      assertEquals(List.of("# Hash " + max + " MiB allocated", "pong 1"), xb.until("pong 1"));
      xb.send("option Evaluator=Material");
      xb.send("ping 2");
      assertEquals(List.of("# Hash " + max + " MiB allocated", "pong 2"), xb.until("pong 2"));
      xb.send("new");
      xb.send("sd 2");
      xb.send("usermove e2e4");
      assertTrue(xb.until("move ").stream().noneMatch(l -> l.startsWith("Error")));
    }
  }

  /**
   * A table the heap cannot hold is refused with one error line that names what fits, and the
   * engine keeps its table: in a JVM whose heap (100 MiB) is below what the Hash option's maximum
   * (half the heap) and the headroom kept beside the table need together.
   */
  @Test
  void aHashTheHeapCannotHoldIsRefusedNamingWhatFits() throws Exception {
    try (FrontEndProcess xb = new FrontEndProcess("xboard", 100)) {
      String max = largestHash(xb);
      xb.send("option Hash=" + max);
      xb.send("ping 1");
      List<String> answer = xb.until("pong 1");
      assertEquals(2, answer.size(), answer::toString);
      assertTrue(answer.get(0).matches("Error \\(Hash kept at 16 MiB: hash size " + max
          + " MiB does not fit in the Java heap; at most \\d+ MiB would fit now \\(a larger heap is set with the JVM's"
          + " -Xmx option\\)\\): option Hash=" + max), answer::toString);
      xb.send("new");
      xb.send("sd 2");
      xb.send("usermove e2e4");
      assertTrue(xb.until("move ").stream().noneMatch(l -> l.startsWith("Error")));
    }
  }

  /** Chess960 with the kings on b1/b8 and rooks on a and h, Shredder-FEN: both castlings are open. */
  private static final String FRC = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1";

  @ParameterizedTest
  @ValueSource(strings = {FRC, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"})
  void fischerandomCastlingIsReadAsOoAsKingTakesRookAndAsTheKingsDestination(String fen) throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("new");
      xb.send("variant fischerandom");
      xb.send("setboard " + fen);
      xb.send("force");
      for (String castling : List.of("O-O", "b1h1", "b1g1")) {
        // After castling short the rook stands on f1: only then can it go to f2 once the pawn has left.
        xb.send("usermove " + castling);
        xb.send("usermove h7h6");
        xb.send("usermove f2f3");
        xb.send("usermove a7a6");
        xb.send("usermove f1f2");
        xb.send("ping 4");
        assertEquals("pong 4", xb.next(), castling);
        for (int i = 0; i < 5; i++) {
          xb.send("undo");
        }
      }
      xb.send("usermove O-O-O");
      xb.send("usermove h8h7");
      xb.send("ping 5");
      assertEquals("Illegal move: h8h7", xb.next(), "Black's h-rook is blocked by its pawn");
      assertEquals("pong 5", xb.next());
    }
  }

  @Test
  void aStandardGameAfterNewForgetsTheVariant() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("variant fischerandom");
      xb.send("new");
      xb.send("force");
      xb.send("usermove e2e4");
      xb.send("usermove e7e5");
      xb.send("usermove g1f3");
      xb.send("usermove b8c6");
      xb.send("usermove f1c4");
      xb.send("usermove g8f6");
      xb.send("usermove e1g1");
      xb.send("ping 6");
      assertEquals("pong 6", xb.next(), "e1g1 castles in standard chess");
    }
  }

  /** Chess960, king f1 and rook h1: only O-O (rook to f1) mates the king on f8. */
  private static final String MATE_BY_CASTLING = "4rkr1/4p1p1/8/8/8/8/PPP5/5K1R w H - 0 1";

  @Test
  void theEngineCastlesInChess960WithOo() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      // Castling short is mate: the rook lands on f1 and checks the king on f8, walled in.
      xb.send("new");
      xb.send("variant fischerandom");
      xb.send("setboard " + MATE_BY_CASTLING);
      xb.send("sd 2");
      xb.send("go");
      List<String> lines = xb.until("1-0");
      assertTrue(lines.contains("move O-O"), lines::toString);
    }
  }

  @Test
  void analysisMarksFailHighsWithBangAndFailLowsWithQuestionMark() throws Exception {
    // Openings whose searches fail high or low by depth 8: both kinds among them.
    List<String> lines = new ArrayList<>();
    for (String fen : UciFrontEndTest.FAILS_HIGH_AND_LOW) {
      try (XBoardSession xb = new XBoardSession()) {
        xb.send("setboard " + fen);
        xb.send("analyze");
        List<String> these = xb.until("8 ");
        while (these.get(these.size() - 1).endsWith("!") || these.get(these.size() - 1).endsWith("?")) {
          these.addAll(xb.until("8 "));
        }
        xb.send("exit");
        lines.addAll(these);
      }
    }
    assertTrue(lines.stream().allMatch(XBoardFrontEndTest::isThinking), lines::toString);
    assertTrue(lines.stream().anyMatch(l -> l.matches("[5-8] -?\\d+ \\d+ \\d+ .*[a-zA-Z1-8+#]!")), lines::toString);
    assertTrue(lines.stream().anyMatch(l -> l.matches("[5-8] -?\\d+ \\d+ \\d+ .*[a-zA-Z1-8+#]\\?")), lines::toString);
  }

  /**
   * XBoard's counterpart of UCI's stop-then-position: {@code ?} (move now) and, without waiting
   * for the move, {@code force}, {@code setboard} and {@code go}. The move asked for comes out,
   * then the move for the new position; 100 runs without a gap.
   */
  @Test
  void commandsSentRightAfterMoveNowAreAppliedAfterTheMove() throws Exception {
    Board afterE4 = Board.startingPosition();
    afterE4.playUci("e2e4");
    try (XBoardSession xb = new XBoardSession()) {
      for (int run = 0; run < 100; run++) {
        xb.send("new");
        xb.send("st 30");
        xb.send("go");
        xb.send("?");
        xb.send("force");
        xb.send("setboard " + afterE4.fen());
        xb.send("st 0.005");
        xb.send("go");
        List<String> first = xb.until("move ");
        String firstLine = first.get(first.size() - 1);
        assertTrue(first.stream().noneMatch(l -> l.startsWith("Error")), "run " + run + ": " + first);
        assertTrue(Board.startingPosition().isLegal(Board.startingPosition().parseUci(firstLine.substring(5))),
            "run " + run + ": " + first);
        List<String> second = xb.until("move ");
        assertTrue(second.stream().noneMatch(l -> l.startsWith("Error")), "run " + run + ": " + second);
        String reply = second.get(second.size() - 1).substring(5);
        assertTrue(afterE4.isLegal(afterE4.parseUci(reply)), "run " + run + ": " + second);
      }
    }
  }

  /** setboard takes FEN without clocks; after a refused one, go searches nothing. */
  @Test
  void setboardAcceptsFenWithoutClocksAndARefusalLeavesNoPosition() throws Exception {
    try (XBoardSession xb = new XBoardSession()) {
      xb.send("setboard 4k3/8/8/8/8/8/8/4K2R w K -");
      xb.send("sd 3");
      xb.send("go");
      List<String> lines = xb.until("move ");
      Board board = Fen.parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
      assertTrue(board.isLegal(board.parseUci(lines.get(lines.size() - 1).substring(5))), lines::toString);
      xb.send("force");
      xb.send("setboard 4k3/8/8/8/8/8/8/4K2X w - - 0 1");
      assertTrue(xb.next().startsWith("Error (invalid FEN"));
      xb.send("go");
      assertTrue(xb.next().startsWith("Error (no position"));
      xb.send("ping 4");
      assertEquals("pong 4", xb.next());
    }
  }

  /** The allocation handed to the test's allocator, failing after the wait rather than hanging. */
  private static Runnable nextAllocation(BlockingQueue<Runnable> allocations) throws InterruptedException {
    Runnable allocation = allocations.poll(UciSession.WAIT_SECONDS, TimeUnit.SECONDS);
    assertNotNull(allocation, "no allocation was handed to the allocator");
    return allocation;
  }
}
