package io.github.augurchess.eval;

import java.util.Arrays;

/**
 * A cache of whole evaluations by the position's Zobrist key. The classical score depends on the
 * pieces, the side to move and nothing else the key leaves out, so an entry returns exactly what
 * evaluating again would. It helps where the search's transposition table does not: positions met
 * again after their table entry was replaced, and quiescence nodes the table never kept. Fixed
 * size, direct-mapped, preallocated; owned by one evaluator, so it needs no locks.
 *
 * <p>An entry is two adjacent {@code long}s, the key and the score, so a probe touches one cache
 * line.
 */
final class EvalCache {
  /** What {@link #probe} returns for a key it does not hold: no evaluation is this low. */
  static final int MISS = Integer.MIN_VALUE;

  private final long[] entries;
  private final int mask;

  /** @param entries a power of two of at least 2, or 0 for no cache at all */
  EvalCache(int entries) {
    if (entries != 0 && (entries < 2 || Integer.bitCount(entries) != 1)) {
      throw new IllegalArgumentException("evaluation cache entries must be 0 or a power of two >= 2: " + entries);
    }
    this.entries = new long[2 * entries];
    mask = entries - 1;
    clear();
  }

  /**
   * Empties the cache. An empty slot holds a key whose low bits point at another slot, so no
   * position's key can match it, 0 included.
   */
  void clear() {
    Arrays.fill(entries, 0);
    for (int slot = 0; slot <= mask; slot++) {
      entries[2 * slot] = slot ^ 1;
    }
  }

  /** The score kept for this key, or {@link #MISS}. */
  int probe(long key) {
    if (entries.length == 0) {
      return MISS;
    }
    int slot = 2 * ((int) key & mask);
    return entries[slot] == key ? (int) entries[slot + 1] : MISS;
  }

  void store(long key, int score) {
    if (entries.length == 0) {
      return;
    }
    int slot = 2 * ((int) key & mask);
    entries[slot] = key;
    entries[slot + 1] = score;
  }
}
