package io.github.augurchess.search;

import java.util.Arrays;

/**
 * The static evaluations of recently evaluated positions, by Zobrist key, for one search thread.
 *
 * <p>The transposition table keeps a node's evaluation only once the node stores a result; a
 * node that returns early (reverse futility, null move, razoring) stores none, and about one
 * evaluation in eight in a search is of a position evaluated before. This small table, direct
 * mapped and sized to stay in the processor's second-level cache, answers most of those for the
 * price of one cached read, where an evaluation costs a few hundred nanoseconds. It returns
 * exactly what the evaluator returned, so the search is the same with or without it.
 *
 * <p>An entry is one {@code long}: the key's upper 48 bits and the 16-bit evaluation. The slot
 * comes from the key's lowest bits, so 62 of the key's 64 bits must match for a hit, about as
 * sure as the transposition table's own check. An empty slot holds the evaluation {@link #MISS},
 * which no stored evaluation can be (they lie within the scores that are no mate).
 */
final class EvalCache {
  /** What {@link #get} returns for a position it does not hold. */
  static final int MISS = Short.MIN_VALUE;

  /** 16,384 entries, 128 KiB: in a search, this catches three quarters of the repeated evaluations. */
  private static final int SLOTS = 1 << 14;
  private static final long EVAL_BITS = 0xFFFFL;
  private static final long EMPTY = MISS & EVAL_BITS;

  private final long[] slots = new long[SLOTS];

  EvalCache() {
    clear();
  }

  /** The evaluation stored for this key, or {@link #MISS}. */
  int get(long key) {
    long entry = slots[(int) key & (SLOTS - 1)];
    // A slot holding another key, or none, reads as MISS: the key bits differ, or they are equal
    // and the slot is empty, whose evaluation bits are MISS.
    return ((entry ^ key) & ~EVAL_BITS) == 0 ? (short) entry : MISS;
  }

  /**
   * Keeps an evaluation, replacing whatever the key's slot held.
   *
   * @param eval within the 16-bit range and not {@link #MISS}
   */
  void put(long key, int eval) {
    slots[(int) key & (SLOTS - 1)] = (key & ~EVAL_BITS) | (eval & EVAL_BITS);
  }

  /** Forgets every evaluation. */
  void clear() {
    Arrays.fill(slots, EMPTY);
  }
}
