package io.github.augurchess.eval;

import io.github.augurchess.movegen.Bitboards;

/**
 * Rooks behind passed pawns (Tarrasch's rule): a rook on a passed pawn's file, behind it as the
 * pawn moves, with nothing between them, earns {@code rook.behind_own_passer} behind its own pawn,
 * which it pushes and guards all the way, and {@code rook.behind_enemy_passer} behind an enemy
 * one, which it attacks from behind as it advances. Scored in {@link PassedPawns#evaluatePieces}'s
 * pass over the passed pawns.
 */
final class RookBehindPasser {
  private RookBehindPasser() {}

  /**
   * The nearest piece or pawn behind a passed pawn of {@code color} on its file, as the pawn
   * moves (below a white pawn, above a black one), as a bitboard; empty if none. A rook there is
   * behind the pawn with nothing between them.
   */
  static long nearestBehind(EvalState s, int color, int square) {
    long behind = Bitboards.forwardFile(color ^ 1, square) & s.occupied;
    return color == 0 ? Long.highestOneBit(behind) : behind & -behind;
  }

  /**
   * Scores the rooks found behind the passed pawns of {@code color} by {@link
   * PassedPawns#evaluatePieces}'s pass over them.
   *
   * @param own rooks of {@code color} behind its passed pawns
   * @param enemy rooks of the other side behind them
   */
  static void add(EvalState s, long[] pw, int color, int own, int enemy) {
    int them = color ^ 1;
    s.add(EvalTerm.ROOK_BEHIND_PASSER, color, own * pw[ParameterLayout.ROOK_BEHIND_OWN_PASSER]);
    s.add(EvalTerm.ROOK_BEHIND_PASSER, them, enemy * pw[ParameterLayout.ROOK_BEHIND_ENEMY_PASSER]);
    if (s.recording) {
      s.countPair(color, ParameterLayout.ROOK_BEHIND_OWN_PASSER, own);
      s.countPair(them, ParameterLayout.ROOK_BEHIND_ENEMY_PASSER, enemy);
    }
  }
}
