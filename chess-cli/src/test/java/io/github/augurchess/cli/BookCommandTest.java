package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.testdata.TestFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookCommandTest {
  @TempDir
  Path dir;

  private static Path resource(String name) {
    return TestFiles.path(name);
  }

  @Test
  void buildWritesWhatPolyglotMakeBookWrites() throws IOException {
    Path out = dir.resolve("london.bin");
    CliRun run = augur("book", "build", "--pgn", resource("pgn/master/London1851.pgn").toString(), "--out", out.toString());
    assertEquals(0, run.exitCode(), run.out() + run.err());
    assertArrayEquals(Files.readAllBytes(resource("polyglot/expected/london1851-default.bin")), Files.readAllBytes(out));
    assertTrue(run.out().startsWith(out + ": 188 entries from 251 games (0 left out)"), run.out());
    assertTrue(run.out().contains(" games/s"), run.out());
  }

  @Test
  void buildOptionsAreChecked() {
    Path out = dir.resolve("x.bin");
    String pgn = resource("pgn/master/London1851.pgn").toString();
    assertEquals(2, augur("book", "build", "--pgn", pgn, "--out", out.toString(), "--min-games", "0").exitCode());
    assertEquals(2, augur("book", "build", "--pgn", pgn, "--out", out.toString(), "--only-white", "--only-black")
        .exitCode());
    assertEquals(2, augur("book", "build", "--pgn", dir.resolve("none.pgn").toString(), "--out", out.toString())
        .exitCode());
    assertEquals(0, augur("book", "build", "--pgn", pgn, "--out", out.toString(), "--max-ply", "10",
        "--min-games", "1", "--min-score", "50", "--only-black", "--uniform").exitCode());
  }

  @Test
  void buildCountsGamesLeftOut() throws IOException {
    Path pgn = Files.writeString(dir.resolve("bad.pgn"), "1. e4 e5 2. Ke3 *\n\n1. d4 d5 *\n");
    CliRun run = augur("book", "build", "--pgn", pgn.toString(), "--out", dir.resolve("b.bin").toString(),
        "--min-games", "1");
    assertEquals(3, run.exitCode(), run.out() + run.err());
    assertTrue(run.out().contains("2 entries from 2 games (1 left out)"), run.out());
  }

  @Test
  void probeListsMovesWithWeightsAndPercentages() {
    CliRun run = augur("book", "probe", "--book", resource("polyglot/performance.bin").toString());
    assertEquals(0, run.exitCode(), run.err());
    List<String> lines = List.of(run.out().split("\n"));
    assertEquals("key 463b96181691fc9c", lines.get(0));
    assertTrue(lines.get(1).matches("e4 +e2e4 +weight +1 +33\\.33% learn 486544384"), lines.get(1));
    assertTrue(lines.get(2).startsWith("d4 "), lines.get(2));
    assertTrue(lines.get(3).startsWith("c4 "), lines.get(3));
    assertEquals("3 moves, total weight 3", lines.get(4));

    CliRun castling = augur("book", "probe", "--book", resource("polyglot/performance.bin").toString(), "--fen",
        "r3k1nr/1pp1q1pp/p1pb1p2/4p3/3PP1b1/2P1BN2/PP1N1PPP/R2Q1RK1 b kq - 4 9");
    assertTrue(castling.out().contains("O-O-O    e8c8   weight"), castling.out());
  }

  @Test
  void probeSaysWhenThePositionIsNotInTheBookAndRefusesBadInput() throws IOException {
    CliRun none = augur("book", "probe", "--book", resource("polyglot/performance.bin").toString(), "--fen",
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
    assertEquals(3, none.exitCode());
    assertTrue(none.out().contains("0 moves"), none.out());
    assertEquals(2, augur("book", "probe", "--book", resource("polyglot/performance.bin").toString(), "--fen", "nonsense")
        .exitCode());
    Path corrupt = Files.write(dir.resolve("corrupt.bin"), new byte[17]);
    CliRun bad = augur("book", "probe", "--book", corrupt.toString());
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains("at byte 16 (entry 1)"), bad.err());
  }

  @Test
  void dumpWritesEveryEntryAsText() {
    CliRun run = augur("book", "dump", "--book", resource("polyglot/performance.bin").toString());
    assertEquals(0, run.exitCode(), run.err());
    List<String> lines = List.of(run.out().split("\n"));
    assertEquals(92_955, lines.size());
    assertEquals("index\tkey\tmove\tweight\tlearn", lines.get(0));
    assertEquals("0\t0000968b7fcb1868\ta8b8\t5\t2919175168", lines.get(1));
    assertEquals("25493\t463b96181691fc9c\te2e4\t1\t486544384", lines.get(25_493 + 1));
  }

  @Test
  void mergeCombinesBooks() throws IOException {
    Path out = dir.resolve("merged.bin");
    CliRun run = augur("book", "merge", "--in", resource("polyglot/expected/london1851-default.bin").toString(),
        resource("polyglot/expected/london1851-default.bin").toString(), "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(out + ": 188 entries from 2 books", run.out().trim());
    CliRun probe = augur("book", "probe", "--book", out.toString());
    CliRun single = augur("book", "probe", "--book", resource("polyglot/expected/london1851-default.bin").toString());
    assertEquals(single.out().replaceAll("weight +\\d+", "w").replaceAll("learn \\d+", ""),
        probe.out().replaceAll("weight +\\d+", "w").replaceAll("learn \\d+", "").replaceAll("total w", "total w"));
  }

  /** A book that cannot be read is reported in the same words as every other file. */
  @Test
  void probeSaysWhyABookCannotBeRead() throws IOException {
    Path missing = dir.resolve("missing.bin");
    CliRun none = augur("book", "probe", "--book", missing.toString());
    assertEquals(2, none.exitCode());
    assertTrue(none.err().contains("cannot read " + missing + ": no such file"), none.err());
    CliRun folder = augur("book", "probe", "--book", dir.toString());
    assertEquals(2, folder.exitCode());
    assertTrue(folder.err().contains("cannot read " + dir + ": is a directory"), folder.err());
  }
}
