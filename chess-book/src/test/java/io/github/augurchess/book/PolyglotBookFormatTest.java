package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Empty, truncated, unsorted and changing files: refused with the offset, never half-read. */
class PolyglotBookFormatTest {
  @TempDir
  Path dir;

  private static final int E2E4 = Move.of(Square.E2, Square.E4).code();

  @Test
  void anEmptyFileIsAnEmptyBook() throws IOException {
    Path empty = Files.write(dir.resolve("empty.bin"), new byte[0]);
    PolyglotBook book = PolyglotBook.open(empty);
    assertEquals(0, book.size());
    assertTrue(book.moves(Board.startingPosition()).isEmpty());
    assertEquals(-1, book.firstIndex(0));
  }

  @Test
  void aTruncatedFileIsRefusedAtItsLastWholeEntry() throws IOException {
    byte[] whole = Files.readAllBytes(TestBooks.laskerTrap());
    Path truncated = Files.write(dir.resolve("truncated.bin"), Arrays.copyOf(whole, whole.length - 5));
    BookFormatException e = assertThrows(BookFormatException.class, () -> PolyglotBook.open(truncated));
    assertEquals(96, e.offset());
    assertEquals(6, e.entryIndex());
    assertTrue(e.getMessage().contains("not a multiple of 16"), e.getMessage());
    assertTrue(e.getMessage().startsWith(truncated.toString()), e.getMessage());
    BookFormatException fromBytes = assertThrows(BookFormatException.class, () -> PolyglotBook.of(new byte[7]));
    assertEquals(0, fromBytes.offset());
  }

  @Test
  void keysOutOfOrderAreRefusedAtTheFirstThatIsSmaller() throws IOException {
    List<BookEntry> entries = List.of(new BookEntry(1, E2E4, 1, 0), new BookEntry(5, E2E4, 1, 0),
        new BookEntry(5, E2E4, 2, 0), new BookEntry(3, E2E4, 1, 0), new BookEntry(9, E2E4, 1, 0));
    Path unsorted = Files.write(dir.resolve("unsorted.bin"), TestBooks.bytes(entries));
    BookFormatException e = assertThrows(BookFormatException.class, () -> PolyglotBook.open(unsorted));
    assertEquals(48, e.offset());
    assertEquals(3, e.entryIndex());
    assertTrue(e.reason().contains("0000000000000003"), e.reason());
  }

  @Test
  void keysCompareUnsigned() {
    List<BookEntry> entries = List.of(new BookEntry(0x7fffffffffffffffL, E2E4, 1, 0),
        new BookEntry(0x8000000000000000L, E2E4, 2, 0), new BookEntry(-1L, E2E4, 3, 0));
    PolyglotBook book = PolyglotBook.of(TestBooks.bytes(entries));
    assertEquals(1, book.firstIndex(0x8000000000000000L));
    assertEquals(2, book.firstIndex(-1L));
    assertEquals(0, book.firstIndex(0x7fffffffffffffffL));
    BookFormatException e = assertThrows(BookFormatException.class,
        () -> PolyglotBook.of(TestBooks.bytes(List.of(entries.get(2), entries.get(0)))));
    assertEquals(16, e.offset());
  }

  @Test
  void binarySearchFindsEveryKeyOfRandomBooks() {
    for (long seed = 1; seed <= 50; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int n = random.nextInt(1, 300);
      long[] keys = new long[n];
      for (int i = 0; i < n; i++) {
        keys[i] = random.nextInt(4) == 0 && i > 0 ? keys[i - 1] : random.nextLong();
      }
      List<BookEntry> entries = Arrays.stream(keys).boxed().sorted(Long::compareUnsigned)
          .map(k -> new BookEntry(k, E2E4, 1, 0)).toList();
      PolyglotBook book = PolyglotBook.of(TestBooks.bytes(entries));
      for (int i = 0; i < n; i++) {
        long key = entries.get(i).key();
        int first = book.firstIndex(key);
        assertTrue(first >= 0 && first <= i && book.entry(first).key() == key, "seed " + seed);
        assertTrue(first == 0 || book.entry(first - 1).key() != key, "seed " + seed);
        assertEquals(entries.stream().filter(e -> e.key() == key).count(), book.entries(key).size(), "seed " + seed);
      }
    }
  }

  @Test
  void aLoadedBookIsNotAffectedByItsFileShrinking() throws IOException {
    Path copy = Files.copy(TestBooks.performance(), dir.resolve("loaded.bin"));
    PolyglotBook book = PolyglotBook.open(copy); // 1.5 MB: below the load limit
    truncate(copy);
    assertEquals(3, book.moves(Board.startingPosition()).size());
    assertEquals(92_954, book.size());
  }

  @Test
  void aMappedFileThatShrinksGivesAnErrorNotACrash() throws Exception {
    Path copy = Files.copy(TestBooks.performance(), dir.resolve("mapped.bin"));
    PolyglotBook book = PolyglotBook.map(copy);
    Board board = Board.startingPosition();
    assertEquals(3, book.moves(board).size());
    truncate(copy);
    // Every probe now touches pages past the end of the file. The JVM turns the SIGBUS into an
    // InternalError; met synchronously, the book turns it into its typed exception. From compiled
    // code the JVM delivers the error a little later and the probe goes on with meaningless values
    // (most probes then simply find nothing), so the probes run on a thread of their own and
    // every failure is collected.
    List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
    Thread prober = new Thread(() -> {
      for (int i = 0; i < 2000; i++) {
        try {
          book.moves(board.copy());
        } catch (BookFormatException | InternalError e) {
          failures.add(e);
        }
      }
    });
    prober.setUncaughtExceptionHandler((t, e) -> failures.add(e));
    prober.start();
    prober.join();
    assertTrue(!failures.isEmpty(), "no probe failed");
    for (Throwable f : failures) {
      assertTrue(f instanceof BookFormatException || f instanceof InternalError, f.toString());
    }
    // The JVM lives on, and so does the book: another book still reads.
    assertEquals(3, PolyglotBook.open(TestBooks.performance()).moves(board).size());
  }

  private static void truncate(Path file) throws IOException {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.setLength(0);
    }
  }

  @Test
  void theFileIsReadAsItWasWhenOpenedWhenItIsReplacedAtomically() throws IOException {
    Path file = Files.copy(TestBooks.performance(), dir.resolve("replaced.bin"));
    PolyglotBook book = PolyglotBook.map(file);
    Files.copy(TestBooks.laskerTrap(), dir.resolve("other.bin"));
    Files.move(dir.resolve("other.bin"), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    assertEquals(3, book.moves(Board.startingPosition()).size());
  }
}
