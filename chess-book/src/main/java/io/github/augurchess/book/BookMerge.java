package io.github.augurchess.book;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Combines books as {@code polyglot merge-book} (2.0.4) does: every position of every book; for a
 * position in several books, the moves of the first book in its order, then the moves only later
 * books have, in theirs; a move in several books gets the sum of its weights and the first book's
 * learn field. Where polyglot lets a sum above 65535 wrap around, this merge keeps 65535.
 *
 * <pre>{@code
 * List<BookEntry> merged = BookMerge.merge(List.of(mainBook, secondBook));
 * PolyglotWriter.write(Path.of("merged.bin"), merged);
 * }</pre>
 */
public final class BookMerge {
  private BookMerge() {}

  /** The merged entries, sorted by key. */
  public static List<BookEntry> merge(List<PolyglotBook> books) {
    List<BookEntry> all = new ArrayList<>();
    for (PolyglotBook book : books) {
      for (int i = 0; i < book.size(); i++) {
        all.add(book.entry(i));
      }
    }
    // Stable: each key's entries stay in book order, then file order.
    all.sort((x, y) -> Long.compareUnsigned(x.key(), y.key()));
    List<BookEntry> merged = new ArrayList<>(all.size());
    int positionStart = 0;
    for (BookEntry entry : all) {
      if (positionStart < merged.size() && merged.get(positionStart).key() != entry.key()) {
        positionStart = merged.size();
      }
      int same = indexOfMove(merged, positionStart, entry.move());
      if (same < 0) {
        merged.add(entry);
      } else {
        BookEntry first = merged.get(same);
        merged.set(same, new BookEntry(first.key(), first.move(),
            Math.min(0xFFFF, first.weight() + entry.weight()), first.learn()));
      }
    }
    return Collections.unmodifiableList(merged);
  }

  private static int indexOfMove(List<BookEntry> merged, int from, int move) {
    for (int i = from; i < merged.size(); i++) {
      if (merged.get(i).move() == move) {
        return i;
      }
    }
    return -1;
  }
}
