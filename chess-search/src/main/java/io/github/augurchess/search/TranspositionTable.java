package io.github.augurchess.search;

import java.util.Arrays;

/**
 * The transposition table: 16-byte entries in a {@code long[]}, four to a 64-byte bucket, shared
 * without locks by the threads of one engine.
 *
 * <p>An entry is two longs: {@code key ^ data} and {@code data}. A reader accepts an entry only
 * if the two XOR back to its key, so an entry torn by a concurrent write reads as a miss instead
 * of handing one position's move to another. The data packs, from bit 0: the 16-bit move code,
 * the score (16 bits, signed, mates relative to the node), the static evaluation (16 bits,
 * signed), the depth plus 2 (8 bits), the bound (2 bits) and the search generation (6 bits).
 */
final class TranspositionTable {
  static final int BOUND_UPPER = 1;
  static final int BOUND_LOWER = 2;
  static final int BOUND_EXACT = 3;

  /** Returned by {@link #probe} for no entry; real data always has a non-zero bound. */
  static final long MISS = 0;

  /** The largest size: the {@code long[]} index limit. */
  static final int MAX_MIB = 16_384;

  /** The depth of the entries of quiescence nodes that look at quiet checks. */
  static final int DEPTH_QUIESCENCE = 0;

  /** The depth of the entries of quiescence nodes that look at captures alone. */
  static final int DEPTH_QUIESCENCE_NO_CHECKS = -1;

  private static final int ENTRIES_PER_BUCKET = 4;
  private static final int LONGS_PER_BUCKET = 2 * ENTRIES_PER_BUCKET;
  private static final int BYTES_PER_BUCKET = 8 * LONGS_PER_BUCKET;

  /**
   * Where the first bucket starts in the array. The table is a humongous object for G1 (the
   * default collector), which places it at the start of a region; the array's elements begin 16
   * bytes after the object, so 6 longs more put every bucket on a 64-byte cache line and a probe
   * reads one line instead of two. Under other collectors it costs nothing but 48 bytes.
   */
  private static final int FIRST_BUCKET = 6;

  private long[] table;
  private int buckets;
  private int generation;

  TranspositionTable(int mebibytes) {
    buckets = bucketsFor(mebibytes);
    table = new long[buckets * LONGS_PER_BUCKET + LONGS_PER_BUCKET];
  }

  private static int bucketsFor(int mebibytes) {
    if (mebibytes < 1 || mebibytes > MAX_MIB) {
      throw new IllegalArgumentException("hash size must be 1 to " + MAX_MIB + " MiB: " + mebibytes);
    }
    return (int) ((long) mebibytes * 1024 * 1024 / BYTES_PER_BUCKET);
  }

  /**
   * Replaces the table with an empty one of the new size. The new table is allocated before the
   * old one is let go, so that a size the heap cannot hold fails with the old table intact.
   */
  void resize(int mebibytes) {
    int n = bucketsFor(mebibytes);
    long[] resized = new long[n * LONGS_PER_BUCKET + LONGS_PER_BUCKET];
    table = resized;
    buckets = n;
    generation = 0;
  }

  void clear() {
    Arrays.fill(table, 0);
    generation = 0;
  }

  /** Starts a new search: entries of older searches become the first to be replaced. */
  void newSearch() {
    generation = (generation + 1) & 63;
  }

  private int bucketBase(long key) {
    // The high 32 bits of the key, scaled to the bucket count: any size, not only powers of 2.
    return FIRST_BUCKET + (int) (((key >>> 32) * buckets) >>> 32) * LONGS_PER_BUCKET;
  }

  /** The entry's data for this key, or {@link #MISS}. */
  long probe(long key) {
    long[] t = table;
    int base = bucketBase(key);
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
    long[] t = table;
    int base = bucketBase(key);
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
    int sampled = Math.min(1000, buckets * ENTRIES_PER_BUCKET);
    for (int e = 0; e < sampled; e++) {
      long data = table[FIRST_BUCKET + 2 * e + 1];
      if (data != MISS && generation(data) == generation) {
        used++;
      }
    }
    return sampled == 0 ? 0 : used * 1000 / sampled;
  }
}
