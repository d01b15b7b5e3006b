package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.KING;
import static io.github.augurchess.eval.EvalState.KNIGHT;
import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Attacks;
import io.github.augurchess.movegen.Bitboards;

/**
 * Mobility: a value per number of safe squares for each knight, bishop, rook and queen, from a
 * table per piece type (so the curve can be anything, not just a line). A safe square is any
 * square the piece attacks that holds neither its own pawns nor its own king and that no enemy
 * pawn attacks.
 *
 * <p>While it has each piece's attacks at hand, it also records the attacks on the enemy king's
 * zone, and the squares each kind of piece and each side attacks (and attacks twice), for {@link
 * KingSafety} and {@link Threats}, which therefore run after it. And while it visits every piece
 * it adds their piece-square values ({@link PieceSquare}, the kings' too; the pawns' come with the
 * pawn terms): a second pass over the pieces for those alone cost a sixth of an evaluation.
 */
final class Mobility {
  private Mobility() {}

  static void evaluate(EvalState s, MobilityWeights weights, PieceSquare pieceSquare) {
    long occupied = s.occupied;
    long[] mobility = weights.mobility;
    for (int color = 0; color < 2; color++) {
      int them = color ^ 1;
      long area = ~(s.pieces(color, PAWN) | s.pieces(color, KING) | s.pawnAttacks[them]);
      long zone = s.kingZone[them];
      // Middlegame and endgame in one accumulator each (PackedScore), and the attacks on the
      // enemy king zone added up in locals and stored once: with an accumulator per phase, and
      // stores into the state's arrays inside the loops, the loop's values spilled to the stack.
      long score = 0;
      long squares = pieceSquare.packed(color * 6 + KING, s.king[color]);
      long zoneScore = 0;
      int zoneAttackers = 0;
      long kingReach = Attacks.king(s.king[color]);
      long allReach = s.pawnAttacks[color] | kingReach;
      long twice = Bitboards.pawnDoubleAttacks(color, s.pieces(color, PAWN))
          | (s.pawnAttacks[color] & kingReach);
      for (int piece = 0; piece < 4; piece++) {
        long typeReach = 0;
        int pieceIndex = color * 6 + KNIGHT + piece;
        int row = piece * MobilityWeights.ROW;
        for (long b = s.pieces[pieceIndex]; b != 0; b &= b - 1) {
          int square = Long.numberOfTrailingZeros(b);
          squares += pieceSquare.packed(pieceIndex, square);
          long reach = attacks(piece, square, occupied);
          typeReach |= reach;
          twice |= allReach & reach;
          allReach |= reach;
          int safe = Long.bitCount(reach & area);
          score += mobility[row + safe];
          if (s.recording) {
            s.countPair(color, ParameterLayout.MOBILITY[piece] + 2 * safe, 1);
          }
          // Without a branch, which was taken at random: an attacker of the zone is one with n > 0.
          int n = Long.bitCount(reach & zone);
          int attacker = -n >>> 31;
          zoneAttackers += attacker;
          zoneScore += attacker * weights.zoneAttacker[piece] + n * weights.zoneAttack[piece];
          if (s.recording) {
            s.zoneAttackerCounts[them * 4 + piece] += attacker;
            s.zoneAttackCounts[them * 4 + piece] += n;
          }
        }
        s.pieceAttacks[color * 4 + piece] = typeReach;
      }
      s.attacked[color] = allReach;
      s.attackedTwice[color] = twice;
      s.add(EvalTerm.MOBILITY, color, score);
      s.add(EvalTerm.PIECE_SQUARE, color, squares);
      s.kingAttackers[them] += zoneAttackers;
      s.kingAttacks[them] += zoneScore;
    }
  }

  /**
   * The squares a piece attacks.
   *
   * @param piece 0 knight, 1 bishop, 2 rook, 3 queen
   */
  private static long attacks(int piece, int square, long occupied) {
    switch (piece) {
      case 0:
        return Attacks.knight(square);
      case 1:
        return Attacks.bishop(square, occupied);
      case 2:
        return Attacks.rook(square, occupied);
      default:
        return Attacks.queen(square, occupied);
    }
  }
}
