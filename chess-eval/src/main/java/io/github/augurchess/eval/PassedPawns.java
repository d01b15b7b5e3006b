package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.ROOK;

import io.github.augurchess.movegen.Bitboards;

/**
 * Passed pawns: no enemy pawn ahead of them on their file or the files beside it, and none of
 * their own ahead on their file. Weights go by the pawn's relative rank, 2 to 7.
 *
 * <p>Two parts. {@link #evaluatePawns} depends on the pawns alone (kept in the pawn hash table):
 * the bonus by rank and a bonus when the pawn is supported (guarded by a pawn, or with a pawn
 * beside it on the same rank). {@link #evaluatePieces} needs the other pieces: a bonus when every
 * square up to promotion is empty, and in the endgame the distances of both kings to the square
 * in front of the pawn.
 */
final class PassedPawns {
  private PassedPawns() {}

  /** Finds the passed pawns (into {@link EvalState#passedPawns}) and scores rank and support. */
  static void evaluatePawns(EvalState s, int[] w) {
    long passed = 0;
    for (int color = 0; color < 2; color++) {
      long pawns = s.pieces(color, PAWN);
      long enemyPawns = s.pieces(color ^ 1, PAWN);
      int mg = 0;
      int eg = 0;
      for (long b = pawns; b != 0; b &= b - 1) {
        int sq = Long.numberOfTrailingZeros(b);
        if ((Bitboards.passedPawnMask(color, sq) & enemyPawns) != 0
            || (Bitboards.forwardFile(color, sq) & pawns) != 0) {
          continue;
        }
        passed |= Bitboards.bit(sq);
        int rank = 2 * (Bitboards.relativeRank(color, sq) - 1);
        mg += w[ParameterLayout.PASSED_RANK + rank];
        eg += w[ParameterLayout.PASSED_RANK + rank + 1];
        if (s.recording) {
          s.countPair(color, ParameterLayout.PASSED_RANK + rank, 1);
        }
        long beside = Bitboards.adjacentFiles(sq & 7) & Bitboards.rankMask(sq >>> 3);
        if ((s.pawnAttacks[color] & Bitboards.bit(sq)) != 0 || (beside & pawns) != 0) {
          mg += w[ParameterLayout.PASSED_SUPPORTED + rank];
          eg += w[ParameterLayout.PASSED_SUPPORTED + rank + 1];
          if (s.recording) {
            s.countPair(color, ParameterLayout.PASSED_SUPPORTED + rank, 1);
          }
        }
      }
      s.add(EvalTerm.PASSED_PAWNS, color, mg, eg);
    }
    s.passedPawns = passed;
  }

  /**
   * Scores the free path and the king distances of the passed pawns found before, and in the same
   * pass over them {@link PasserSafety} and {@link RookBehindPasser}: three loops over the same
   * pawns cost three unpredictable loop exits. Reads the attacks {@link Mobility} gathered, so it
   * runs after it.
   *
   * @param pw the weights in pairs ({@link PackedScore#pairs}), for the free path; the king
   *     distances are endgame weights alone, read from {@code w}
   */
  static void evaluatePieces(EvalState s, int[] w, long[] pw) {
    for (int color = 0; color < 2; color++) {
      long freePath = 0;
      int eg = 0;
      long safety = 0;
      long unsafe = PasserSafety.unsafeSquares(s, color);
      long ownRooks = s.pieces(color, ROOK);
      long enemyRooks = s.pieces(color ^ 1, ROOK);
      int ownRooksBehind = 0;
      int enemyRooksBehind = 0;
      for (long b = s.passedPawns & s.pieces(color, PAWN); b != 0; b &= b - 1) {
        int sq = Long.numberOfTrailingZeros(b);
        int rankIndex = Bitboards.relativeRank(color, sq) - 1;
        int free = Bitboards.isEmpty(Bitboards.forwardFile(color, sq) & s.occupied);
        freePath += free * pw[ParameterLayout.PASSED_FREE_PATH + 2 * rankIndex];
        if (s.recording) {
          s.countPair(color, ParameterLayout.PASSED_FREE_PATH + 2 * rankIndex, free);
        }
        int block = color == 0 ? sq + 8 : sq - 8;
        int enemyDistance = Bitboards.distance(s.king[color ^ 1], block);
        int ownDistance = Bitboards.distance(s.king[color], block);
        eg += enemyDistance * w[ParameterLayout.PASSED_ENEMY_KING_DISTANCE + rankIndex]
            + ownDistance * w[ParameterLayout.PASSED_OWN_KING_DISTANCE + rankIndex];
        if (s.recording) {
          s.count(color, ParameterLayout.PASSED_ENEMY_KING_DISTANCE + rankIndex, enemyDistance);
          s.count(color, ParameterLayout.PASSED_OWN_KING_DISTANCE + rankIndex, ownDistance);
        }
        safety += PasserSafety.pawn(s, pw, color, sq, rankIndex, unsafe);
        long behind = RookBehindPasser.nearestBehind(s, color, sq);
        ownRooksBehind += Bitboards.nonEmpty(behind & ownRooks);
        enemyRooksBehind += Bitboards.nonEmpty(behind & enemyRooks);
      }
      s.add(EvalTerm.PASSED_PAWNS, color, freePath + eg);
      s.add(EvalTerm.PASSER_SAFETY, color, safety);
      RookBehindPasser.add(s, pw, color, ownRooksBehind, enemyRooksBehind);
    }
  }
}
