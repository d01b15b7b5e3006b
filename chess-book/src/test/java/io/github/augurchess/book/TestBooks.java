package io.github.augurchess.book;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;

/** Test resources and small hand-made books. */
final class TestBooks {
  private TestBooks() {}

  /** A test resource as a path, such as {@code polyglot/performance.bin}. */
  static Path resource(String name) {
    URL url = TestBooks.class.getResource("/" + name);
    if (url == null) {
      throw new IllegalStateException("missing test resource " + name);
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
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
