package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.KING;
import static io.github.augurchess.eval.EvalState.KNIGHT;
import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;
import static io.github.augurchess.eval.EvalState.ROOK;

import io.github.augurchess.movegen.internal.Attacks;

/**
 * Mobility: a value per number of safe squares for each knight, bishop, rook and queen, from a
 * table per piece type (so the curve can be anything, not just a line). A safe square is any
 * square the piece attacks that holds neither its own pawns nor its own king and that no enemy
 * pawn attacks.
 *
 * <p>While it has each piece's attacks at hand, it also records the attacks on the enemy king's
 * zone for {@link KingSafety}, which therefore runs after it.
 */
final class Mobility {
  private Mobility() {}

  static void evaluate(EvalState s, int[] w) {
    long occupied = s.occupied;
    for (int color = 0; color < 2; color++) {
      int them = color ^ 1;
      long area = ~(s.pieces(color, PAWN) | s.pieces(color, KING) | s.pawnAttacks[them]);
      int mg = 0;
      int eg = 0;
      for (long b = s.pieces(color, KNIGHT); b != 0; b &= b - 1) {
        long reach = Attacks.knight(Long.numberOfTrailingZeros(b));
        int table = ParameterLayout.MOBILITY[0] + 2 * Long.bitCount(reach & area);
        mg += w[table];
        eg += w[table + 1];
        attackKingZone(s, w, them, reach, 0);
      }
      for (long b = s.pieces(color, BISHOP); b != 0; b &= b - 1) {
        long reach = Attacks.bishop(Long.numberOfTrailingZeros(b), occupied);
        int table = ParameterLayout.MOBILITY[1] + 2 * Long.bitCount(reach & area);
        mg += w[table];
        eg += w[table + 1];
        attackKingZone(s, w, them, reach, 1);
      }
      for (long b = s.pieces(color, ROOK); b != 0; b &= b - 1) {
        long reach = Attacks.rook(Long.numberOfTrailingZeros(b), occupied);
        int table = ParameterLayout.MOBILITY[2] + 2 * Long.bitCount(reach & area);
        mg += w[table];
        eg += w[table + 1];
        attackKingZone(s, w, them, reach, 2);
      }
      for (long b = s.pieces(color, QUEEN); b != 0; b &= b - 1) {
        long reach = Attacks.queen(Long.numberOfTrailingZeros(b), occupied);
        int table = ParameterLayout.MOBILITY[3] + 2 * Long.bitCount(reach & area);
        mg += w[table];
        eg += w[table + 1];
        attackKingZone(s, w, them, reach, 3);
      }
      s.add(EvalTerm.MOBILITY, color, mg, eg);
    }
  }

  /**
   * Records a piece's attacks on the zone of {@code defender}'s king.
   *
   * @param piece 0 knight, 1 bishop, 2 rook, 3 queen
   */
  private static void attackKingZone(EvalState s, int[] w, int defender, long reach, int piece) {
    long zoneAttacks = reach & s.kingZone[defender];
    if (zoneAttacks != 0) {
      int n = Long.bitCount(zoneAttacks);
      int attackers = ParameterLayout.KING_ATTACKERS + 2 * piece;
      int attacks = ParameterLayout.KING_ATTACKS + 2 * piece;
      s.kingAttackers[defender]++;
      s.kingAttacksMg[defender] += w[attackers] + n * w[attacks];
      s.kingAttacksEg[defender] += w[attackers + 1] + n * w[attacks + 1];
    }
  }
}
