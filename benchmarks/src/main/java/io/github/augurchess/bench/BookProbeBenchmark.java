package io.github.augurchess.bench;

import io.github.augurchess.api.Move;
import io.github.augurchess.book.BookBuildOptions;
import io.github.augurchess.book.BookBuilder;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Probing a Polyglot book, one thread, nanoseconds per probe. The book is the file named by the
 * {@code book} parameter ({@code -p book=/path/big.bin}; the README builds one of over a million
 * entries with {@code augur book build}); without it, one is built at setup from the bundled
 * superbook2.pgn and TCEC Season 9 games with {@code --min-games 1}.
 *
 * <ul>
 *   <li>{@code warmKeys}: {@code firstIndex} of 256 keys of the book, over and over: the search
 *       path stays in the CPU caches;
 *   <li>{@code coldKeys}: {@code firstIndex} of every key of the book in random order: nearly
 *       every probe misses the caches (the file stays in the page cache);
 *   <li>{@code missingKeys}: random keys, almost all absent;
 *   <li>{@code warmMoves} / {@code warmMovesMapped}: {@link PolyglotBook#moves} for 256 positions
 *       known to the book (binary search, entries, legality of each move, the list), loaded and
 *       mapped;
 *   <li>{@code coldKeysMapped}: {@code coldKeys} on the mapped file.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class BookProbeBenchmark {
  static final int WARM = 256;

  @Param("")
  public String book;

  private PolyglotBook loaded;
  private PolyglotBook mapped;
  private long[] warmKeys;
  private long[] coldKeys;
  private long[] missingKeys;
  private Board[] positions;
  private int next;
  private @Nullable Path built;

  @Setup
  public void setUp() throws IOException {
    Path file;
    if (book.isEmpty()) {
      built = Files.createTempFile("augur-bench", ".bin");
      file = built;
      BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMinGames(1));
      builder.addGames(PgnReader.of(new ByteArrayInputStream(BenchmarkResources.bytes("/pgn/master/superbook2.pgn"))));
      builder.addGames(PgnReader.of(new ByteArrayInputStream(
          BenchmarkResources.bytes("/pgn/tcec/TCEC_Season_9_-_Superfinal.pgn"))));
      builder.write(file);
    } else {
      file = Path.of(book);
    }
    loaded = PolyglotBook.load(file);
    mapped = PolyglotBook.map(file);
    System.out.println("\nbook " + file + ": " + loaded.size() + " entries");
    List<Long> distinct = new ArrayList<>();
    for (int i = 0; i < loaded.size(); i++) {
      long key = loaded.entry(i).key();
      if (distinct.isEmpty() || distinct.get(distinct.size() - 1) != key) {
        distinct.add(key);
      }
    }
    SplittableRandom random = new SplittableRandom(2026);
    coldKeys = distinct.stream().mapToLong(Long::longValue).toArray();
    for (int i = coldKeys.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      long t = coldKeys[i];
      coldKeys[i] = coldKeys[j];
      coldKeys[j] = t;
    }
    warmKeys = java.util.Arrays.copyOf(coldKeys, WARM);
    missingKeys = random.longs(1 << 20).toArray();
    positions = knownPositions(loaded);
  }

  /** Positions of the first plies of superbook2's games that the book knows, up to 256. */
  private static Board[] knownPositions(PolyglotBook book) throws IOException {
    List<Board> found = new ArrayList<>();
    PgnReader.of(new ByteArrayInputStream(BenchmarkResources.bytes("/pgn/master/superbook2.pgn"))).visitAll(new PgnVisitor() {
      private @Nullable Board board;
      private int depth;

      @Override
      public boolean beginMovetext(io.github.augurchess.api.Position start) {
        board = found.size() < WARM ? Board.startingPosition() : null;
        depth = 0;
        return board != null;
      }

      @Override
      public void move(String text, @Nullable Move move) {
        Board b = board;
        if (b == null || depth > 0 || move == null || move.isNull() || found.size() >= WARM) {
          return;
        }
        b.play(move);
        if (b.fullmoveNumber() > 4 && book.firstIndex(b.zobristKey()) >= 0 && b.historySize() % 3 == 0) {
          found.add(b.copy());
        }
      }

      @Override
      public void beginVariation() {
        depth++;
      }

      @Override
      public void endVariation() {
        depth--;
      }
    });
    if (found.size() < WARM) {
      throw new IllegalStateException("only " + found.size() + " known positions");
    }
    return found.toArray(new Board[0]);
  }

  @TearDown
  public void tearDown() throws IOException {
    Path file = built;
    if (file != null) {
      Files.deleteIfExists(file);
    }
  }

  @Benchmark
  public int warmKeys() {
    return loaded.firstIndex(warmKeys[next++ & (WARM - 1)]);
  }

  @Benchmark
  public int coldKeys() {
    int i = next++;
    if (next == coldKeys.length) {
      next = 0;
    }
    return loaded.firstIndex(coldKeys[i]);
  }

  @Benchmark
  public int coldKeysMapped() {
    int i = next++;
    if (next == coldKeys.length) {
      next = 0;
    }
    return mapped.firstIndex(coldKeys[i]);
  }

  @Benchmark
  public int missingKeys() {
    return loaded.firstIndex(missingKeys[next++ & ((1 << 20) - 1)]);
  }

  @Benchmark
  public int warmMoves() {
    return loaded.moves(positions[next++ & (WARM - 1)]).size();
  }

  @Benchmark
  public int warmMovesMapped() {
    return mapped.moves(positions[next++ & (WARM - 1)]).size();
  }

  /** Reset between iterations so that every iteration walks the same keys. */
  @Setup(Level.Iteration)
  public void rewind() {
    next = 0;
  }
}
