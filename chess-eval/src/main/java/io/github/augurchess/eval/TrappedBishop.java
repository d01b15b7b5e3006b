package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Bitboards;

/**
 * A bishop that took a rim pawn deep in enemy land and is shut in by a pawn: on a7 (or h7) with
 * an enemy pawn on b6 (g6), or on a6 (h6) with an enemy pawn on b5 (g5), as its owner counts
 * ranks. Its only way out is back past that pawn, which the enemy can usually close for good.
 */
final class TrappedBishop {
  private TrappedBishop() {}

  /** White-relative squares: bishop, blocking pawn, weight; both wings and both ranks. */
  private static final int[] BISHOP_SQUARE = {48, 55, 40, 47};
  private static final int[] PAWN_SQUARE = {41, 46, 33, 38};
  private static final boolean[] RANK7 = {true, true, false, false};
  /** Per colour, the squares a trapped bishop can stand on (a quick way out for most positions). */
  private static final long[] RIM_SQUARES = new long[2];

  static {
    for (int color = 0; color < 2; color++) {
      for (int sq : BISHOP_SQUARE) {
        RIM_SQUARES[color] |= Bitboards.bit(Bitboards.relativeSquare(color, sq));
      }
    }
  }

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      long bishops = s.pieces(color, BISHOP);
      if ((bishops & RIM_SQUARES[color]) == 0) {
        continue;
      }
      long enemyPawns = s.pieces(color ^ 1, PAWN);
      long score = 0;
      for (int i = 0; i < BISHOP_SQUARE.length; i++) {
        long bishop = Bitboards.bit(Bitboards.relativeSquare(color, BISHOP_SQUARE[i]));
        long pawn = Bitboards.bit(Bitboards.relativeSquare(color, PAWN_SQUARE[i]));
        if ((bishops & bishop) != 0 && (enemyPawns & pawn) != 0) {
          int weight = RANK7[i] ? ParameterLayout.TRAPPED_BISHOP_RANK7 : ParameterLayout.TRAPPED_BISHOP_RANK6;
          score += pw[weight];
          if (s.recording) {
            s.countPair(color, weight, 1);
          }
        }
      }
      s.add(EvalTerm.TRAPPED_BISHOP, color, score);
    }
  }
}
