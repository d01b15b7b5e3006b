package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.BISHOP;
import static io.github.augurchess.eval.EvalState.KNIGHT;
import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Attacks;
import io.github.augurchess.movegen.Bitboards;

/**
 * Where the minor pieces and the king stand against the pawns and each other:
 *
 * <ul>
 *   <li>{@code bishop.pawns_on_colour}: per bishop, the pawns of its own side on squares of its
 *       colour, which block it and leave the other colour's squares to the enemy;
 *   <li>{@code bishop.long_diagonal}: a bishop that sees two centre squares past the pawns,
 *       which on a long diagonal is hard to block;
 *   <li>{@code bishop.xray_pawns}: per bishop, the enemy pawns on its diagonals on an empty board,
 *       targets it bears on and blockers it will meet;
 *   <li>{@code minor.behind_pawn}: a knight or bishop with a pawn of either side just in front,
 *       which shields it from frontal attack by rooks and queens;
 *   <li>{@code minor.king_distance}: per knight or bishop, its king distance to its own king, as
 *       pieces far from the king neither defend it nor are guarded by it;
 *   <li>{@code king.pawn_distance}: the king's distance to the nearest pawn of its side (none
 *       without pawns), which matters most in the endgame, where the king must guard them.
 * </ul>
 */
final class PiecePlacement {
  private PiecePlacement() {}

  /** d4, e4, d5 and e5. */
  private static final long CENTRE = 0x0000001818000000L;

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    long allPawns = s.pieces(0, PAWN) | s.pieces(1, PAWN);
    for (int color = 0; color < 2; color++) {
      long ownPawns = s.pieces(color, PAWN);
      int king = s.king[color];
      long bishops = s.pieces(color, BISHOP);
      long minors = s.pieces(color, KNIGHT) | bishops;
      long dark = Bitboards.DARK_SQUARES;
      long light = Bitboards.LIGHT_SQUARES;
      int pawnsOnColour = Long.bitCount(bishops & dark) * Long.bitCount(ownPawns & dark)
          + Long.bitCount(bishops & light) * Long.bitCount(ownPawns & light);
      long enemyPawns = s.pieces(color ^ 1, PAWN);
      int longDiagonal = 0;
      int xrayPawns = 0;
      for (long b = bishops; b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        // Two centre squares of one colour share only their long diagonal, so only a bishop there
        // can see two; looked up for every bishop all the same, as testing the square first was a
        // branch taken at random.
        long seen = Attacks.bishop(square, allPawns) & CENTRE;
        longDiagonal += Bitboards.nonEmpty(seen & (seen - 1));
        xrayPawns += Long.bitCount(Attacks.bishopOnEmptyBoard(square) & enemyPawns);
      }
      // The squares just behind a pawn, as this side looks at the board.
      int behindPawn = Long.bitCount(minors & Bitboards.forward(color ^ 1, allPawns));
      int kingDistance = Bitboards.distanceSum(king, minors);
      int pawnDistance = ownPawns == 0 ? 0 : Bitboards.nearestDistance(king, ownPawns);
      long score = pawnsOnColour * pw[ParameterLayout.BISHOP_PAWNS_ON_COLOUR]
          + longDiagonal * pw[ParameterLayout.BISHOP_LONG_DIAGONAL]
          + xrayPawns * pw[ParameterLayout.BISHOP_XRAY_PAWNS]
          + behindPawn * pw[ParameterLayout.MINOR_BEHIND_PAWN]
          + kingDistance * pw[ParameterLayout.MINOR_KING_DISTANCE]
          + pawnDistance * pw[ParameterLayout.KING_PAWN_DISTANCE];
      if (s.recording) {
        s.countPair(color, ParameterLayout.BISHOP_PAWNS_ON_COLOUR, pawnsOnColour);
        s.countPair(color, ParameterLayout.BISHOP_LONG_DIAGONAL, longDiagonal);
        s.countPair(color, ParameterLayout.BISHOP_XRAY_PAWNS, xrayPawns);
        s.countPair(color, ParameterLayout.MINOR_BEHIND_PAWN, behindPawn);
        s.countPair(color, ParameterLayout.MINOR_KING_DISTANCE, kingDistance);
        s.countPair(color, ParameterLayout.KING_PAWN_DISTANCE, pawnDistance);
      }
      s.add(EvalTerm.PIECE_PLACEMENT, color, score);
    }
  }
}
