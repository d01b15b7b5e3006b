package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Merging as polyglot merge-book 2.0.4 does (its output for these books was checked by hand). */
class BookMergeTest {
  @Test
  void movesOfAPositionInBothBooksAreAddedUpFirstBookFirst() {
    PolyglotBook first = PolyglotBook.of(TestBooks.bytes(List.of(new BookEntry(5, 796, 40000, 7),
        new BookEntry(5, 800, 3, 9), new BookEntry(9, 1, 1, 1))));
    PolyglotBook second = PolyglotBook.of(TestBooks.bytes(List.of(new BookEntry(2, 5, 5, 5),
        new BookEntry(5, 796, 40000, 11), new BookEntry(5, 900, 30000, 13), new BookEntry(5, 800, 2, 2))));
    // polyglot writes 14464 for the first (80000 wrapped to 16 bits); the merge keeps 65535.
    assertEquals(List.of(new BookEntry(2, 5, 5, 5), new BookEntry(5, 796, 65535, 7), new BookEntry(5, 800, 5, 9),
        new BookEntry(5, 900, 30000, 13), new BookEntry(9, 1, 1, 1)), BookMerge.merge(List.of(first, second)));
  }

  @Test
  void mergingOneBookGivesItsEntries() {
    List<BookEntry> entries = List.of(new BookEntry(1, 796, 3, 0), new BookEntry(1, 800, 3, 0),
        new BookEntry(-1, 796, 3, 0));
    assertEquals(entries, BookMerge.merge(List.of(PolyglotBook.of(TestBooks.bytes(entries)))));
    assertEquals(List.of(), BookMerge.merge(List.of()));
  }
}
