package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Bitboards;

/**
 * Doubled, isolated, backward and connected pawns. These depend on the pawns alone, so their
 * scores are kept in the pawn hash table.
 *
 * <ul>
 *   <li>doubled: another pawn of the same colour stands ahead on the file (the rear one pays);
 *   <li>isolated: no pawn of the same colour on either file beside it;
 *   <li>backward: not isolated, no pawn of its colour beside or behind it on the files beside it
 *       (none can come to defend it), and an enemy pawn guards the square in front of it;
 *   <li>connected, by rank: a pawn of the same colour beside it on its rank (phalanx), and one
 *       defending it (supported); both can apply.
 * </ul>
 */
final class PawnStructure {
  private PawnStructure() {}

  static void evaluate(EvalState s, int[] w) {
    for (int color = 0; color < 2; color++) {
      long pawns = s.pieces(color, PAWN);
      long enemyPawnAttacks = s.pawnAttacks[color ^ 1];
      int doubled = 0;
      int isolated = 0;
      int backward = 0;
      long ownPawnAttacks = s.pawnAttacks[color];
      int connectedMg = 0;
      int connectedEg = 0;
      for (long b = pawns; b != 0; b &= b - 1) {
        int sq = Long.numberOfTrailingZeros(b);
        long adjacent = Bitboards.adjacentFiles(sq & 7);
        if ((Bitboards.forwardFile(color, sq) & pawns) != 0) {
          doubled++;
        }
        if ((adjacent & pawns) == 0) {
          isolated++;
        } else if ((adjacent & pawns & Bitboards.ranksAtOrBehind(color, sq >>> 3)) == 0
            && (Bitboards.forward(color, Bitboards.bit(sq)) & enemyPawnAttacks) != 0) {
          backward++;
        }
        long bit = Bitboards.bit(sq);
        int rank = 2 * (Bitboards.relativeRank(color, sq) - 1);
        if ((adjacent & Bitboards.rankMask(sq >>> 3) & pawns) != 0) {
          connectedMg += w[ParameterLayout.PHALANX + rank];
          connectedEg += w[ParameterLayout.PHALANX + rank + 1];
          if (s.recording) {
            s.countPair(color, ParameterLayout.PHALANX + rank, 1);
          }
        }
        if ((ownPawnAttacks & bit) != 0) {
          connectedMg += w[ParameterLayout.SUPPORTED + rank];
          connectedEg += w[ParameterLayout.SUPPORTED + rank + 1];
          if (s.recording) {
            s.countPair(color, ParameterLayout.SUPPORTED + rank, 1);
          }
        }
      }
      s.add(EvalTerm.CONNECTED_PAWNS, color, connectedMg, connectedEg);
      s.add(EvalTerm.DOUBLED_PAWNS, color,
          doubled * w[ParameterLayout.DOUBLED], doubled * w[ParameterLayout.DOUBLED + 1]);
      s.add(EvalTerm.ISOLATED_PAWNS, color,
          isolated * w[ParameterLayout.ISOLATED], isolated * w[ParameterLayout.ISOLATED + 1]);
      s.add(EvalTerm.BACKWARD_PAWNS, color,
          backward * w[ParameterLayout.BACKWARD], backward * w[ParameterLayout.BACKWARD + 1]);
      if (s.recording) {
        s.countPair(color, ParameterLayout.DOUBLED, doubled);
        s.countPair(color, ParameterLayout.ISOLATED, isolated);
        s.countPair(color, ParameterLayout.BACKWARD, backward);
      }
    }
  }
}
