package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.KNIGHT;
import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Bitboards;

/**
 * Mating technique for endings that the rest of the evaluation sees only as a material lead:
 * where one side has no pawns and is behind by at least four units of pieces (knight and bishop 3,
 * rook 5, queen 9: queen against rook, or mating material against a bare king), the other side
 * earns, in the endgame,
 *
 * <ul>
 *   <li>{@code mating.edge} per step of the weaker king from the centre (0 on d4, e4, d5 and e5; 6
 *       in a corner), since a king is mated only on the edge;
 *   <li>{@code mating.kings_close} per step the kings stand closer than 7 apart, since the
 *       stronger king must help;
 *   <li>with bishop and knight alone against the bare king, instead of {@code mating.edge}, {@code
 *       mating.bishop_corner} per step of the weaker king away from the long diagonal of the colour
 *       the bishop does not have (0 on it, 7 in a corner of the bishop's colour, the only corners
 *       where that mate can be forced). The steps must be worth much more than the other terms'
 *       ups and downs, or the search sees no way through the dozens of moves of the mate; the
 *       measure is Stockfish's, and the centre distance would pull the other way along the edge
 *       next to the wrong corner.
 * </ul>
 *
 * <p>Without these the search sees no progress in such an ending for dozens of moves, and games
 * against Stockfish were drawn by the fifty-move rule with bishop and knight, and with queen
 * against rook, a piece or more up. The gate, one side without pawns, is a branch the middlegame
 * always takes the same way.
 */
final class MatingDrive {
  private MatingDrive() {}

  /** The lead in units (knight and bishop 3, rook 5, queen 9) from which the drive applies. */
  static final int MIN_LEAD = 4;

  /** @param w the weights */
  static void evaluate(EvalState s, int[] w) {
    for (int weak = 0; weak < 2; weak++) {
      if (s.pieces(weak, PAWN) != 0) {
        continue;
      }
      int strong = weak ^ 1;
      int weakUnits = DrawScaling.units(s, weak);
      int strongUnits = DrawScaling.units(s, strong);
      if (strongUnits - weakUnits < MIN_LEAD) {
        continue;
      }
      int weakKing = s.king[weak];
      int close = 7 - Bitboards.distance(weakKing, s.king[strong]);
      int edge = 0;
      int corner = 0;
      long bishops = s.pieces(strong, BISHOP);
      if (weakUnits == 0 && s.pieces(strong, PAWN) == 0 && strongUnits == 2 * DrawScaling.MINOR_UNITS
          && Long.bitCount(bishops) == 1 && Long.bitCount(s.pieces(strong, KNIGHT)) == 1) {
        corner = Bitboards.cornerSteps(weakKing, (bishops & Bitboards.DARK_SQUARES) != 0);
      } else {
        edge = Bitboards.centreDistance(weakKing);
      }
      int score = edge * w[ParameterLayout.MATING_EDGE]
          + close * w[ParameterLayout.MATING_KINGS_CLOSE]
          + corner * w[ParameterLayout.MATING_BISHOP_CORNER];
      s.add(EvalTerm.MATING_DRIVE, strong, 0, score);
      if (s.recording) {
        s.count(strong, ParameterLayout.MATING_EDGE, edge);
        s.count(strong, ParameterLayout.MATING_KINGS_CLOSE, close);
        s.count(strong, ParameterLayout.MATING_BISHOP_CORNER, corner);
      }
    }
  }
}
