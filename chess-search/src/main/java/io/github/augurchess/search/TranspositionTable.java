package io.github.augurchess.search;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The transposition table: 16-byte entries in {@code long[]} chunks, four to a 64-byte bucket,
 * shared without locks by the threads of one engine.
 *
 * <p>An entry is two longs: {@code key ^ data} and {@code data}. A reader accepts an entry only
 * if the two XOR back to its key, so an entry torn by a concurrent write reads as a miss instead
 * of handing one position's move to another. The data packs, from bit 0: the 16-bit move code,
 * the score (16 bits, signed, mates relative to the node), the static evaluation (16 bits,
 * signed), the depth plus 2 (8 bits), the bound (2 bits) and the search generation (6 bits).
 *
 * <p>The buckets are spread over arrays of at most {@code 2^chunkBits} buckets each (1 GiB by
 * default), since one Java array holds fewer than 2<sup>31</sup> longs and the largest table
 * (16 GiB) needs 2<sup>31</sup>. A table of up to 1 GiB is one array. Large tables are allocated
 * chunk by chunk on several threads, since zeroing the memory is most of the cost.
 */
final class TranspositionTable {
  static final int BOUND_UPPER = 1;
  static final int BOUND_LOWER = 2;
  static final int BOUND_EXACT = 3;

  /** Returned by {@link #probe} for no entry; real data always has a non-zero bound. */
  static final long MISS = 0;

  /** The largest size, the UCI option's advertised maximum. */
  static final int MAX_MIB = 16_384;

  /** The depth of the entries of quiescence nodes that look at quiet checks. */
  static final int DEPTH_QUIESCENCE = 0;

  /** The depth of the entries of quiescence nodes that look at captures alone. */
  static final int DEPTH_QUIESCENCE_NO_CHECKS = -1;

  private static final int ENTRIES_PER_BUCKET = 4;
  private static final int LONGS_PER_BUCKET = 2 * ENTRIES_PER_BUCKET;
  private static final int BYTES_PER_BUCKET = 8 * LONGS_PER_BUCKET;

  /** Buckets per chunk by default: 2^24 buckets of 64 bytes, 1 GiB. */
  static final int DEFAULT_CHUNK_BITS = 24;

  /**
   * Heap kept free beside the table for everything else (search, evaluators, the program), as a
   * share of the maximum heap, at least {@link #MIN_HEADROOM_BYTES}.
   */
  private static final int HEADROOM_SHARE = 8;
  private static final long MIN_HEADROOM_BYTES = 64L << 20;

  /**
   * Where the first bucket starts in each array. A chunk is a humongous object for G1 (the
   * default collector), which places it at the start of a region; the array's elements begin 16
   * bytes after the object, so 6 longs more put every bucket on a 64-byte cache line and a probe
   * reads one line instead of two. Under other collectors it costs nothing but 48 bytes.
   */
  private static final int FIRST_BUCKET = 6;

  private final int chunkBits;
  private final int chunkMask;
  private long[][] chunks;
  private long buckets;
  private int generation;

  TranspositionTable(int mebibytes) {
    this(mebibytes, DEFAULT_CHUNK_BITS);
  }

  /** A table whose arrays hold at most {@code 2^chunkBits} buckets (tests use small chunks). */
  TranspositionTable(int mebibytes, int chunkBits) {
    this.chunkBits = chunkBits;
    this.chunkMask = (1 << chunkBits) - 1;
    buckets = bucketsFor(mebibytes);
    chunks = allocate(mebibytes, buckets, chunkBits);
  }

  static long bucketsFor(int mebibytes) {
    if (mebibytes < 1 || mebibytes > MAX_MIB) {
      throw new IllegalArgumentException("hash size must be 1 to " + MAX_MIB + " MiB: " + mebibytes);
    }
    return (long) mebibytes * 1024 * 1024 / BYTES_PER_BUCKET;
  }

