package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Variant;
import io.github.augurchess.client.testengines.AugurUciProcess;
import io.github.augurchess.client.testengines.FakeUciEngine;
import io.github.augurchess.client.testengines.InstalledEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.Perft;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PerftCommandTest {

  private static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  private static final Pattern DIVIDE_LINE = Pattern.compile("([a-h][1-8][a-h][1-8][nbrq]?): (\\d+)");

  /** One run of the {@code augur} command with its exit code and captured output. */
  private record Run(int exitCode, String out, String err) {
    long nodes() {
      Matcher m = Pattern.compile("(?m)^nodes (\\d+)$").matcher(out);
      assertTrue(m.find(), () -> "no nodes line in:\n" + out);
      return Long.parseLong(m.group(1));
    }

    List<String> divideMoves() {
      List<String> moves = new ArrayList<>();
      for (String line : out.split("\n")) {
        Matcher m = DIVIDE_LINE.matcher(line);
        if (m.matches()) {
          moves.add(m.group(1));
        }
      }
      return moves;
    }

    long divideSum() {
      long sum = 0;
      for (String line : out.split("\n")) {
        Matcher m = DIVIDE_LINE.matcher(line);
        if (m.matches()) {
          sum += Long.parseLong(m.group(2));
        }
      }
      return sum;
    }
  }

  private static Run augur(String... args) {
    CliRun run = CliRun.augur(args);
    return new Run(run.exitCode(), run.out(), run.err());
  }

  private static String fakeEngine(String behaviour) {
    return String.join(" ", AugurUciProcess.javaCommand(FakeUciEngine.class, behaviour));
  }

  @Test
  void againstAnEngineThatAgreesSaysSo() {
    Run run = augur("perft", "--fen", KIWIPETE, "--depth", "2", "--against", fakeEngine("good"));
    assertEquals(0, run.exitCode(), run.out() + run.err());
    assertTrue(run.out().contains("agrees: 48 root moves, 2039 nodes"), run.out());
  }

  @Test
  void againstAnEngineWithTheRightTotalButAWrongSplitNamesTheFirstDifferingMove() {
    Run run = augur("perft", "--depth", "3", "--against", fakeEngine("perftsplit"));
    assertEquals(PerftCommand.EXIT_DISAGREES, run.exitCode(), run.out() + run.err());
    // The fake engine moves one node from the second root move (in generation order) to the first.
    Board start = Board.startingPosition();
    String first = start.uci(start.legalMoves().get(0));
    long expected = Perft.divide(start, 3).get(first);
    assertTrue(run.out().contains("differs at " + first + ": augur " + expected + ", Fake perftsplit " + (expected + 1)),
        run.out());
  }

  @Test
  void againstStockfishAgrees() {
    String stockfish = InstalledEngine.require(InstalledEngine.STOCKFISH, "stockfish");
    Run run = augur("perft", "--fen", KIWIPETE, "--depth", "4", "--against", stockfish);
    assertEquals(0, run.exitCode(), run.out() + run.err());
    assertTrue(run.out().contains("agrees: 48 root moves, 4085603 nodes"), run.out());
  }

  @Test
  void againstAMissingEngineIsAnEngineFailure() {
    Run run = augur("perft", "--depth", "1", "--against", "/no/such/engine");
    assertEquals(1, run.exitCode(), run.out() + run.err());
    assertTrue(run.err().contains("engine failed") && run.err().contains("/no/such/engine"), run.err());
  }

  @Test
  void startPositionDepth3Has8902Nodes() {
    Run run = augur("perft", "--depth", "3");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(8902, run.nodes());
  }

  @Test
  void printsNodesTimeAndNpsLinesLast() {
    Run run = augur("perft", "--depth", "2");
    assertEquals(0, run.exitCode(), run.err());
    String[] lines = run.out().split("\n");
    assertEquals(3, lines.length, run.out());
    assertEquals("nodes 400", lines[0]);
    assertTrue(lines[1].matches("time \\d+\\.\\d{3} s"), lines[1]);
    assertTrue(lines[2].matches("nps \\d+"), lines[2]);
  }

  @Test
  void divideListsTwentyMovesSummingTo400() {
    Run run = augur("perft", "--depth", "2", "--divide");
    assertEquals(0, run.exitCode(), run.err());
    List<String> moves = run.divideMoves();
    assertEquals(20, moves.size(), run.out());
    assertTrue(moves.contains("e2e4") && moves.contains("g1f3"), run.out());
    assertEquals(400, run.divideSum());
    assertEquals(400, run.nodes());
    assertTrue(run.out().contains("\n\nnodes 400\n"), "blank line after the moves:\n" + run.out());
  }

  @Test
  void divideCountsPerMove() {
    Run run = augur("perft", "--depth", "3", "--divide");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("e2e4: 600\n"), run.out());
    assertTrue(run.out().contains("g1f3: 440\n"), run.out());
    assertEquals(8902, run.divideSum());
  }

  @Test
  void kiwipeteFullDepth2Has2039Nodes() {
    Run run = augur("perft", "--fen", KIWIPETE, "--depth", "2", "--full");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(2039, run.nodes());
  }

  @Test
  void kiwipeteFullDivideMatchesBulk() {
    Run full = augur("perft", "--fen", KIWIPETE, "--depth", "3", "--full", "--divide");
    Run bulk = augur("perft", "--fen", KIWIPETE, "--depth", "3", "--divide");
    assertEquals(97862, full.nodes());
    assertEquals(97862, full.divideSum());
    assertEquals(bulk.out().split("\n\n")[0], full.out().split("\n\n")[0]);
  }

  /** The CLI's divide lines are {@code Perft.divide}'s entries, castling written the same way. */
  @Test
  void divideAgreesWithPerftDivide() {
    for (String fen : List.of(KIWIPETE, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")) {
      boolean chess960 = !fen.equals(KIWIPETE);
      Run run = chess960
          ? augur("perft", "--chess960", "--fen", fen, "--depth", "2", "--divide")
          : augur("perft", "--fen", fen, "--depth", "2", "--divide");
      assertEquals(0, run.exitCode(), run.err());
      Board board = chess960 ? Fen.parse(fen, Variant.CHESS960) : Board.fromFen(fen);
      List<String> expected = new ArrayList<>();
      Perft.divide(board, 2).forEach((move, count) -> expected.add(move + ": " + count));
      List<String> printed = new ArrayList<>();
      for (String line : run.out().split("\n")) {
        if (DIVIDE_LINE.matcher(line).matches()) {
          printed.add(line);
        }
      }
      assertEquals(expected, printed, fen);
    }
  }

  @Test
  void standardDivideWritesCastlingAsKingTwoSquares() {
    Run run = augur("perft", "--fen", KIWIPETE, "--depth", "1", "--divide");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(48, run.nodes());
    assertTrue(run.divideMoves().containsAll(List.of("e1g1", "e1c1")), run.out());
    assertFalse(run.divideMoves().contains("e1h1"), run.out());
  }

  @Test
  void chess960PositionDepth1Has21Nodes() {
    Run run =
        augur(
            "perft",
            "--chess960",
            "--fen",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "--depth",
            "1",
            "--divide");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(21, run.nodes());
    assertEquals(21, run.divideMoves().size());
  }

  @Test
  void chess960DivideWritesCastlingAsKingTakesRook() {
    Run run =
        augur(
            "perft",
            "--chess960",
            "--fen",
            "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1",
            "--depth",
            "2",
            "--divide");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("b1h1: 24\n"), run.out());
    assertTrue(run.out().contains("b1a1: 24\n"), run.out());
    assertEquals(24, run.divideMoves().size());
    assertEquals(576, run.nodes());
  }

  @Test
  void chess960FlagWritesCastlingAsKingTakesRookFromStandardSquares() {
    Run run = augur("perft", "--chess960", "--fen", KIWIPETE, "--depth", "1", "--divide");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.divideMoves().containsAll(List.of("e1h1", "e1a1")), run.out());
    assertFalse(run.divideMoves().contains("e1g1"), run.out());
  }

  @Test
  void badFenExitsTwoNamingTheField() {
    Run run =
        augur(
            "perft",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "--depth",
            "1");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("side to move"), run.err());
    assertFalse(run.out().contains("nodes"), run.out());
  }

  @Test
  void missingDepthExitsTwo() {
    Run run = augur("perft");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("--depth"), run.err());
  }

  @Test
  void negativeDepthExitsTwo() {
    Run run = augur("perft", "--depth", "-1");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("--depth"), run.err());
    assertFalse(run.out().contains("nodes"), run.out());
  }

  @Test
  void depthAboveTwentyExitsTwo() {
    Run run = augur("perft", "--depth", "21");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("--depth"), run.err());
  }

  /** An out-of-range option is one line naming the problem, not the whole usage. */
  @Test
  void anOutOfRangeOptionIsOneLine() {
    Run run = augur("perft", "--depth", "21");
    assertEquals(2, run.exitCode());
    assertEquals(1, run.err().strip().lines().count(), run.err());
    assertTrue(run.err().contains("21 is not in 0..20"), run.err());
  }

  @Test
  void depthZeroCountsTheRoot() {
    Run run = augur("perft", "--depth", "0");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(1, run.nodes());
  }

  @Test
  void noSubcommandPrintsUsage() {
    Run run = augur();
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("Usage: augur"), run.out());
    assertTrue(run.out().contains("perft"), run.out());
  }

  @Test
  void perftHelpExitsZero() {
    Run run = augur("perft", "--help");
    assertEquals(0, run.exitCode());
    assertTrue(run.out().contains("--divide"), run.out());
  }
}
