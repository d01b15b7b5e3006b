package io.github.augurchess.eval;

/**
 * The weights {@link Mobility} reads, as {@link PackedScore}s: the value of each number of safe
 * squares per piece type, and the cost of an attacker on the king zone and of each zone square it
 * attacks. Built once per evaluator from its parameters.
 */
final class MobilityWeights {
  /** Safe-square counts a table row has room for: 0 to the queen's maximum, the largest. */
  static final int ROW = ParameterLayout.MOBILITY_MAX[3] + 1;

  /** [piece (knight 0 to queen 3) * {@link #ROW} + safe squares]. */
  final long[] mobility = new long[4 * ROW];
  /** [piece]: an attacker on the king zone, and each zone square it attacks. */
  final long[] zoneAttacker = new long[4];
  final long[] zoneAttack = new long[4];

  MobilityWeights(int[] w) {
    for (int piece = 0; piece < 4; piece++) {
      for (int n = 0; n <= ParameterLayout.MOBILITY_MAX[piece]; n++) {
        int i = ParameterLayout.MOBILITY[piece] + 2 * n;
        mobility[piece * ROW + n] = PackedScore.of(w[i], w[i + 1]);
      }
      int attacker = ParameterLayout.KING_ATTACKERS + 2 * piece;
      int attack = ParameterLayout.KING_ATTACKS + 2 * piece;
      zoneAttacker[piece] = PackedScore.of(w[attacker], w[attacker + 1]);
      zoneAttack[piece] = PackedScore.of(w[attack], w[attack + 1]);
    }
  }
}
