package io.github.augurchess.eval;

import io.github.augurchess.movegen.Bitboards;

/**
 * Whether a passed pawn can walk on, by its relative rank: {@code passed_pawn.safe_path} when no
 * square between it and promotion holds an enemy piece or is attacked by the enemy; else {@code
 * passed_pawn.safe_push} when at least the square in front is neither; and {@code
 * passed_pawn.defended_push} when its own side attacks the square in front. Scored in {@link
 * PassedPawns#evaluatePieces}'s pass over the passed pawns, after {@link Mobility} gathered the
 * attacks.
 */
final class PasserSafety {
  private PasserSafety() {}

  /** The squares a passed pawn of {@code color} is not safe to walk on: held or attacked by the enemy. */
  static long unsafeSquares(EvalState s, int color) {
    int them = color ^ 1;
    return s.attacked[them] | s.byColor[them];
  }

  /**
   * The score of one passed pawn, called by {@link PassedPawns#evaluatePieces} in its pass over
   * them.
   *
   * @param rankIndex the pawn's relative rank minus 1
   * @param unsafe {@link #unsafeSquares} for its colour
   * @return a {@link PackedScore}
   */
  static long pawn(EvalState s, long[] pw, int color, int square, int rankIndex, long unsafe) {
    int rank = 2 * rankIndex;
    long path = Bitboards.forwardFile(color, square);
    long front = Bitboards.forward(color, Bitboards.bit(square));
    // Weighed by 0 or 1 rather than tested: these branches were taken at random.
    int safePath = Bitboards.isEmpty(path & unsafe);
    int safePush = (safePath ^ 1) & Bitboards.isEmpty(front & unsafe);
    int defendedPush = Bitboards.nonEmpty(front & s.attacked[color]);
    if (s.recording) {
      s.countPair(color, ParameterLayout.PASSED_SAFE_PATH + rank, safePath);
      s.countPair(color, ParameterLayout.PASSED_SAFE_PUSH + rank, safePush);
      s.countPair(color, ParameterLayout.PASSED_DEFENDED_PUSH + rank, defendedPush);
    }
    return safePath * pw[ParameterLayout.PASSED_SAFE_PATH + rank]
        + safePush * pw[ParameterLayout.PASSED_SAFE_PUSH + rank]
        + defendedPush * pw[ParameterLayout.PASSED_DEFENDED_PUSH + rank];
  }
}
