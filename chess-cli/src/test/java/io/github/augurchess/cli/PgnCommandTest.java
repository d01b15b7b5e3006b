package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnCommandTest {
  private static final String TWO_GAMES = "[Event \"one\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
      + "[Event \"two\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 31. e4 *\n";
  private static final String BROKEN = "1. e4 e5 2. Ke3 Nc6 1-0\n\n1. d4 *\n";

  @TempDir
  Path dir;

  private Path file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  @Test
  void statsCountsGamesPliesAndErrorsWithTheirPlace() throws IOException {
    Path good = file("good.pgn", TWO_GAMES);
    Path bad = file("bad.pgn", BROKEN);
    CliRun run = augur("pgn", "stats", good.toString(), bad.toString());
    assertEquals(3, run.exitCode(), run.out() + run.err());
    List<String> lines = List.of(run.out().split("\n"));
    assertEquals(good + ": games 2, plies 5, errors 0", lines.get(0));
    assertEquals(bad + ": games 2, plies 3, errors 1", lines.get(1));
    assertTrue(lines.get(2).startsWith("  game 1, line 1, column 13: ILLEGAL_MOVE: "), lines.get(2));
    assertTrue(lines.get(2).endsWith(" in \"Ke3\""), lines.get(2));
    assertEquals("total: games 4, plies 8, errors 1", lines.get(3));
    assertTrue(lines.get(4).matches("time \\d+\\.\\d{3} s, \\d+ games/s, \\d+ plies/s, \\d+\\.\\d{2} MB/s"), lines.get(4));
    assertEquals(0, augur("pgn", "stats", good.toString()).exitCode());
  }

  @Test
  void statsRefusesAMissingFile() {
    CliRun run = augur("pgn", "stats", dir.resolve("none.pgn").toString());
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("cannot read"), run.err());
  }

  /**
   * Every file is read; each one that cannot be is reported with why, the total counts the rest,
   * and the exit code says some input was bad.
   */
  @Test
  void statsReadsEveryFileAndReportsEachFailureWithWhy() throws IOException {
    Path good = file("good.pgn", TWO_GAMES);
    Path bad = file("bad.pgn", BROKEN);
    Path missing = dir.resolve("missing.pgn");
    Path directory = Files.createDirectory(dir.resolve("folder.pgn"));
    CliRun run = augur("pgn", "stats", good.toString(), missing.toString(), directory.toString(), bad.toString());
    assertEquals(2, run.exitCode(), run.out() + run.err());
    assertTrue(run.out().contains(good + ": games 2, plies 5, errors 0"), run.out());
    assertTrue(run.out().contains(bad + ": games 2, plies 3, errors 1"), run.out());
    assertTrue(run.out().contains("total: games 4, plies 8, errors 1, files not read 2"), run.out());
    assertEquals(List.of("cannot read " + missing + ": no such file", "cannot read " + directory + ": is a directory"),
        run.err().lines().toList());
  }

  @Test
  void statsSaysPermissionDenied() throws IOException {
    Path locked = file("locked.pgn", TWO_GAMES);
    if (!locked.toFile().setReadable(false, false) || Files.isReadable(locked)) {
      return; // running as a user who reads everything (root): nothing to deny
    }
    CliRun run = augur("pgn", "stats", locked.toString());
    assertEquals(2, run.exitCode());
    assertEquals("cannot read " + locked + ": permission denied", run.err().strip());
  }

  @Test
  void fensWritesEveryMainLinePositionWithABlankLineBetweenGames() throws IOException {
    CliRun run = augur("pgn", "fens", file("two.pgn", TWO_GAMES).toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(String.join("\n",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        "",
        "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30",
        "8/3k4/8/8/8/8/4P3/4K3 w - - 1 31",
        "8/3k4/8/8/4P3/8/8/4K3 b - - 0 31",
        "", ""), run.out());
  }

  @Test
  void fensReportsProblemsAndKeepsWhatWasRead() throws IOException {
    CliRun run = augur("pgn", "fens", file("bad.pgn", BROKEN).toString());
    assertEquals(3, run.exitCode());
    assertTrue(run.err().startsWith("game 1, line 1, column 13: ILLEGAL_MOVE"), run.err());
    String[] games = run.out().split("\n\n");
    assertEquals(2, games.length);
    assertEquals(3, games[0].split("\n").length);
    assertEquals(2, games[1].split("\n").length);
  }
}
