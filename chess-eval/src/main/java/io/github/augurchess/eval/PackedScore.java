package io.github.augurchess.eval;

/**
 * A middlegame and an endgame value in one {@code long}: the middlegame value times 2³² plus the
 * endgame value. Sums and multiples of packed values are the packed sums, so a loop keeps one
 * accumulator where it kept two: in {@link Mobility} the pairs of accumulators had run out of
 * registers and lived on the stack. Exact for any sums that fit in an {@code int}.
 */
final class PackedScore {
  private PackedScore() {}

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
