package io.github.augurchess.eval;

import io.github.augurchess.eval.internal.Bitboards;

/**
 * Middlegame and endgame piece-square tables, expanded from the half-board weights to a value per
 * piece (index {@code color * 6 + type}) and square: files e to h mirror a to d, black's table
 * mirrors white's top to bottom.
 */
final class PieceSquare {
  private final int[] mg = new int[12 * 64];
  private final int[] eg = new int[12 * 64];

  PieceSquare(int[] w) {
    for (int piece = 0; piece < 12; piece++) {
      int color = piece / 6;
      int type = piece % 6;
      for (int sq = 0; sq < 64; sq++) {
        int relative = Bitboards.relativeSquare(color, sq);
        if (type == EvalState.PAWN && (relative < 8 || relative >= 56)) {
          continue; // no pawn stands there
        }
        int index = ParameterLayout.pieceSquare(type, ParameterLayout.halfBoardIndex(relative));
        mg[piece * 64 + sq] = w[index];
        eg[piece * 64 + sq] = w[index + 1];
      }
    }
  }

  /** The middlegame value of a piece (index {@code color * 6 + type}) on a square. */
  int mg(int piece, int square) {
    return mg[piece * 64 + square];
  }

  /** The endgame value of a piece on a square. */
  int eg(int piece, int square) {
    return eg[piece * 64 + square];
  }

  void evaluate(EvalState s) {
    for (int color = 0; color < 2; color++) {
      int mgSum = 0;
      int egSum = 0;
      for (int piece = color * 6; piece < color * 6 + 6; piece++) {
        for (long b = s.pieces[piece]; b != 0; b &= b - 1) {
          int i = piece * 64 + Long.numberOfTrailingZeros(b);
          mgSum += mg[i];
          egSum += eg[i];
        }
      }
      s.add(EvalTerm.PIECE_SQUARE, color, mgSum, egSum);
    }
  }
}
