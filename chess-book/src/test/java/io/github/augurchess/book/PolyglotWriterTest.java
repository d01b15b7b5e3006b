package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PolyglotWriterTest {
  @TempDir
  Path dir;

  @Test
  void writingARealBookGivesItsBytes() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    List<BookEntry> entries = new ArrayList<>();
    for (int i = 0; i < book.size(); i++) {
      entries.add(book.entry(i));
    }
    Path out = dir.resolve("copy.bin");
    PolyglotWriter.write(out, entries);
    assertArrayEquals(Files.readAllBytes(TestBooks.performance()), Files.readAllBytes(out));
  }

  /** Property: any entries, written (sorted stably by unsigned key) and read back, are the same. */
  @Test
  void writeThenReadGivesTheSameEntriesForRandomBooks() throws IOException {
    for (long seed = 1; seed <= 100; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      List<BookEntry> entries = new ArrayList<>();
      int n = random.nextInt(0, 200);
      for (int i = 0; i < n; i++) {
        long key = i > 0 && random.nextInt(3) == 0 ? entries.get(random.nextInt(i)).key() : random.nextLong();
        entries.add(new BookEntry(key, random.nextInt(1 << 16), random.nextInt(1 << 16),
            random.nextLong(1L << 32)));
      }
      List<BookEntry> sorted = new ArrayList<>(entries);
      sorted.sort((x, y) -> Long.compareUnsigned(x.key(), y.key()));
      Path out = dir.resolve("random.bin");
      PolyglotWriter.write(out, entries);
      PolyglotBook book = PolyglotBook.open(out);
      assertEquals(sorted.size(), book.size(), "seed " + seed);
      for (int i = 0; i < sorted.size(); i++) {
        assertEquals(sorted.get(i), book.entry(i), "seed " + seed + ", entry " + i);
      }
    }
  }

  @Test
  void unsortedEntriesAreRefusedBeforeAnythingIsWritten() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<BookEntry> unsorted = List.of(new BookEntry(2, 1, 1, 0), new BookEntry(1, 1, 1, 0));
    assertThrows(IllegalArgumentException.class, () -> PolyglotWriter.writeSorted(out, unsorted));
    assertEquals(0, out.size());
  }

  @Test
  void aFailedWriteLeavesTheFileAsItWas() throws IOException {
    Path existing = Files.write(dir.resolve("book.bin"), new byte[] {1, 2, 3});
    List<BookEntry> failing = new java.util.AbstractList<>() {
      @Override
      public BookEntry get(int index) {
        throw new IllegalStateException("no entries today");
      }

      @Override
      public int size() {
        return 1;
      }
    };
    assertThrows(IllegalStateException.class, () -> PolyglotWriter.write(existing, failing));
    assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(existing));
    assertEquals(List.of(existing), Files.list(dir).toList());
    PolyglotWriter.write(existing, Collections.emptyList());
    assertEquals(0, Files.size(existing));
  }

  @Test
  void fieldsOutOfRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new BookEntry(0, 1 << 16, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new BookEntry(0, 0, -1, 0));
    assertThrows(IllegalArgumentException.class, () -> new BookEntry(0, 0, 0, 1L << 32));
  }
}
