package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code augur analyse}, {@code augur bench} and {@code augur epd}. */
class SearchCommandsTest {

  @TempDir Path dir;

  @Test
  void analysePrintsAnInfoLinePerIterationAndTheBestMove() {
    CliRun run = augur("analyse", "--depth", "6");
    assertEquals(0, run.exitCode(), run.err());
    long infos = run.out().lines()
        .filter(l -> l.startsWith("info depth ") && !l.contains("bound ")).count();
    assertEquals(6, infos, run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("info depth 6 seldepth \\d+ multipv 1 score cp -?\\d+ nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8][nbrq]?)+")), run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?")), run.out());
  }

  /** A hash the heap cannot hold is one line naming what fits, never an OutOfMemoryError. */
  @Test
  void analyseRefusesAHashTheHeapCannotHold() {
    if (Runtime.getRuntime().maxMemory() >> 20 >= 18 * 1024) {
      return;
    }
    CliRun run = augur("analyse", "--depth", "3", "--hash", "16384");
    assertEquals(2, run.exitCode(), run.out() + run.err());
    assertEquals(1, run.err().strip().lines().count(), run.err());
    assertTrue(run.err().matches("(?s)augur analyse: hash size 16384 MiB does not fit in the Java heap; at most \\d+ MiB would fit now.*"),
        run.err());
  }

  @Test
  void analyseAfterMovesWithMultiPv() {
    CliRun run = augur("analyse", "--moves", "e2e4", "e7e5", "--nodes", "20000", "--multipv", "2");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains(" multipv 2 "), run.out());
  }

  @Test
  void analyseFindsTheMate() {
    CliRun run = augur("analyse", "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "--depth", "5");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("score mate 1"), run.out());
    assertTrue(run.out().contains("bestmove d1d8"), run.out());
  }

  @Test
  void analyseOfAMatedPositionSaysSo() {
    CliRun run = augur("analyse", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "--depth", "3");
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
    CliRun first = augur("bench", "--depth", "4");
    CliRun second = augur("bench", "--depth", "4");
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
    CliRun run = augur("epd", suite.toString(), "--depth", "4");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("solved 2 / 3"), run.out());
    assertTrue(run.out().contains("points 10 / 10"), run.out());
    assertTrue(run.out().contains("failed avoid"), run.out());
  }

  @Test
  void epdAtAMoveTimeWarmsUpUnlessToldNot() throws IOException {
    Path suite = dir.resolve("mate.epd");
    Files.writeString(suite, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"mate\";\n");
    for (String[] args : new String[][] {
        {"epd", suite.toString(), "--movetime", "50"},
        {"epd", suite.toString(), "--movetime", "50", "--no-warm-up"}}) {
      CliRun run = augur(args);
      assertEquals(0, run.exitCode(), run.err());
      assertTrue(run.out().contains("solved 1 / 1"), run.out());
    }
  }

  @Test
  void epdOfAMissingFileIsBadInput() {
    assertEquals(2, augur("epd", dir.resolve("missing.epd").toString(), "--depth", "2").exitCode());
  }
}