  /** The lengths of the arrays of a table of this many buckets. */
  static int[] chunkLengths(long buckets, int chunkBits) {
    long perChunk = 1L << chunkBits;
    int count = (int) ((buckets + perChunk - 1) / perChunk);
    int[] lengths = new int[count];
    for (int i = 0; i < count; i++) {
      long inChunk = Math.min(perChunk, buckets - i * perChunk);
      lengths[i] = Math.toIntExact(FIRST_BUCKET + inChunk * LONGS_PER_BUCKET + LONGS_PER_BUCKET);
    }
    return lengths;
  }

  /**
   * Allocates the arrays, refusing with a {@link HashSizeException} a size the heap cannot hold:
   * at once when it exceeds the heap's maximum less the headroom, otherwise when the allocation
   * itself fails (after the collector has freed all it can), so that no {@link OutOfMemoryError}
   * escapes.
   */
  private static long[][] allocate(int mebibytes, long buckets, int chunkBits) {
    int[] lengths = chunkLengths(buckets, chunkBits);
    long bytes = 0;
    for (int length : lengths) {
      bytes += 16L + 8L * length;
    }
    Runtime runtime = Runtime.getRuntime();
    long headroom = Math.max(MIN_HEADROOM_BYTES, runtime.maxMemory() / HEADROOM_SHARE);
    if (bytes > runtime.maxMemory() - headroom) {
      throw new HashSizeException(mebibytes, largestFittingMiB(runtime, headroom));
    }
    try {
      return allocateArrays(lengths);
    } catch (OutOfMemoryError e) {
      // The arrays allocated before the failure are garbage now, so the estimate counts them free.
      throw new HashSizeException(mebibytes, largestFittingMiB(runtime, headroom));
    }
  }

  /** The arrays, several on the common pool's threads at once: zeroing them is most of the time. */
  private static long[][] allocateArrays(int[] lengths) {
    long[][] arrays = new long[lengths.length][];
    if (lengths.length == 1) {
      arrays[0] = new long[lengths[0]];
    } else {
      IntStream.range(0, lengths.length).parallel().forEach(i -> arrays[i] = new long[lengths[i]]);
    }
    return arrays;
  }

  private static int largestFittingMiB(Runtime runtime, long headroom) {
    long used = runtime.totalMemory() - runtime.freeMemory();
    long free = runtime.maxMemory() - used - headroom;
    return (int) Math.max(0, Math.min(MAX_MIB, free >> 20));
  }

  /** The size of the table, in MiB: what was asked for, exactly (the arrays' padding aside). */
  int mebibytes() {
    return (int) (buckets * BYTES_PER_BUCKET >> 20);
  }

  /**
   * Replaces the table with an empty one of the new size. The new table is allocated before the
   * old one is let go, so that a size the heap cannot hold fails with the old table intact.
   *
   * @throws HashSizeException if the heap cannot hold the new table beside the old one
   */
  void resize(int mebibytes) {
    install(allocateStorage(mebibytes));
  }

  /**
   * Empty arrays for a table of this size, allocated without touching this table (so on another
   * thread while this one is searched), for {@link #install}.
   *
   * @throws HashSizeException if the heap cannot hold them
   */
  Storage allocateStorage(int mebibytes) {
    long n = bucketsFor(mebibytes);
    return new Storage(allocate(mebibytes, n, chunkBits), n);
  }

  /** Checks at once, without allocating, that the size is valid and below the heap's maximum. */
  static void checkFits(int mebibytes) {
    long bytes = bucketsFor(mebibytes) * BYTES_PER_BUCKET;
    Runtime runtime = Runtime.getRuntime();
    long headroom = Math.max(MIN_HEADROOM_BYTES, runtime.maxMemory() / HEADROOM_SHARE);
    if (bytes > runtime.maxMemory() - headroom) {
      throw new HashSizeException(mebibytes, largestFittingMiB(runtime, headroom));
    }
  }

  /** Makes the table the empty one of {@code storage} (between searches). */
  void install(Storage storage) {
    chunks = storage.chunks;
    buckets = storage.buckets;
    generation = 0;
  }

