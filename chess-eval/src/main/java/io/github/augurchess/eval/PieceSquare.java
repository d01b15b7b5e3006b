package io.github.augurchess.eval;

import io.github.augurchess.movegen.Bitboards;

/**
 * Middlegame and endgame piece-square tables, expanded from the half-board weights to a value per
 * piece (index {@code color * 6 + type}) and square: files e to h mirror a to d, black's table
 * mirrors white's top to bottom. The pawns' values come with the pawn terms ({@link
 * #evaluatePawns}); {@link Mobility} adds the other pieces' as it visits them.
 */
final class PieceSquare {
  /** [piece * 64 + square]: the middlegame and endgame values as a {@link PackedScore}. */
  private final long[] values = new long[12 * 64];

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
        values[piece * 64 + sq] = PackedScore.of(w[index], w[index + 1]);
      }
    }
  }

  /** The value of a piece (index {@code color * 6 + type}) on a square, as a {@link PackedScore}. */
  long packed(int piece, int square) {
    return values[piece * 64 + square];
  }

  /**
   * Adds the pawns' values. They depend on the pawns alone, so the pawn hash table keeps them
   * with the pawn terms and this runs only on a miss.
   */
  void evaluatePawns(EvalState s) {
    for (int color = 0; color < 2; color++) {
      int piece = color * 6 + EvalState.PAWN;
      long sum = 0;
      for (long b = s.pieces[piece]; b != 0; b &= b - 1) {
        sum += values[piece * 64 + Long.numberOfTrailingZeros(b)];
      }
      s.add(EvalTerm.PIECE_SQUARE, color, sum);
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
