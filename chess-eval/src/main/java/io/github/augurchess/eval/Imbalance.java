package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.KNIGHT;
import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;
import static io.github.augurchess.eval.EvalState.ROOK;

/**
 * Material imbalance: how a piece's worth changes with what else is on the board, as Kaufman's
 * study of master games measured it. Per own pawn, each knight, bishop, rook and queen gains or
 * loses {@code imbalance.<piece>_pawns} (knights gain in closed positions with many pawns, rooks
 * need open files), and a second rook is worth {@code imbalance.rook_pair} less or more than the
 * first, as two rooks do much the same work.
 */
final class Imbalance {
  private Imbalance() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      int pawns = Long.bitCount(s.pieces(color, PAWN));
      int knightPawns = Long.bitCount(s.pieces(color, KNIGHT)) * pawns;
      int bishopPawns = Long.bitCount(s.pieces(color, BISHOP)) * pawns;
      int rooks = Long.bitCount(s.pieces(color, ROOK));
      int rookPawns = rooks * pawns;
      int queenPawns = Long.bitCount(s.pieces(color, QUEEN)) * pawns;
      int rookPair = rooks >= 2 ? 1 : 0;
      long score = knightPawns * pw[ParameterLayout.IMBALANCE_KNIGHT_PAWNS]
          + bishopPawns * pw[ParameterLayout.IMBALANCE_BISHOP_PAWNS]
          + rookPawns * pw[ParameterLayout.IMBALANCE_ROOK_PAWNS]
          + queenPawns * pw[ParameterLayout.IMBALANCE_QUEEN_PAWNS]
          + rookPair * pw[ParameterLayout.IMBALANCE_ROOK_PAIR];
      if (s.recording) {
        s.countPair(color, ParameterLayout.IMBALANCE_KNIGHT_PAWNS, knightPawns);
        s.countPair(color, ParameterLayout.IMBALANCE_BISHOP_PAWNS, bishopPawns);
        s.countPair(color, ParameterLayout.IMBALANCE_ROOK_PAWNS, rookPawns);
        s.countPair(color, ParameterLayout.IMBALANCE_QUEEN_PAWNS, queenPawns);
        s.countPair(color, ParameterLayout.IMBALANCE_ROOK_PAIR, rookPair);
      }
      s.add(EvalTerm.IMBALANCE, color, score);
    }
  }
}
