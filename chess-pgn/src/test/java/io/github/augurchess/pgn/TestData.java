package io.github.augurchess.pgn;

import io.github.augurchess.testdata.TestFiles;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/** The shared fixtures of the repository's testdata directory (games, suites, openings). */
final class TestData {
  private TestData() {}

  /** A fixture as a stream; a {@code .gz} file is unpacked on the fly. */
  static InputStream open(String name) throws IOException {
    return TestFiles.open(name);
  }

  /** Every fixture under a folder whose name ends as given, as names such as {@code pgn/master/x.pgn}, sorted. */
  static List<String> list(String folder, String suffix) {
    return TestFiles.list(folder, suffix);
  }

  /** Every game and problem of a PGN fixture. */
  static PgnGames readPgn(String name) throws IOException {
    try (PgnReader reader = PgnReader.of(open(name))) {
      return reader.readAll();
    }
  }

  /** A problem as {@code PROBLEM game:line:column}, for comparing lists of problems. */
  static String describe(PgnException e) {
    return e.problem() + " " + e.gameIndex() + ":" + e.line() + ":" + e.column();
  }
}