  /** The arrays of a table and its bucket count, allocated apart from any table. */
  static final class Storage {
    private final long[][] chunks;
    private final long buckets;

    private Storage(long[][] chunks, long buckets) {
      this.chunks = chunks;
      this.buckets = buckets;
    }

    /** The size in MiB. */
    int mebibytes() {
      return (int) (buckets * BYTES_PER_BUCKET >> 20);
    }
  }

  void clear() {
    for (long[] chunk : chunks) {
      Arrays.fill(chunk, 0);
    }
    generation = 0;
  }

  /** Starts a new search: entries of older searches become the first to be replaced. */
  void newSearch() {
    generation = (generation + 1) & 63;
  }

  /** The bucket of a key: its high 32 bits scaled to the bucket count, so any size works. */
  private long bucket(long key) {
    return ((key >>> 32) * buckets) >>> 32;
  }

  private long[] chunk(long bucket) {
    return chunks[(int) (bucket >>> chunkBits)];
  }

  private int bucketBase(long bucket) {
    return FIRST_BUCKET + ((int) bucket & chunkMask) * LONGS_PER_BUCKET;
  }

  /** The entry's data for this key, or {@link #MISS}. */
  long probe(long key) {
    long bucket = bucket(key);
    long[] t = chunk(bucket);
    int base = bucketBase(bucket);
    for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
      long data = t[i + 1];
      if ((t[i] ^ data) == key && data != MISS) {
        return data;
      }
    }
    return MISS;
  }

  /**
   * Stores a search result. An entry for the same key is replaced unless it is deeper and of this
   * search (its move is kept if the new result has none); otherwise the entry of the bucket with
   * the least depth, counting older generations as shallower, makes room.
   *
   * @param move the 16-bit move code, or 0
   * @param score the score, already converted with {@link Scores#toTable}
   */
  void store(long key, int move, int score, int eval, int depth, int bound) {
    long bucket = bucket(key);
    long[] t = chunk(bucket);
    int base = bucketBase(bucket);
    int target = base;
    int worst = Integer.MAX_VALUE;
    for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
      long data = t[i + 1];
      if (data == MISS) {
        target = i;
        break;
      }
      if ((t[i] ^ data) == key) {
        if (move == 0) {
          move = move(data);
        }
        if (bound != BOUND_EXACT && depth + 2 < depth(data) && generation(data) == generation) {
          return;
        }
        target = i;
        break;
      }
      int age = (generation - generation(data)) & 63;
      int value = depth(data) - 8 * age;
      if (value < worst) {
        worst = value;
        target = i;
      }
    }
    long data = (move & 0xFFFFL)
        | (score & 0xFFFFL) << 16
        | (eval & 0xFFFFL) << 32
        | (long) (depth + 2 & 0xFF) << 48
        | (long) bound << 56
        | (long) generation << 58;
    t[target] = key ^ data;
    t[target + 1] = data;
  }

  static int move(long data) {
    return (int) data & 0xFFFF;
  }

  static int score(long data) {
    return (short) (data >>> 16);
  }

  static int eval(long data) {
    return (short) (data >>> 32);
  }

  static int depth(long data) {
    return (int) (data >>> 48 & 0xFF) - 2;
  }

  static int bound(long data) {
    return (int) (data >>> 56) & 3;
  }

  static int generation(long data) {
    return (int) (data >>> 58) & 63;
  }

  /** Permille of the first thousand entries holding a result of the current search. */
  int hashFullPermille() {
    int used = 0;
    long[] first = chunks[0];
    int sampled = (int) Math.min(1000, Math.min(buckets, 1L << chunkBits) * ENTRIES_PER_BUCKET);
    for (int e = 0; e < sampled; e++) {
      long data = first[FIRST_BUCKET + 2 * e + 1];
      if (data != MISS && generation(data) == generation) {
        used++;
      }
    }
    return sampled == 0 ? 0 : used * 1000 / sampled;
  }
}
