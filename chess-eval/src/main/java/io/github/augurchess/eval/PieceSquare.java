package io.github.augurchess.eval;

import io.github.augurchess.eval.internal.Bitboards;

/**
 * Middlegame and endgame piece-square tables, expanded from the half-board weights to a value per
 * piece (index {@code color * 6 + type}) and square: files e to h mirror a to d, black's table
 * mirrors white's top to bottom. The pawns' values come with the pawn terms ({@link
 * #evaluatePawns}); {@link Mobility} adds the other pieces' as it visits them.
 */
final class PieceSquare {
  /**
   * [(piece * 64 + square) * 2]: middlegame, then endgame. Side by side, so that each piece costs
   * one cache line, not one in each of two tables.
   */
  private final int[] values = new int[12 * 64 * 2];

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
        values[(piece * 64 + sq) * 2] = w[index];
        values[(piece * 64 + sq) * 2 + 1] = w[index + 1];
      }
    }
  }

  /** The middlegame value of a piece (index {@code color * 6 + type}) on a square. */
  int mg(int piece, int square) {
    return values[(piece * 64 + square) * 2];
  }

  /** The endgame value of a piece on a square. */
  int eg(int piece, int square) {
    return values[(piece * 64 + square) * 2 + 1];
  }

  /**
   * Adds the pawns' values. They depend on the pawns alone, so the pawn hash table keeps them
   * with the pawn terms and this runs only on a miss.
   */
  void evaluatePawns(EvalState s) {
    for (int color = 0; color < 2; color++) {
      int piece = color * 6 + EvalState.PAWN;
      int mgSum = 0;
      int egSum = 0;
      for (long b = s.pieces[piece]; b != 0; b &= b - 1) {
        int i = (piece * 64 + Long.numberOfTrailingZeros(b)) * 2;
        mgSum += values[i];
        egSum += values[i + 1];
      }
      s.add(EvalTerm.PIECE_SQUARE, color, mgSum, egSum);
    }
  }

  /** While recording, counts the piece-square weight of every piece, pawns included. */
  static void count(EvalState s) {
    for (int piece = 0; piece < 12; piece++) {
      int color = piece / 6;
      int type = piece % 6;
      for (long b = s.pieces[piece]; b != 0; b &= b - 1) {
        int relative = Bitboards.relativeSquare(color, Long.numberOfTrailingZeros(b));
        s.countPair(color, ParameterLayout.pieceSquare(type, ParameterLayout.halfBoardIndex(relative)), 1);
      }
    }
  }
}
