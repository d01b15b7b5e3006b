package io.github.augurchess.book;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Combines books as {@code polyglot merge-book} does: every position of every book, each with the
 * moves of the first book (in the order given) that knows it. A later book's moves for a
 * position an earlier one has are left out, not added up.
 *
 * <pre>{@code
 * List<BookEntry> merged = BookMerge.merge(List.of(mainBook, fallbackBook));
 * PolyglotWriter.write(Path.of("merged.bin"), merged);
 * }</pre>
 */
public final class BookMerge {
  private BookMerge() {}

  /** The merged entries, sorted by key, each position's entries in their book's order. */
  public static List<BookEntry> merge(List<PolyglotBook> books) {
    List<BookEntry> merged = new ArrayList<>();
    for (int b = 0; b < books.size(); b++) {
      PolyglotBook book = books.get(b);
      for (int i = 0; i < book.size(); i++) {
        BookEntry entry = book.entry(i);
        if (!knownBefore(books, b, entry.key())) {
          merged.add(entry);
        }
      }
    }
    merged.sort((x, y) -> Long.compareUnsigned(x.key(), y.key())); // stable: books and file order kept
    return Collections.unmodifiableList(merged);
  }

  private static boolean knownBefore(List<PolyglotBook> books, int count, long key) {
    for (int b = 0; b < count; b++) {
      if (books.get(b).firstIndex(key) >= 0) {
        return true;
      }
    }
    return false;
  }
}
