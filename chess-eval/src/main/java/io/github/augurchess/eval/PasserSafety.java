package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.eval.internal.Bitboards;

/**
 * Whether a passed pawn can walk on, by its relative rank: {@code passed_pawn.safe_path} when no
 * square between it and promotion holds an enemy piece or is attacked by the enemy; else {@code
 * passed_pawn.safe_push} when at least the square in front is neither; and {@code
 * passed_pawn.defended_push} when its own side attacks the square in front. Reads the attacks
 * {@link Mobility} gathered, so it runs after it.
 */
final class PasserSafety {
  private PasserSafety() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    long passers = s.passedPawns;
    if (passers == 0) {
      return;
    }
    for (int color = 0; color < 2; color++) {
      int them = color ^ 1;
      long unsafe = s.attacked[them] | s.byColor[them];
      long score = 0;
      for (long b = passers & s.pieces(color, PAWN); b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        int rank = 2 * (Bitboards.relativeRank(color, square) - 1);
        long path = Bitboards.forwardFile(color, square);
        long front = Bitboards.forward(color, Bitboards.bit(square));
        if ((path & unsafe) == 0) {
          score += pw[ParameterLayout.PASSED_SAFE_PATH + rank];
          if (s.recording) {
            s.countPair(color, ParameterLayout.PASSED_SAFE_PATH + rank, 1);
          }
        } else if ((front & unsafe) == 0) {
          score += pw[ParameterLayout.PASSED_SAFE_PUSH + rank];
          if (s.recording) {
            s.countPair(color, ParameterLayout.PASSED_SAFE_PUSH + rank, 1);
          }
        }
        if ((front & s.attacked[color]) != 0) {
          score += pw[ParameterLayout.PASSED_DEFENDED_PUSH + rank];
          if (s.recording) {
            s.countPair(color, ParameterLayout.PASSED_DEFENDED_PUSH + rank, 1);
          }
        }
      }
      s.add(EvalTerm.PASSER_SAFETY, color, score);
    }
  }
}
