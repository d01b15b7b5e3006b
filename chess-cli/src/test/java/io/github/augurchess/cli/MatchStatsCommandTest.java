package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.match.MatchStatistics;
import io.github.augurchess.match.Sprt;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchStatsCommandTest {
  @TempDir Path dir;

  private static String game(int round, String white, String black, String result) {
    return "[Event \"test\"]\n[Round \"" + round + "\"]\n[White \"" + white + "\"]\n[Black \"" + black
        + "\"]\n[Result \"" + result + "\"]\n\n1. e4 e5 " + result + "\n\n";
  }

  /**
   * Three pairs for A: won both (2 points), won and drew (1.5), lost and drew (0.5); one unfinished
   * game; and a game of two other engines.
   */
  private Path match() throws IOException {
    String pgn = game(1, "A", "B", "1-0") + game(2, "B", "A", "0-1")
        + game(3, "A", "B", "1-0") + game(4, "B", "A", "1/2-1/2")
        + game(6, "A", "B", "1/2-1/2") + game(5, "B", "A", "1-0")
        + game(7, "A", "B", "*")
        + game(1, "C", "D", "1-0");
    return Files.writeString(dir.resolve("match.pgn"), pgn, StandardCharsets.UTF_8);
  }

  @Test
  void countsTheFirstEnginesGamesAndPairsByRound() throws IOException {
    CliRun run = augur("match", "stats", match().toString(), "--sprt", "0,10");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("Score of A vs B: 3 - 1 - 2 [0.667] 6"), run.out());
    assertTrue(run.out().contains("Pentanomial [0, 0.5, 1, 1.5, 2]: [0, 1, 0, 1, 1]"), run.out());
    assertTrue(run.out().contains("Elo difference (games): " + MatchStatistics.eloFromGames(3, 2, 1)), run.out());
    assertTrue(run.out().contains("Elo difference (pairs): "
        + MatchStatistics.eloFromPairs(new long[] {0, 1, 0, 1, 1})), run.out());
    assertTrue(run.out().contains(Sprt.parse("0,10").describe(new long[] {0, 1, 0, 1, 1})), run.out());
  }

  @Test
  void theOtherEngineSeesTheMirrorImage() throws IOException {
    CliRun run = augur("match", "stats", "--engine", "B", match().toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("Score of B vs A: 1 - 3 - 2 [0.333] 6"), run.out());
    assertTrue(run.out().contains("Pentanomial [0, 0.5, 1, 1.5, 2]: [1, 1, 0, 1, 0]"), run.out());
  }

  @Test
  void aMatchContinuedInASecondFilePairsEachFilesRounds() throws IOException {
    Path continued = Files.writeString(dir.resolve("continued.pgn"),
        game(1, "A", "B", "1-0") + game(2, "B", "A", "1/2-1/2"), StandardCharsets.UTF_8);
    CliRun run = augur("match", "stats", match().toString(), continued.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("Score of A vs B: 4 - 1 - 3 [0.688] 8"), run.out());
    assertTrue(run.out().contains("Pentanomial [0, 0.5, 1, 1.5, 2]: [0, 1, 0, 2, 1]"), run.out());
  }

  @Test
  void anEngineWithoutGamesIsBadInput() throws IOException {
    CliRun run = augur("match", "stats", "--engine", "Z", match().toString());
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("no finished game of Z"), run.err());
  }

  @Test
  void aMissingFileIsBadInputNamingIt() {
    CliRun run = augur("match", "stats", dir.resolve("absent.pgn").toString());
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("no such file") && run.err().contains("absent.pgn"), run.err());
  }

  @Test
  void playingAMatchStillNeedsEnginesAndOpenings() {
    CliRun run = augur("match", "--games", "2");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("--engine") && run.err().contains("--openings"), run.err());
  }
}
