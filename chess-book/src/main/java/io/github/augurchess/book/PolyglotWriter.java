package io.github.augurchess.book;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Writes Polyglot {@code .bin} books: entries sorted by key (unsigned), the order of entries with
 * the same key kept as given, 16 big-endian bytes each.
 *
 * <pre>{@code
 * PolyglotWriter.write(Path.of("out.bin"), entries);
 * }</pre>
 */
public final class PolyglotWriter {
  private PolyglotWriter() {}

  /**
   * Writes the entries, sorted by key (stable: entries of one key keep their order), to a file.
   * The file is written beside the target and moved into place, so a failure leaves an existing
   * file as it was.
   */
  public static void write(Path path, Collection<BookEntry> entries) throws IOException {
    List<BookEntry> sorted = new ArrayList<>(entries);
    sorted.sort((x, y) -> Long.compareUnsigned(x.key(), y.key()));
    Path absolute = path.toAbsolutePath();
    Path parent = absolute.getParent();
    Path temporary = Files.createTempFile(parent == null ? Path.of(".") : parent, ".book", ".tmp");
    try {
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16)) {
        writeSorted(out, sorted);
      }
      Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(temporary);
    }
  }

  /**
   * Writes entries in the given order, which must be sorted by key (unsigned).
   *
   * @throws IllegalArgumentException if a key is smaller than the one before it (nothing is
   *     written then)
   */
  public static void writeSorted(OutputStream out, List<BookEntry> entries) throws IOException {
    for (int i = 1; i < entries.size(); i++) {
      if (Long.compareUnsigned(entries.get(i - 1).key(), entries.get(i).key()) > 0) {
        throw new IllegalArgumentException("entry " + i + " has a smaller key than the one before it");
      }
    }
    DataOutputStream data = new DataOutputStream(out);
    for (BookEntry e : entries) {
      writeEntry(data, e.key(), e.move(), e.weight(), e.learn());
    }
    data.flush();
  }

  static void writeEntry(DataOutputStream data, long key, int move, int weight, long learn) throws IOException {
    data.writeLong(key);
    data.writeShort(move);
    data.writeShort(weight);
    data.writeInt((int) learn);
  }
}
