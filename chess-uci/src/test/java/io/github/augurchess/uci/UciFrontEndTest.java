package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.testdata.TestFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UciFrontEndTest {

  @Test
  void uciAnnouncesIdentityAndEveryOption() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("uci");
      List<String> lines = uci.until("uciok");
      assertTrue(lines.get(0).startsWith("id name Augur"), lines.toString());
      for (String name : List.of("Hash", "Threads", "MultiPV", "Ponder", "UCI_Chess960",
          "Move Overhead", "Contempt", "Clear Hash", "Evaluator", "EvalFile", "ClassicalEvalFile", "OwnBook", "BookFile",
          "SearchParameters")) {
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("option name " + name + " type ")),
            () -> name + " missing from " + lines);
      }
      assertTrue(lines.contains("option name Evaluator type combo default NNUE var NNUE var Classical var Material"));
    }
  }

  @Test
  void ownBookPlaysAPolyglotBookMoveAndABadBookFileIsRefused() throws Exception {
    String book = TestFiles.path("polyglot/performance.bin").toString();
    try (UciSession uci = new UciSession()) {
      uci.send("setoption name BookFile value " + book);
      uci.send("setoption name OwnBook value true");
      uci.send("position startpos");
      uci.send("go depth 6");
      List<String> lines = uci.until("bestmove");
      String best = lines.get(lines.size() - 1).split(" ")[1];
      // performance.bin holds e4, d4 and c4 at the start, one weight each.
      assertTrue(List.of("e2e4", "d2d4", "c2c4").contains(best), best);
      assertTrue(lines.stream().noneMatch(l -> l.startsWith("info depth 6 ")), "a book move is not searched");
      uci.refusal("setoption name BookFile value /no/such/book.bin");
      uci.send("setoption name OwnBook value false");
      uci.send("go depth 3");
      assertTrue(uci.until("bestmove").stream().anyMatch(l -> l.startsWith("info depth 3 ")), "searched without the book");
    }
  }

  @Test
  void goDepthWritesInfoLinesAndALegalBestMove() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position startpos moves e2e4 e7e5");
      uci.send("go depth 4");
      List<String> lines = uci.until("bestmove");
      String info = lines.stream().filter(l -> l.startsWith("info depth 4 ")).findFirst().orElseThrow();
      for (String field : List.of(" seldepth ", " multipv 1 ", " score ", " nodes ", " nps ", " hashfull ",
          " time ", " pv ")) {
        assertTrue(info.contains(field), () -> field + " missing from " + info);
      }
      Board board = Board.startingPosition();
      board.playUci("e2e4");
      board.playUci("e7e5");
      String[] best = lines.get(lines.size() - 1).split(" ");
      assertTrue(board.isLegal(board.parseUci(best[1])));
    }
  }

  @Test
  void isreadyAndStopAnsweredDuringAnInfiniteSearch() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position startpos");
      uci.send("go infinite");
      uci.send("isready");
      assertTrue(uci.until("readyok").stream().noneMatch(l -> l.startsWith("bestmove")));
      uci.refusal("position startpos moves e2e4");
      uci.send("stop");
      uci.until("bestmove");
      uci.send("isready");
      assertEquals("readyok", uci.next());
    }
  }

  @Test
  void ponderSearchWaitsForPonderhitThenMoves() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position startpos moves e2e4");
      uci.send("go ponder wtime 2000 btime 2000");
      Thread.sleep(300);
      assertTrue(uci.drain(50).stream().noneMatch(l -> l.startsWith("bestmove")));
      uci.send("ponderhit");
      uci.until("bestmove");
      uci.refusal("ponderhit");
    }
  }

  @Test
  void multiPvWritesOneLinePerVariation() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("setoption name MultiPV value 3");
      uci.send("position startpos");
      uci.send("go depth 3");
      List<String> lines = uci.until("bestmove");
      for (int rank = 1; rank <= 3; rank++) {
        String wanted = "info depth 3 ";
        String rankField = " multipv " + rank + " ";
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(wanted) && l.contains(rankField)), lines::toString);
      }
    }
  }

  @Test
  void chess960CastlingIsReadAndWrittenAsKingTakesRook() throws Exception {
    String fen = "bqnbr1rk/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1R w HE - 0 1";
    try (UciSession uci = new UciSession()) {
      uci.send("setoption name UCI_Chess960 value true");
      uci.send("position fen " + fen);
      uci.send("go depth 2 searchmoves f1h1");
      List<String> lines = uci.until("bestmove");
      assertEquals("bestmove f1h1", lines.get(lines.size() - 1).split(" ponder")[0]);
      uci.send("position fen " + fen + " moves f1h1 h7h6");
      uci.send("go depth 1");
      List<String> after = uci.until("bestmove");
      String reply = after.get(after.size() - 1);
      Board board = Fen.parse(fen, Variant.CHESS960);
      board.playUci("f1h1");
      assertEquals("BQNBRRK1", board.fen().split(" ")[0].split("/")[7]);
      board.playUci("h7h6");
      assertTrue(board.isLegal(board.parseUci(reply.split(" ")[1])), reply);
    }
  }

  @Test
  void hashResizesBetweenSearchesButNotDuringOne() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("setoption name Hash value 32");
      uci.refusal("setoption name Contempt value 501");
      uci.send("setoption name Contempt value -20");
      uci.send("position startpos");
      uci.send("go depth 3");
      uci.until("bestmove");
      uci.send("setoption name hash value 8");
      uci.send("go infinite");
      uci.refusal("setoption name Hash value 64");
      uci.send("stop");
      uci.until("bestmove");
      uci.send("isready");
      List<String> ready = uci.until("readyok");
      assertTrue(ready.subList(0, ready.size() - 1).stream().allMatch(l -> l.matches("info string Hash \\d+ MiB allocated")),
          ready::toString);
    }
  }

  /**
   * setoption Hash returns at once and the table is allocated off the command thread: commands go
   * on being answered (a search uses the old table and says so), and readyok waits until the new
   * table is allocated and reported.
   */
  @Test
  void hashIsAllocatedOffTheCommandThreadAndReadyokWaitsForIt() throws Exception {
    BlockingQueue<Runnable> allocations = new LinkedBlockingQueue<>();
    try (UciSession uci = new UciSession(allocations::add, TimeUnit.MINUTES.toMillis(10))) {
      uci.send("setoption name Hash value 32");
      assertEquals(1, allocations.size(), "the allocation is handed to the allocator, not done by setoption");
      uci.send("isready");
      uci.send("position startpos");
      uci.send("go depth 2");
      List<String> search = uci.until("bestmove");
      assertTrue(search.contains("info string Hash 32 MiB is still being allocated; this search uses the 16 MiB table"),
          search::toString);
      assertFalse(search.contains("readyok"), search::toString);
      nextAllocation(allocations).run();
      assertEquals(List.of("info string Hash 32 MiB allocated", "readyok"), List.of(uci.next(), uci.next()));
      uci.send("go depth 2");
      List<String> next = uci.until("bestmove");
      assertTrue(next.stream().noneMatch(l -> l.startsWith("info string")), next::toString);
    }
  }

  /** readyok is never held back past the ready wait, even while the table is still being allocated. */
  @Test
  void readyokComesWithinItsWaitWhileTheTableIsStillBeingAllocated() throws Exception {
    BlockingQueue<Runnable> allocations = new LinkedBlockingQueue<>();
    try (UciSession uci = new UciSession(allocations::add, 100)) {
      uci.send("setoption name Hash value 32");
      uci.send("isready");
      assertEquals("readyok", uci.next());
      uci.send("go depth 1");
      assertTrue(uci.until("bestmove").contains(
          "info string Hash 32 MiB is still being allocated; this search uses the 16 MiB table"));
      nextAllocation(allocations).run();
      assertEquals("info string Hash 32 MiB allocated", uci.next());
    }
  }

  /** Starts the UCI session and returns the largest Hash its options offer. */
  private static String largestHash(FrontEndProcess uci) throws Exception {
    uci.send("uci");
    String hash = uci.until("uciok").stream().filter(l -> l.startsWith("option name Hash ")).findFirst().orElseThrow();
    return hash.substring(hash.lastIndexOf(' ') + 1);
  }

  /**
   * A table the heap cannot hold is refused with one error line that names what fits, and the
   * engine keeps its table: in a JVM whose heap (100 MiB) is below what the Hash option's maximum
   * (half the heap) and the headroom kept beside the table need together.
   */
  @Test
  void aHashTheHeapCannotHoldIsRefusedNamingWhatFits() throws Exception {
    try (FrontEndProcess uci = new FrontEndProcess("uci", 100)) {
      String max = largestHash(uci);
      uci.send("setoption name Hash value " + max);
      uci.send("isready");
      List<String> answer = uci.until("readyok");
      assertEquals(2, answer.size(), answer::toString);
      assertTrue(answer.get(0).matches("info string error: Hash kept at 16 MiB: hash size " + max
          + " MiB does not fit in the Java heap; at most \\d+ MiB would fit now \\(a larger heap is set with the JVM's"
          + " -Xmx option\\)"), answer::toString);
      uci.send("position startpos");
      uci.send("go depth 2");
      List<String> search = uci.until("bestmove");
      assertTrue(search.stream().noneMatch(l -> l.startsWith("info string")), search::toString);
    }
  }

  /**
   * At the largest Hash the option offers (half the heap), a new evaluator's engine cannot have its
   * table beside the old engine's: it takes the evaluator at once and its table once the old
   * engine is gone, and readyok waits for that table.
   */
  @Test
  void anEvaluatorChangeAtTheLargestHashKeepsTheHash() throws Exception {
    try (FrontEndProcess uci = new FrontEndProcess("uci", 300)) {
      String max = largestHash(uci);
      uci.send("setoption name Hash value " + max);
      uci.send("isready");
      assertEquals(List.of("info string Hash " + max + " MiB allocated", "readyok"), uci.until("readyok"));
      uci.send("setoption name Evaluator value Material");
      uci.send("isready");
      assertEquals(List.of("info string Hash " + max + " MiB allocated", "readyok"), uci.until("readyok"));
      uci.send("position startpos");
      uci.send("go depth 2");
      List<String> search = uci.until("bestmove");
      assertTrue(search.stream().noneMatch(l -> l.startsWith("info string")), search::toString);
    }
  }

  /**
   * A ClassicalEvalFile (with the classical evaluator, which reads it), EvalFile (with the NNUE
   * evaluator) or BookFile that cannot be read is refused saying why, in the words used for every
   * file.
   */
  @Test
  void anEvalFileThatCannotBeReadIsRefusedSayingWhy(@TempDir Path dir) throws Exception {
    try (UciSession uci = new UciSession()) {
      Path missing = dir.resolve("missing.txt");
      uci.send("setoption name Evaluator value Classical");
      assertEquals("info string error: ClassicalEvalFile not set: cannot read " + missing + ": no such file",
          uci.refusal("setoption name ClassicalEvalFile value " + missing));
      assertEquals("info string error: ClassicalEvalFile not set: cannot read " + dir + ": is a directory",
          uci.refusal("setoption name ClassicalEvalFile value " + dir));
      uci.send("setoption name Evaluator value NNUE");
      assertEquals("info string error: EvalFile not set: cannot read " + missing + ": no such file",
          uci.refusal("setoption name EvalFile value " + missing));
      assertEquals("info string error: EvalFile not set: cannot read " + dir + ": is a directory",
          uci.refusal("setoption name EvalFile value " + dir));
      assertEquals("info string error: BookFile not set: cannot read " + missing + ": no such file",
          uci.refusal("setoption name BookFile value " + missing));
      assertEquals("info string error: BookFile not set: cannot read " + dir + ": is a directory",
          uci.refusal("setoption name BookFile value " + dir));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "xyzzy", "go depth", "go depth x", "go depth 0", "go nodes -1", "go movetime 100 wtime 100",
      "go movestogo 3", "go searchmoves", "go searchmoves e2e5", "go frobnicate",
      "position", "position startpos moves e2e5", "position fen", "position fen 8/8/8/8 w - - 0 1",
      "position startpos e2e4", "position somewhere",
      "setoption", "setoption name", "setoption name Nonsense value 1", "setoption name Hash value 0",
      "setoption name Hash value lots", "setoption name Threads value 999", "setoption name Ponder value maybe",
      "setoption name Evaluator value Neural", "setoption name EvalFile value /no/such/file",
      "setoption name SearchParameters value nosuch=1", "setoption name SearchParameters value lmr.divisor=1",
      "setoption name Hash", "ponderhit"})
  void badLinesAreAnsweredAndChangeNothing(String line) throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position startpos moves e2e4");
      uci.refusal(line);
      if (line.startsWith("position")) {
        // A refused position leaves none to search: go answers with an error and no move.
        uci.send("go depth 1");
        assertEquals("bestmove 0000", uci.until("bestmove").get(1));
        uci.send("position startpos moves e2e4");
      }
      uci.send("go depth 1");
      List<String> answer = uci.until("bestmove");
      String best = answer.get(answer.size() - 1);
      Board board = Board.startingPosition();
      board.playUci("e2e4");
      assertTrue(board.isLegal(board.parseUci(best.split(" ")[1])), best);
    }
  }

  @Test
  void evaluatorAndEvalFileAreSwitched(@TempDir Path dir) throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("setoption name Evaluator value material");
      uci.send("position startpos");
      uci.send("go depth 2");
      uci.until("bestmove");
      Path file = dir.resolve("eval.txt");
      Files.writeString(file, io.github.augurchess.eval.EvalParameters.defaults().format());
      uci.send("setoption name Evaluator value Classical");
      uci.send("setoption name ClassicalEvalFile value " + file);
      uci.send("isready");
      assertEquals("readyok", uci.next());
      Files.writeString(file, "not a parameter\n");
      uci.refusal("setoption name ClassicalEvalFile value " + file);
    }
  }

  /** EvalFile names a network, read when the NNUE evaluator is chosen; a bad one is refused. */
  @Test
  void evalFileNamesTheNetworkOfTheNnueEvaluator(@TempDir Path dir) throws Exception {
    Path net = dir.resolve("random.nnue");
    short[] weights = new short[768 * 128];
    for (int i = 0; i < weights.length; i++) {
      weights[i] = (short) ((i * 37) % 61 - 30);
    }
    short[] output = new short[2 * 128];
    for (int i = 0; i < output.length; i++) {
      output[i] = (short) ((i * 11) % 41 - 20);
    }
    io.github.augurchess.nnue.Network.of(128, 1, io.github.augurchess.nnue.Activation.SCRELU, 255, 64, 400, "test",
        weights, new short[128], output, new short[1]).write(net);
    Path broken = dir.resolve("broken.nnue");
    Files.writeString(broken, "AUGURNN1 but no more");
    try (UciSession uci = new UciSession()) {
      uci.send("setoption name EvalFile value " + net);
      uci.send("setoption name Evaluator value NNUE");
      uci.send("position startpos moves e2e4");
      uci.send("go depth 3");
      String best = uci.until("bestmove").get(0);
      assertTrue(best.startsWith("info") || best.startsWith("bestmove"), best);
      uci.refusal("setoption name EvalFile value " + broken);
      uci.send("go depth 2");
      uci.until("bestmove");
    }
  }

  /**
   * Search parameters change the search (a fresh engine each time the option is set, so the node
   * counts at a fixed depth compare), and the empty value brings back the defaults.
   */
  @Test
  void searchParametersChangeTheSearch() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position startpos moves e2e4 e7e5 g1f3");
      long defaults = nodesAtDepth(uci, 8);
      uci.send("setoption name SearchParameters value lmr.divisor=300 futility.per_depth=90");
      long changed = nodesAtDepth(uci, 8);
      uci.send("setoption name SearchParameters value <empty>");
      assertEquals(defaults, nodesAtDepth(uci, 8));
      assertTrue(changed != defaults, "the same " + changed + " nodes with other parameters");
    }
  }

  private static long nodesAtDepth(UciSession uci, int depth) throws Exception {
    uci.send("go depth " + depth);
    List<String> lines = uci.until("bestmove");
    String last = lines.stream().filter(l -> l.startsWith("info depth " + depth + " ") && !l.contains("bound"))
        .reduce((first, second) -> second).orElseThrow(() -> new AssertionError(lines));
    String[] words = last.split(" ");
    return Long.parseLong(words[java.util.Arrays.asList(words).indexOf("nodes") + 1]);
  }

  @Test
  void mateIsReportedAsMateScore() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
      uci.send("go depth 4");
      List<String> lines = uci.until("bestmove");
      assertTrue(lines.stream().anyMatch(l -> l.contains("score mate 1 ")), lines::toString);
      assertEquals("bestmove a1a8", lines.get(lines.size() - 1));
    }
  }

  @Test
  void positionWithoutMovesAnswersNullMove() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
      uci.send("go depth 3");
      assertEquals("bestmove 0000", uci.until("bestmove").get(0));
    }
  }

  @Test
  void quitEndsTheSessionEvenDuringASearch() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("go infinite");
      assertFalse(uci.send("quit"));
      assertFalse(uci.send("isready"));
    }
  }

  @Test
  void anInfiniteSearchWritesFailHighsAndLowsWithTheirBound() throws Exception {
    // Openings whose searches fail high or low before depth 12 (EngineTest's): a change of the
    // search or the evaluation moves the bounds of each, so the test asks for both kinds among
    // all three.
    List<String> boundLines = new ArrayList<>();
    for (String fen : FAILS_HIGH_AND_LOW) {
      try (UciSession uci = new UciSession()) {
        uci.send("position fen " + fen);
        uci.send("go infinite");
        List<String> lines = uci.until("info depth 12 seldepth");
        uci.send("stop");
        uci.until("bestmove");
        lines.stream().filter(l -> l.contains(" lowerbound ") || l.contains(" upperbound ")).forEach(boundLines::add);
      }
    }
    assertTrue(boundLines.stream().anyMatch(l -> l.contains(" lowerbound ")), boundLines::toString);
    assertTrue(boundLines.stream().anyMatch(l -> l.contains(" upperbound ")), boundLines::toString);
    for (String line : boundLines) {
      assertTrue(line.matches("info depth \\d+ seldepth \\d+ multipv 1 score (cp|mate) -?\\d+ (lower|upper)bound nodes .* pv .+"),
          line);
    }
  }

  /**
   * A GUI may send the next commands right after {@code stop}, without waiting for its bestmove:
   * they are applied in order once the search has stopped. 100 runs without any gap, each
   * expecting two bestmoves, the second legal after 1.e4 (black to move).
   */
  @Test
  void commandsSentRightAfterStopAreAppliedInOrder() throws Exception {
    Board afterE4 = Board.startingPosition();
    afterE4.playUci("e2e4");
    try (UciSession uci = new UciSession()) {
      for (int run = 0; run < 100; run++) {
        uci.send("position startpos");
        uci.send("go infinite");
        uci.send("stop");
        switch (run % 4) {
          case 1 -> uci.send("ucinewgame");
          case 2 -> uci.send("setoption name Contempt value " + (run % 7));
          case 3 -> uci.send("isready");
          default -> { }
        }
        uci.send("position startpos moves e2e4");
        uci.send("go movetime 5");
        List<String> first = uci.until("bestmove");
        String firstMove = first.get(first.size() - 1).split(" ")[1];
        assertTrue(Board.startingPosition().isLegal(Board.startingPosition().parseUci(firstMove)), "run " + run + ": " + first);
        List<String> second = uci.until("bestmove");
        if (run % 4 == 3) {
          assertTrue(second.contains("readyok"), "run " + run + ": readyok missing after stop: " + second);
        }
        assertTrue(second.stream().noneMatch(l -> l.startsWith("info string error")), "run " + run + ": " + second);
        String reply = second.get(second.size() - 1).split(" ")[1];
        assertTrue(afterE4.isLegal(afterE4.parseUci(reply)), "run " + run + ": " + second);
      }
    }
  }

  /** GUIs and EPD tools send FEN without clocks; the position is taken as it is meant. */
  @Test
  void positionAcceptsFenAsGuisSendIt() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position fen 4k3/8/8/8/8/8/8/4K2R w K -");
      uci.send("go depth 3");
      List<String> lines = uci.until("bestmove");
      String best = lines.get(lines.size() - 1).split(" ")[1];
      Board board = Fen.parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
      assertTrue(board.isLegal(board.parseUci(best)), lines::toString);
      uci.send("position fen 4k3/8/8/8/8/8/8/4K2R w KQ - 0 1");
      uci.send("go depth 2");
      List<String> dropped = uci.until("bestmove");
      assertTrue(board.isLegal(board.parseUci(dropped.get(dropped.size() - 1).split(" ")[1])), dropped::toString);
    }
  }

  /** After a refused position, go must not search the one before it. */
  @Test
  void goAfterARefusedPositionSearchesNothing() throws Exception {
    try (UciSession uci = new UciSession()) {
      uci.send("position startpos moves e2e4");
      uci.refusal("position fen 4k3/8/8/8/8/8/8/4K2X w - - 0 1");
      uci.send("go depth 3");
      List<String> lines = uci.until("bestmove");
      assertTrue(lines.get(0).startsWith("info string error: "), lines::toString);
      assertEquals("bestmove 0000", lines.get(lines.size() - 1));
      uci.send("position startpos");
      uci.send("go depth 1");
      List<String> after = uci.until("bestmove");
      assertTrue(Board.startingPosition().isLegal(Board.startingPosition().parseUci(after.get(after.size() - 1).split(" ")[1])));
    }
  }

  /** Openings whose root searches fail high or low early (see EngineTest in chess-search). */
  static final List<String> FAILS_HIGH_AND_LOW = List.of(
      "rnbqkbnr/ppp2ppp/4p3/3p4/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3",
      "r1bqkbnr/1ppppppp/2n5/p7/4P3/1P6/P1PP1PPP/RNBQKBNR w KQkq - 0 3",
      "rnbqkbnr/1pppppp1/p7/7p/P6P/8/1PPPPPP1/RNBQKBNR w KQkq - 0 3");

  /** The allocation handed to the test's allocator, failing after the wait rather than hanging. */
  private static Runnable nextAllocation(BlockingQueue<Runnable> allocations) throws InterruptedException {
    Runnable allocation = allocations.poll(UciSession.WAIT_SECONDS, TimeUnit.SECONDS);
    assertNotNull(allocation, "no allocation was handed to the allocator");
    return allocation;
  }
}
