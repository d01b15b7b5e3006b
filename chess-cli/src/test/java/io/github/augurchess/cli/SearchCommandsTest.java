package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code augur analyse}, {@code augur bench} and {@code augur epd}. */
class SearchCommandsTest {

  @TempDir Path dir;

  private record Run(int exitCode, String out, String err) {}

  private static Run augur(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = new CommandLine(new AugurCli());
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    int exitCode = cli.execute(args);
    return new Run(exitCode, out.toString(), err.toString());
  }

  @Test
  void analysePrintsAnInfoLinePerIterationAndTheBestMove() {
    Run run = augur("analyse", "--depth", "6");
    assertEquals(0, run.exitCode(), run.err());
    long infos = run.out().lines().filter(l -> l.startsWith("info depth ")).count();
    assertEquals(6, infos, run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("info depth 6 seldepth \\d+ multipv 1 score cp -?\\d+ nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8][nbrq]?)+")), run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?")), run.out());
  }

  @Test
  void analyseAfterMovesWithMultiPv() {
    Run run = augur("analyse", "--moves", "e2e4", "e7e5", "--nodes", "20000", "--multipv", "2");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains(" multipv 2 "), run.out());
  }

  @Test
  void analyseFindsTheMate() {
    Run run = augur("analyse", "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "--depth", "5");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("score mate 1"), run.out());
    assertTrue(run.out().contains("bestmove d1d8"), run.out());
  }

  @Test
  void analyseOfAMatedPositionSaysSo() {
    Run run = augur("analyse", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "--depth", "3");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("bestmove (none)"), run.out());
  }

  @Test
  void badInputExitsWithTwo() {
    assertEquals(2, augur("analyse", "--fen", "not a fen", "--depth", "3").exitCode());
    assertEquals(2, augur("analyse", "--moves", "e2e5", "--depth", "3").exitCode());
    assertEquals(2, augur("analyse", "--depth", "0").exitCode());
    assertEquals(2, augur("analyse").exitCode(), "a limit is required");
    assertEquals(2, augur("analyse", "--depth", "3", "--nodes", "5").exitCode(), "one limit only");
    assertEquals(2, augur("analyse", "--depth", "3", "--threads", "0").exitCode());
  }

  @Test
  void benchPrintsNodesTimeAndNps() {
    Run first = augur("bench", "--depth", "4");
    Run second = augur("bench", "--depth", "4");
    assertEquals(0, first.exitCode(), first.err());
    assertTrue(first.out().contains("positions 50"), first.out());
    String nodes = first.out().lines().filter(l -> l.startsWith("nodes ")).findFirst().orElseThrow();
    assertTrue(second.out().contains(nodes + "\n") || second.out().contains(nodes + "\r"), "the signature is stable");
    assertTrue(first.out().lines().anyMatch(l -> l.matches("nps \\d+")), first.out());
  }

  @Test
  void epdCountsSolvedPositionsAndPoints() throws IOException {
    Path suite = dir.resolve("suite.epd");
    Files.writeString(suite, String.join("\n",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"mate\";",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - am Rd8#; id \"avoid\";",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - id \"points\"; c0 \"Rd8#=10, Kf1=1\";",
        ""));
    Run run = augur("epd", suite.toString(), "--depth", "4");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("solved 2 / 3"), run.out());
    assertTrue(run.out().contains("points 10 / 10"), run.out());
    assertTrue(run.out().contains("failed avoid"), run.out());
  }

  @Test
  void epdOfAMissingFileIsBadInput() {
    assertEquals(2, augur("epd", dir.resolve("missing.epd").toString(), "--depth", "2").exitCode());
  }
}
