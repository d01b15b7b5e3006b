package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.ROOK;

import io.github.augurchess.eval.internal.Bitboards;
import io.github.augurchess.movegen.internal.Attacks;

/**
 * Rooks behind passed pawns (Tarrasch's rule): a rook on a passed pawn's file, behind it as the
 * pawn moves, with nothing between them, earns {@code rook.behind_own_passer} behind its own pawn,
 * which it pushes and guards all the way, and {@code rook.behind_enemy_passer} behind an enemy
 * one, which it attacks from behind as it advances.
 */
final class RookBehindPasser {
  private RookBehindPasser() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    long passers = s.passedPawns;
    if (passers == 0) {
      return;
    }
    long whitePawns = s.pieces(0, PAWN);
    for (int color = 0; color < 2; color++) {
      int own = 0;
      int enemy = 0;
      for (long b = s.pieces(color, ROOK); b != 0; b &= b - 1) {
        int rook = Long.numberOfTrailingZeros(b);
        for (long p = passers & Bitboards.fileMask(rook & 7); p != 0; p &= p - 1) {
          int pawn = Long.numberOfTrailingZeros(p);
          int owner = (whitePawns & Bitboards.bit(pawn)) != 0 ? 0 : 1;
          // Behind as the pawn moves: below a white pawn, above a black one.
          boolean behind = owner == 0 ? rook < pawn : rook > pawn;
          if (behind && (Attacks.between(rook, pawn) & s.occupied) == 0) {
            if (owner == color) {
              own++;
            } else {
              enemy++;
            }
          }
        }
      }
      if (own + enemy == 0) {
        continue;
      }
      s.add(EvalTerm.ROOK_BEHIND_PASSER, color, own * pw[ParameterLayout.ROOK_BEHIND_OWN_PASSER]
          + enemy * pw[ParameterLayout.ROOK_BEHIND_ENEMY_PASSER]);
      if (s.recording) {
        s.countPair(color, ParameterLayout.ROOK_BEHIND_OWN_PASSER, own);
        s.countPair(color, ParameterLayout.ROOK_BEHIND_ENEMY_PASSER, enemy);
      }
    }
  }
}
