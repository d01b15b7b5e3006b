package io.github.augurchess.book;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.api.Position;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Polyglot {@code .bin} opening book: entries of 16 bytes (key, move, weight, learn; big-endian)
 * sorted by key. Probing is a binary search over the file's bytes, read into memory or
 * memory-mapped ({@link #open} chooses by size; {@link #load} and {@link #map} decide).
 *
 * <pre>{@code
 * PolyglotBook book = PolyglotBook.open(Path.of("performance.bin"));
 * Board board = Board.startingPosition();
 * List<BookMove> moves = book.moves(board);            // e2e4, d2d4, c2c4 in file order
 * Optional<Move> move = book.withPolicy(BookPolicy.WEIGHTED)
 *     .choose(board, new SplittableRandom(7));      // reproducible with a seed
 * }</pre>
 *
 * <p>Opening checks the whole file: a size that is not a multiple of 16, or a key smaller than
 * the one before it (which would send a binary search astray), is refused with a {@link
 * BookFormatException} that names the offset. Whatever a book reads, it returns only moves that
 * are legal in the position. A loaded book keeps the bytes it read, so nothing done to its file
 * afterwards matters; a mapped book whose file is truncated in place does not crash the JVM but
 * fails (see {@link #map}). Books are immutable and safe to share between threads.
 */
public final class PolyglotBook implements OpeningBook {
  private static final Logger LOG = LoggerFactory.getLogger(PolyglotBook.class);

  private final String source;
  /** Read-only, big-endian; shared by every view of the same book (absolute reads only). */
  private final ByteBuffer data;
  private final int size;
  /**
   * The key of every {@value #BLOCK}th entry, sign-flipped to compare unsigned as signed: a
   * binary search here (1/32 of the file, cache-friendly) narrows a probe to one block of the
   * file, so that a probe of a cold book touches a few cache lines of it instead of ~20.
   */
  private final long[] blockKeys;
  private final BookPolicy policy;

  /** Entries per block of {@link #blockKeys}: 16 entries, 256 bytes, four cache lines. */
  private static final int BLOCK = 16;

  private PolyglotBook(String source, ByteBuffer data, int size, long[] blockKeys, BookPolicy policy) {
    this.source = source;
    this.data = data;
    this.size = size;
    this.blockKeys = blockKeys;
    this.policy = policy;
  }

  /**
   * Books up to this size (64 MiB, about 4 million entries) are read whole by {@link #open}: as
   * fast to probe as a mapping, and immune to the file changing afterwards.
   */
  public static final long LOAD_LIMIT = 64L << 20;

  /**
   * Opens and checks a book file: read whole into memory up to {@link #LOAD_LIMIT} bytes, mapped
   * above (see {@link #map}); the policy is {@link BookPolicy#WEIGHTED}.
   *
   * @throws BookFormatException if the file is not a sorted sequence of 16-byte entries
   * @throws IOException if the file cannot be read
   */
  public static PolyglotBook open(Path path) throws IOException {
    return Files.size(path) <= LOAD_LIMIT ? load(path) : map(path);
  }

  /**
   * Reads a whole book file into memory and checks it. Nothing done to the file afterwards
   * affects the book.
   *
   * @throws BookFormatException if the file is not a sorted sequence of 16-byte entries
   * @throws IOException if the file cannot be read
   */
  public static PolyglotBook load(Path path) throws IOException {
    byte[] bytes = Files.readAllBytes(path);
    checkSize(path.toString(), bytes.length);
    return checked(path.toString(), ByteBuffer.wrap(bytes).asReadOnlyBuffer().order(ByteOrder.BIG_ENDIAN),
        bytes.length / BookEntry.BYTES);
  }

  /**
   * Memory-maps a book file and checks it: the operating system pages it in as probes need it and
   * shares it between processes. Replacing the file (a new file moved over it, as {@link
   * PolyglotWriter} does) does not affect the mapping. Truncating it in place does: the JVM does
   * not crash but raises an {@link InternalError} for the page fault. A probe that meets it in
   * interpreted code throws {@link BookFormatException}; in compiled code the JVM delivers the
   * error to the thread a little later, and the probe goes on with meaningless bytes (it then
   * usually finds nothing; what it returns is still legal). Map only files nobody rewrites in
   * place; {@link #load} is immune.
   *
   * @throws BookFormatException if the file is not a sorted sequence of 16-byte entries
   * @throws IOException if the file cannot be read
   */
  public static PolyglotBook map(Path path) throws IOException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      long bytes = channel.size();
      checkSize(path.toString(), bytes);
      ByteBuffer data = bytes == 0 ? ByteBuffer.allocate(0) : channel.map(FileChannel.MapMode.READ_ONLY, 0, bytes);
      return checked(path.toString(), data.order(ByteOrder.BIG_ENDIAN), (int) (bytes / BookEntry.BYTES));
    }
  }

  /**
   * A book held in memory (copied), checked as {@link #open} checks a file.
   *
   * @throws BookFormatException if the bytes are not a sorted sequence of 16-byte entries
   */
  public static PolyglotBook of(byte[] bytes) {
    checkSize("bytes", bytes.length);
    ByteBuffer data = ByteBuffer.wrap(bytes.clone()).asReadOnlyBuffer().order(ByteOrder.BIG_ENDIAN);
    return checked("bytes", data, bytes.length / BookEntry.BYTES);
  }

  private static void checkSize(String source, long bytes) {
    if (bytes % BookEntry.BYTES != 0) {
      throw new BookFormatException(source, bytes - bytes % BookEntry.BYTES,
          "the size " + bytes + " is not a multiple of 16 (a truncated or foreign file)");
    }
    if (bytes / BookEntry.BYTES > Integer.MAX_VALUE) {
      throw new BookFormatException(source, 0, "more than " + Integer.MAX_VALUE + " entries");
    }
  }

  private static PolyglotBook checked(String source, ByteBuffer data, int size) {
    long[] blockKeys = new long[(size + BLOCK - 1) / BLOCK];
    try {
      long previous = Long.MIN_VALUE; // keys flipped to compare unsigned as signed
      for (int i = 0; i < size; i++) {
        long key = data.getLong(i * BookEntry.BYTES) ^ Long.MIN_VALUE;
        if (key < previous) {
          throw new BookFormatException(source, (long) i * BookEntry.BYTES,
              String.format("key %016x is smaller than the key %016x before it (entries must be sorted)",
                  key ^ Long.MIN_VALUE, previous ^ Long.MIN_VALUE));
        }
        if (i % BLOCK == 0) {
          blockKeys[i / BLOCK] = key;
        }
        previous = key;
      }
    } catch (InternalError e) {
      throw changedUnderneath(source, data, e);
    }
    return new PolyglotBook(source, data, size, blockKeys, BookPolicy.WEIGHTED);
  }

  /** The same book (the same mapping) choosing by another policy. */
  public PolyglotBook withPolicy(BookPolicy newPolicy) {
    return new PolyglotBook(source, data, size, blockKeys, newPolicy);
  }

  /** How {@link #choose} picks a move. */
  public BookPolicy policy() {
    return policy;
  }

  /** The number of entries. */
  public int size() {
    return size;
  }

  /** Where the book was read from: its path, or {@code "bytes"}. */
  public String source() {
    return source;
  }

  /**
   * The entry at an index, in file order.
   *
   * @throws IndexOutOfBoundsException if the index is not below {@link #size()}
   * @throws BookFormatException if the file shrank under the mapping
   */
  public BookEntry entry(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("entry " + index + " of " + size);
    }
    try {
      return read(index);
    } catch (InternalError e) {
      throw changedUnderneath(source, data, e);
    }
  }

  private BookEntry read(int index) {
    int offset = index * BookEntry.BYTES;
    return new BookEntry(data.getLong(offset), data.getShort(offset + 8) & 0xFFFF,
        data.getShort(offset + 10) & 0xFFFF, data.getInt(offset + 12) & 0xFFFF_FFFFL);
  }

  /**
   * The index of the first entry with this key, or -1 if there is none: a binary search, about
   * {@code log2(size)} reads.
   *
   * @throws BookFormatException if the file shrank under the mapping
   */
  public int firstIndex(long key) {
    try {
      return lowerBound(key);
    } catch (InternalError e) {
      throw changedUnderneath(source, data, e);
    }
  }

  private int lowerBound(long key) {
    long wanted = key ^ Long.MIN_VALUE;
    // The first block whose first key is not below the wanted one: the first entry with the key,
    // if any, is that block's first entry or in the block before it.
    int lowBlock = 0;
    int highBlock = blockKeys.length;
    while (lowBlock < highBlock) {
      int middle = (lowBlock + highBlock) >>> 1;
      if (blockKeys[middle] < wanted) {
        lowBlock = middle + 1;
      } else {
        highBlock = middle;
      }
    }
    int low = lowBlock == 0 ? 0 : (lowBlock - 1) * BLOCK + 1;
    int high = Math.min(size, lowBlock * BLOCK);
    while (low < high) {
      int middle = (low + high) >>> 1;
      if ((data.getLong(middle * BookEntry.BYTES) ^ Long.MIN_VALUE) < wanted) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low < size && data.getLong(low * BookEntry.BYTES) == key ? low : -1;
  }

  /**
   * Every entry with this key, in file order (empty if the book does not know the key).
   *
   * @throws BookFormatException if the file shrank under the mapping
   */
  public List<BookEntry> entries(long key) {
    try {
      int first = lowerBound(key);
      if (first < 0) {
        return List.of();
      }
      List<BookEntry> found = new ArrayList<>(4);
      for (int i = first; i < size && data.getLong(i * BookEntry.BYTES) == key; i++) {
        found.add(read(i));
      }
      return Collections.unmodifiableList(found);
    } catch (InternalError e) {
      throw changedUnderneath(source, data, e);
    }
  }

  /**
   * The book's moves for a position, in file order, decoded to legal moves. An entry that names
   * no legal move here (a foreign or corrupt book, a key collision) is skipped and logged, never
   * returned. Castling stored as king takes rook becomes the castling move in standard chess and
   * Chess960 alike; a rook on e1 moving to a1 stays a rook move.
   *
   * @throws BookFormatException if the file shrank under the mapping
   */
  public List<BookMove> moves(Position position) {
    List<BookEntry> entries = entries(position.zobristKey());
    if (entries.isEmpty()) {
      return List.of();
    }
    Board board = boardOf(position);
    List<BookMove> moves = new ArrayList<>(entries.size());
    for (int i = 0; i < entries.size(); i++) {
      BookEntry e = entries.get(i);
      if (e.move() != 0 && Move.isValidCode(e.move()) && board.isLegal(Move.fromCode(e.move()))) {
        moves.add(new BookMove(Move.fromCode(e.move()), e.weight(), e.learn()));
      } else {
        LOG.warn("{}: entry {} skipped: {} is not a legal move in {}", source,
            firstIndex(e.key()) + i, e.moveText(), board.fen());
      }
    }
    return Collections.unmodifiableList(moves);
  }

  /** A board to check moves on; the caller's board is only read ({@code isLegal}). */
  private static Board boardOf(Position position) {
    return position instanceof Board b ? b : Fen.parse(position.fen(), position.variant());
  }

  /**
   * A move by this book's {@linkplain #policy() policy} among the legal {@linkplain #moves moves}
   * for the position, or empty if there is none.
   *
   * @throws BookFormatException if the file shrank under the mapping
   */
  @Override
  public Optional<Move> choose(Position position, RandomGenerator random) {
    return policy.pick(moves(position), random);
  }

  private static BookFormatException changedUnderneath(String source, ByteBuffer data, InternalError e) {
    BookFormatException failure = new BookFormatException(source, data.capacity(),
        "the file changed while it was mapped (" + e.getMessage() + ")");
    failure.initCause(e);
    return failure;
  }

  @Override
  public String toString() {
    return "PolyglotBook[" + source + ", " + size + " entries, " + policy + "]";
  }
}
