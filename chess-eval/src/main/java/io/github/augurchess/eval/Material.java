package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;

import io.github.augurchess.eval.internal.Bitboards;

/** Material: a value per piece, and the bishop pair (bishops on both square colours). */
final class Material {
  private Material() {}

  static void evaluate(EvalState s, int[] w) {
    for (int color = 0; color < 2; color++) {
      int mg = 0;
      int eg = 0;
      for (int type = PAWN; type <= QUEEN; type++) {
        int count = Long.bitCount(s.pieces(color, type));
        mg += count * w[ParameterLayout.MATERIAL + 2 * type];
        eg += count * w[ParameterLayout.MATERIAL + 2 * type + 1];
        if (s.recording) {
          s.countPair(color, ParameterLayout.MATERIAL + 2 * type, count);
        }
      }
      s.add(EvalTerm.MATERIAL, color, mg, eg);
      long bishops = s.pieces(color, BISHOP);
      if ((bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & Bitboards.DARK_SQUARES) != 0) {
        s.add(EvalTerm.BISHOP_PAIR, color, w[ParameterLayout.BISHOP_PAIR], w[ParameterLayout.BISHOP_PAIR + 1]);
        if (s.recording) {
          s.countPair(color, ParameterLayout.BISHOP_PAIR, 1);
        }
      }
    }
  }
}
