package io.github.augurchess.book;

import io.github.augurchess.testdata.TestFiles;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/** The shared book fixtures and small hand-made books. */
final class TestBooks {
  private TestBooks() {}

  /** A shared fixture as a path, such as {@code polyglot/performance.bin} (see TestFiles). */
  static Path resource(String name) {
    return TestFiles.path(name);
  }

  static Path performance() {
    return resource("polyglot/performance.bin");
  }

  static Path laskerTrap() {
    return resource("polyglot/lasker-trap.bin");
  }

  /** The bytes of entries written in the given order (sorted or not). */
  static byte[] bytes(List<BookEntry> entries) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      DataOutputStream data = new DataOutputStream(out);
      for (BookEntry e : entries) {
        PolyglotWriter.writeEntry(data, e.key(), e.move(), e.weight(), e.learn());
      }
      data.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
