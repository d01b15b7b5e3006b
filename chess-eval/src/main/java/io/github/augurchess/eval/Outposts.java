package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.KNIGHT;

import io.github.augurchess.movegen.Bitboards;

/**
 * Knights and bishops on outposts: squares on the fourth to sixth rank (as their owner counts)
 * that no enemy pawn attacks or can attack by advancing. The bonus goes by square ({@code
 * outpost.knight.d5.mg}, files e to h mirror a to d), with a further bonus by square when a pawn
 * of the piece's colour guards it ({@code outpost.knight.supported.d5.mg}).
 */
final class Outposts {
  private Outposts() {}

  /** {@link #outpostRanks} of each colour, computed once rather than on every evaluation. */
  private static final long[] OUTPOST_RANKS = {outpostRanks(0), outpostRanks(1)};

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      long outposts = OUTPOST_RANKS[color] & ~s.pawnAttackSpan[color ^ 1];
      long supported = s.pawnAttacks[color];
      long score = 0;
      for (int type = KNIGHT; type <= BISHOP; type++) {
        int plain = type == KNIGHT ? ParameterLayout.KNIGHT_OUTPOST : ParameterLayout.BISHOP_OUTPOST;
        int guarded = type == KNIGHT ? ParameterLayout.KNIGHT_OUTPOST_SUPPORTED : ParameterLayout.BISHOP_OUTPOST_SUPPORTED;
        for (long b = s.pieces(color, type) & outposts; b != 0; b &= b - 1) {
          int sq = Long.numberOfTrailingZeros(b);
          int slot = 2 * slot(color, sq);
          // 0 or 1, not a branch: whether a pawn supports the piece is as good as random.
          int isSupported = (int) (supported >>> sq) & 1;
          score += pw[plain + slot] + isSupported * pw[guarded + slot];
          if (s.recording) {
            s.countPair(color, plain + slot, 1);
            s.countPair(color, guarded + slot, isSupported);
          }
        }
      }
      s.add(EvalTerm.OUTPOSTS, color, score);
    }
  }

  /** The ranks where outposts count for {@code color}. */
  static long outpostRanks(int color) {
    long ranks = 0;
    for (int i = 0; i < ParameterLayout.OUTPOST_RANKS; i++) {
      ranks |= Bitboards.relativeRankMask(color, ParameterLayout.OUTPOST_FIRST_RANK + i);
    }
    return ranks;
  }

  /** The outpost weight slot (0..11) of a square on an outpost rank: 4 folded files by rank. */
  private static int slot(int color, int sq) {
    int file = sq & 7;
    int folded = file < 4 ? file : 7 - file;
    return (Bitboards.relativeRank(color, sq) - ParameterLayout.OUTPOST_FIRST_RANK) * 4 + folded;
  }
}
