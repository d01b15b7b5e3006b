package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Bitboards;

/**
 * The king's flank: the three or four files around it (a-c, a-d, c-f, e-h or f-h by the king's
 * file) on its own five ranks. {@code king.flank_attacks} counts the flank squares the enemy
 * attacks, those it attacks twice once more: the pressure that builds before pieces reach the king
 * zone. {@code king.pawnless_flank} is for a king on a flank with no pawns of either side, where
 * nothing shelters it and, in the endgame, nothing is left for it to do.
 */
final class KingFlank {
  private KingFlank() {}

  private static final long CENTRE_FILES = 0x3C3C3C3C3C3C3C3CL;
  /** The flank's files by the king's file. */
  private static final long[] FLANK = {
    Bitboards.QUEEN_SIDE & ~Bitboards.fileMask(3), Bitboards.QUEEN_SIDE, Bitboards.QUEEN_SIDE,
    CENTRE_FILES, CENTRE_FILES,
    Bitboards.KING_SIDE, Bitboards.KING_SIDE, Bitboards.KING_SIDE & ~Bitboards.fileMask(4)
  };
  /** Per colour, its own first five ranks (white's 1-5, black's 8-4). */
  private static final long[] CAMP = {Bitboards.ranksAtOrBehind(0, 4), Bitboards.ranksAtOrBehind(1, 3)};

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    long allPawns = s.pieces(0, PAWN) | s.pieces(1, PAWN);
    for (int color = 0; color < 2; color++) {
      int them = color ^ 1;
      long flank = FLANK[s.king[color] & 7];
      long attacked = s.attacked[them] & flank & CAMP[color];
      int attacks = Long.bitCount(attacked) + Long.bitCount(attacked & s.attackedTwice[them]);
      int pawnless = (allPawns & flank) == 0 ? 1 : 0;
      s.add(EvalTerm.KING_FLANK, color, attacks * pw[ParameterLayout.KING_FLANK_ATTACKS]
          + pawnless * pw[ParameterLayout.KING_PAWNLESS_FLANK]);
      if (s.recording) {
        s.countPair(color, ParameterLayout.KING_FLANK_ATTACKS, attacks);
        s.countPair(color, ParameterLayout.KING_PAWNLESS_FLANK, pawnless);
      }
    }
  }
}
