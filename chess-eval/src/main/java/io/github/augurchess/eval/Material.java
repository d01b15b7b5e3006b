package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;

import io.github.augurchess.movegen.Bitboards;

/** Material: a value per piece, and the bishop pair (bishops on both square colours). */
final class Material {
  private Material() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      long score = 0;
      for (int type = PAWN; type <= QUEEN; type++) {
        int count = Long.bitCount(s.pieces(color, type));
        score += count * pw[ParameterLayout.MATERIAL + 2 * type];
        if (s.recording) {
          s.countPair(color, ParameterLayout.MATERIAL + 2 * type, count);
        }
      }
      s.add(EvalTerm.MATERIAL, color, score);
      long bishops = s.pieces(color, BISHOP);
      int pair = Bitboards.nonEmpty(bishops & Bitboards.LIGHT_SQUARES)
          & Bitboards.nonEmpty(bishops & Bitboards.DARK_SQUARES);
      s.add(EvalTerm.BISHOP_PAIR, color, pair * pw[ParameterLayout.BISHOP_PAIR]);
      if (s.recording) {
        s.countPair(color, ParameterLayout.BISHOP_PAIR, pair);
      }
    }
  }
}
