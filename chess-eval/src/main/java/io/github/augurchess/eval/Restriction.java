package io.github.augurchess.eval;

/**
 * Restriction ({@code restricted_squares}): for each side, the squares both sides attack where the
 * enemy has no strong guard (a pawn, or two guards against fewer than two attackers). The enemy's
 * pieces can go there only into a contest, so the count measures how far each side hems in the
 * other. Runs after {@link Mobility}, which leaves the squares each side attacks once and twice.
 */
final class Restriction {
  private Restriction() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      int them = color ^ 1;
      int restricted = Long.bitCount(s.attacked[them] & s.attacked[color] & ~s.stronglyGuarded(them));
      s.add(EvalTerm.RESTRICTION, color, restricted * pw[ParameterLayout.RESTRICTED_SQUARES]);
      if (s.recording) {
        s.countPair(color, ParameterLayout.RESTRICTED_SQUARES, restricted);
      }
    }
  }
}
