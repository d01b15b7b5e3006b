package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.KNIGHT;
import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;
import static io.github.augurchess.eval.EvalState.ROOK;

import io.github.augurchess.movegen.Bitboards;

/**
 * The material phase, and how far the endgame score is scaled towards a draw.
 *
 * <ul>
 *   <li>Insufficient material (bare kings, a lone minor piece, or only bishops all on one square
 *       colour): the score is exactly 0.
 *   <li>Opposite-coloured bishops, one each: {@code scale.opposite_bishops} with only pawns
 *       besides, {@code scale.opposite_bishops_with_pieces} with other pieces.
 *   <li>The stronger side (by the endgame score) has no pawns and is at most a minor piece up
 *       (counting knight and bishop 3, rook 5, queen 9): {@code scale.no_pawns_minor_up}.
 *   <li>The stronger side has pawns all on the a or all on the h file and no pieces but bishops
 *       (or none) not of the colour of the promotion square, and the weaker side, without pieces,
 *       has its king on that square or next to it: {@code scale.rook_pawn_corner}, since the king
 *       cannot be driven out of the corner.
 *   <li>Two knights and the king against the bare king: {@code scale.two_knights}, since no mate
 *       can be forced.
 * </ul>
 *
 * Scale factors are in 64ths of the endgame score; where several apply, the smallest wins.
 */
final class DrawScaling {
  private DrawScaling() {}

  /** Piece counts for comparing material, independent of the tunable piece values. */
  private static final int[] UNITS = {0, 3, 3, 5, 9, 0};
  static final int MINOR_UNITS = 3;

  /** The phase of the full starting material under these weights. */
  static int maxPhase(int[] w) {
    return 4 * w[ParameterLayout.PHASE] + 4 * w[ParameterLayout.PHASE + 1]
        + 4 * w[ParameterLayout.PHASE + 2] + 2 * w[ParameterLayout.PHASE + 3];
  }

  /** Runs after every term, since it needs their sum to tell the stronger side. */
  static void evaluate(EvalState s, int[] w, int maxPhase) {
    int phase = 0;
    for (int type = KNIGHT; type <= QUEEN; type++) {
      phase += Long.bitCount(s.pieces(0, type) | s.pieces(1, type)) * w[ParameterLayout.PHASE + type - 1];
    }
    s.maxPhase = maxPhase;
    s.phase = Math.min(phase, maxPhase);
    s.insufficientMaterial = isInsufficientMaterial(s);
    s.scale = s.insufficientMaterial ? 0 : scale(s, w, s.totalEg() >= 0 ? 0 : 1);
  }

  /** No side can ever mate: no pawns, rooks or queens, and one minor at most or bishops of one colour. */
  static boolean isInsufficientMaterial(EvalState s) {
    long heavyOrPawns = s.pieces(0, PAWN) | s.pieces(1, PAWN) | s.pieces(0, ROOK) | s.pieces(1, ROOK)
        | s.pieces(0, QUEEN) | s.pieces(1, QUEEN);
    if (heavyOrPawns != 0) {
      return false;
    }
    long knights = s.pieces(0, KNIGHT) | s.pieces(1, KNIGHT);
    long bishops = s.pieces(0, BISHOP) | s.pieces(1, BISHOP);
    if (Long.bitCount(knights | bishops) <= 1) {
      return true;
    }
    return knights == 0
        && ((bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0);
  }

  private static int scale(EvalState s, int[] w, int strong) {
    int weak = strong ^ 1;
    int scale = ParameterLayout.SCALE_ONE;
    long whiteBishops = s.pieces(0, BISHOP);
    long blackBishops = s.pieces(1, BISHOP);
    // One bishop each, on squares of both colours, as one product of 0s and 1s: the chain of tests
    // it replaces began with one (does white have a single bishop?) taken at random.
    long bishops = whiteBishops | blackBishops;
    int oppositeBishops = single(whiteBishops) & single(blackBishops)
        & Bitboards.nonEmpty(bishops & Bitboards.DARK_SQUARES) & Bitboards.nonEmpty(bishops & Bitboards.LIGHT_SQUARES);
    if (oppositeBishops != 0) {
      boolean onlyBishops = units(s, 0) == MINOR_UNITS && units(s, 1) == MINOR_UNITS;
      scale = onlyBishops
          ? w[ParameterLayout.SCALE_OPPOSITE_BISHOPS]
          : w[ParameterLayout.SCALE_OPPOSITE_BISHOPS_WITH_PIECES];
    }
    if (s.pieces(strong, PAWN) == 0 && units(s, strong) - units(s, weak) <= MINOR_UNITS) {
      scale = Math.min(scale, w[ParameterLayout.SCALE_NO_PAWNS_MINOR_UP]);
    }
    if (isTwoKnightsAgainstBareKing(s, strong)) {
      scale = Math.min(scale, w[ParameterLayout.SCALE_TWO_KNIGHTS]);
    }
    if (isRookPawnCornerDraw(s, strong)) {
      scale = Math.min(scale, w[ParameterLayout.SCALE_ROOK_PAWN_CORNER]);
    }
    return scale;
  }

  /**
   * Rook pawns, with the wrong bishop or none, against a king in the corner (the weaker side may
   * have pawns, not pieces).
   */
  private static boolean isRookPawnCornerDraw(EvalState s, int strong) {
    int weak = strong ^ 1;
    long pawns = s.pieces(strong, PAWN);
    long bishops = s.pieces(strong, BISHOP);
    long otherPieces = s.pieces(strong, KNIGHT) | s.pieces(strong, ROOK) | s.pieces(strong, QUEEN);
    if (pawns == 0 || otherPieces != 0 || units(s, weak) != 0) {
      return false;
    }
    int file;
    if ((pawns & ~Bitboards.FILE_A) == 0) {
      file = 0;
    } else if ((pawns & ~Bitboards.FILE_H) == 0) {
      file = 7;
    } else {
      return false;
    }
    int promotion = Bitboards.relativeSquare(strong, 56 + file);
    long promotionColour = (Bitboards.bit(promotion) & Bitboards.DARK_SQUARES) != 0
        ? Bitboards.DARK_SQUARES : Bitboards.LIGHT_SQUARES;
    return (bishops & promotionColour) == 0 && Bitboards.distance(s.king[weak], promotion) <= 1;
  }

  /**
   * Two knights and the king against the bare king: no mate can be forced (the weaker side can
   * always avoid the squares where one exists), although one is possible, so the material is not
   * insufficient.
   */
  private static boolean isTwoKnightsAgainstBareKing(EvalState s, int strong) {
    int weak = strong ^ 1;
    return s.pieces(strong, PAWN) == 0 && s.pieces(weak, PAWN) == 0 && units(s, weak) == 0
        && units(s, strong) == 2 * MINOR_UNITS && Long.bitCount(s.pieces(strong, KNIGHT)) == 2;
  }

  /** 1 if {@code b} has exactly one square, else 0. */
  private static int single(long b) {
    return Bitboards.nonEmpty(b) & Bitboards.isEmpty(b & (b - 1));
  }

  /** The non-pawn material of a side in units (knight and bishop 3, rook 5, queen 9). */
  static int units(EvalState s, int color) {
    int units = 0;
    for (int type = KNIGHT; type <= QUEEN; type++) {
      units += Long.bitCount(s.pieces(color, type)) * UNITS[type];
    }
    return units;
  }
}
