package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Books built here against books written by the {@code polyglot} installed on this machine
 * ({@code /usr/games/polyglot}, Debian's package), from the same PGN and options: the files must
 * be byte for byte the same. Skipped, saying why, where polyglot is not installed.
 */
class PolyglotReferenceTest {
  private static final Path POLYGLOT = Path.of("/usr/games/polyglot");

  @TempDir
  Path dir;

  private static void assumePolyglot() {
    assumeTrue(Files.isExecutable(POLYGLOT),
        "skipped: " + POLYGLOT + " is not installed (apt-get install polyglot); BookBuilderTest compares"
            + " with committed polyglot books instead");
  }

  private void run(List<String> command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(dir.resolve("polyglot.log").toFile()).start();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new IOException("polyglot did not finish: " + command);
    }
    assertEquals(0, process.exitValue(), () -> command + "\n" + read(dir.resolve("polyglot.log")));
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      return e.toString();
    }
  }

  private byte[] polyglotMakeBook(Path pgn, String options) throws IOException, InterruptedException {
    Path bin = dir.resolve("polyglot.bin");
    List<String> command = new ArrayList<>(List.of(POLYGLOT.toString(), "make-book", "-pgn", pgn.toString(),
        "-bin", bin.toString()));
    if (!options.isBlank()) {
      command.addAll(List.of(options.trim().split(" +")));
    }
    run(command);
    return Files.readAllBytes(bin);
  }

  private static BookBuildOptions parse(String options) {
    BookBuildOptions parsed = BookBuildOptions.DEFAULTS;
    String[] words = options.isBlank() ? new String[0] : options.trim().split(" +");
    for (int i = 0; i < words.length; i++) {
      parsed = switch (words[i]) {
        case "-max-ply" -> parsed.withMaxPly(Integer.parseInt(words[++i]));
        case "-min-game" -> parsed.withMinGames(Integer.parseInt(words[++i]));
        case "-min-score" -> parsed.withMinScorePercent(Double.parseDouble(words[++i]));
        case "-only-white" -> parsed.withSide(BookSide.WHITE);
        case "-only-black" -> parsed.withSide(BookSide.BLACK);
        case "-uniform" -> parsed.withUniform(true);
        default -> throw new IllegalArgumentException(words[i]);
      };
    }
    return parsed;
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(delimiter = '|', value = {
    "pgn/master/London1851.pgn|",
    "pgn/master/London1851.pgn|-min-game 1",
    "pgn/master/WorldChamp1886.pgn|-min-game 1 -max-ply 40",
    "pgn/master/tatamast22.pgn|-min-game 2 -min-score 40",
    "pgn/mliebelt/twic-01-232games.pgn|-min-game 1 -max-ply 24 -only-white",
    "pgn/mliebelt/twic-01-232games.pgn|-min-game 1 -only-black -uniform",
    "pgn/master/Capablanca.pgn|",
    "pgn/master/Capablanca.pgn|-min-game 1 -max-ply 60 -min-score 55",
    "openings/8moves_v3.pgn.gz|",
    "openings/8moves_v3.pgn.gz|-min-game 1 -max-ply 12",
    "openings/8moves_v3.pgn.gz|-min-game 5 -min-score 50 -uniform",
  })
  void makeBookWritesTheSameFile(String pgnName, String options) throws Exception {
    assumePolyglot();
    Path pgn = TestBooks.resource(pgnName);
    if (pgnName.endsWith(".gz")) {
      String fileName = pgn.getFileName().toString();
      Path plain = dir.resolve(fileName.substring(0, fileName.length() - 3));
      try (InputStream in = new GZIPInputStream(Files.newInputStream(pgn))) {
        Files.copy(in, plain);
      }
      pgn = plain;
    }
    String opts = options == null ? "" : options;
    byte[] expected = polyglotMakeBook(pgn, opts);
    byte[] actual = BookBuilderTest.build(parse(opts), pgn);
    assertEquals(BookBuilderTest.entries(expected), BookBuilderTest.entries(actual));
    assertArrayEquals(expected, actual);
  }

  @Test
  void halvingAtCountMaxIsPolyglots() throws Exception {
    assumePolyglot();
    Path pgn = Files.writeString(dir.resolve("halving.pgn"), SyntheticGames.halvingPgn());
    assertArrayEquals(polyglotMakeBook(pgn, ""), BookBuilderTest.build(BookBuildOptions.DEFAULTS, pgn));
  }

  @Test
  void mergeBookWritesTheSameEntries() throws Exception {
    assumePolyglot();
    Path first = TestBooks.resource("polyglot/expected/london1851-maxply20-mingame1.bin");
    Path second = TestBooks.resource("polyglot/expected/london1851-onlyblack.bin");
    Path out = dir.resolve("merged.bin");
    run(List.of(POLYGLOT.toString(), "merge-book", "-in1", first.toString(), "-in2", second.toString(),
        "-out", out.toString()));
    List<BookEntry> expected = BookBuilderTest.entries(Files.readAllBytes(out));
    List<BookEntry> actual = BookMerge.merge(List.of(PolyglotBook.open(first), PolyglotBook.open(second)));
    assertEquals(expected, actual);
  }
}
