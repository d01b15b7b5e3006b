package io.github.augurchess.eval;

/**
 * A middlegame and an endgame value in one {@code long}: the middlegame value times 2³² plus the
 * endgame value. Sums and multiples of packed values are the packed sums, so a loop keeps one
 * accumulator where it kept two: in {@link Mobility} the pairs of accumulators had run out of
 * registers and lived on the stack. Exact for any sums that fit in an {@code int}.
 */
final class PackedScore {
  private PackedScore() {}

  /**
   * Every weight with the one after it: element {@code i} packs {@code w[i]} as the middlegame and
   * {@code w[i + 1]} as the endgame value, so a term reads a weight pair at its middlegame index
   * with one load and scores it with one multiplication.
   */
  static long[] pairs(int[] w) {
    long[] pairs = new long[w.length];
    for (int i = 0; i < w.length; i++) {
      pairs[i] = of(w[i], i + 1 < w.length ? w[i + 1] : 0);
    }
    return pairs;
  }

  static long of(int mg, int eg) {
    return ((long) mg << 32) + eg;
  }

  static int eg(long packed) {
    return (int) packed;
  }

  static int mg(long packed) {
    // A negative endgame part borrowed one from the middlegame part; give it back.
    return (int) ((packed - (int) packed) >> 32);
  }
}
