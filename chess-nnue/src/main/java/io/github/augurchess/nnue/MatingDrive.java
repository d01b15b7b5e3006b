package io.github.augurchess.nnue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.movegen.Bitboards;

/**
 * Mating technique the network does not learn from self-play, where such endings are too rare: in
 * an ending where one side has no pawns and is behind by at least four units of pieces (knight and
 * bishop 3, rook 5, queen 9: queen against rook, or mating material against a bare king), the
 * stronger side earns a bonus for driving the weaker king to the edge and bringing its own king
 * close, and with bishop and knight alone, for driving it to a corner of the bishop's colour, the
 * only corners where that mate can be forced. Without it the engine, a piece or more up, let such
 * endings run into the fifty-move rule: the network's score barely changes from one king step to
 * the next, so the search sees no progress. Stockfish, too, evaluates these endings by rule rather
 * than by its network.
 *
 * <p>The steps are worth more than the network's own ups and downs in these endings, or the search
 * does not find its way through the dozens of moves of the mate.
 */
final class MatingDrive {
  /** The lead in units from which the drive applies. */
  static final int MIN_LEAD = 4;
  /** Centipawns per step of the weaker king away from the centre (0 to 6 steps). */
  static final int EDGE = 20;
  /** Centipawns per step the kings stand closer than 7 apart. */
  static final int KINGS_CLOSE = 10;
  /** Centipawns per step of the bare king towards a corner of the bishop's colour (0 to 7 steps). */
  static final int BISHOP_CORNER = 100;

  private static final int MINOR = 3;
  private static final int ROOK = 5;
  private static final int QUEEN = 9;

  private MatingDrive() {}

  /** The drive's score for White, in centipawns: 0 unless the ending calls for it. */
  static int forWhite(Position position) {
    long pawns = position.pieces(PieceType.PAWN);
    if ((position.pieces(Color.WHITE) & pawns) != 0 && (position.pieces(Color.BLACK) & pawns) != 0) {
      return 0;
    }
    int whiteUnits = units(position, Color.WHITE);
    int blackUnits = units(position, Color.BLACK);
    if (whiteUnits - blackUnits >= MIN_LEAD && (position.pieces(Color.BLACK) & pawns) == 0) {
      return drive(position, Color.WHITE, whiteUnits, blackUnits);
    }
    if (blackUnits - whiteUnits >= MIN_LEAD && (position.pieces(Color.WHITE) & pawns) == 0) {
      return -drive(position, Color.BLACK, blackUnits, whiteUnits);
    }
    return 0;
  }

  private static int drive(Position position, Color strong, int strongUnits, int weakUnits) {
    Color weak = strong == Color.WHITE ? Color.BLACK : Color.WHITE;
    int weakKing = Long.numberOfTrailingZeros(position.pieces(weak, PieceType.KING));
    int strongKing = Long.numberOfTrailingZeros(position.pieces(strong, PieceType.KING));
    int score = KINGS_CLOSE * (7 - Bitboards.distance(weakKing, strongKing));
    long bishops = position.pieces(strong, PieceType.BISHOP);
    if (weakUnits == 0 && strongUnits == 2 * MINOR && position.pieces(strong, PieceType.PAWN) == 0
        && Long.bitCount(bishops) == 1 && Long.bitCount(position.pieces(strong, PieceType.KNIGHT)) == 1) {
      return score + BISHOP_CORNER * Bitboards.cornerSteps(weakKing, (bishops & Bitboards.DARK_SQUARES) != 0);
    }
    return score + EDGE * Bitboards.centreDistance(weakKing);
  }

  private static int units(Position position, Color color) {
    long pieces = position.pieces(color);
    return MINOR * Long.bitCount(pieces & (position.pieces(PieceType.KNIGHT) | position.pieces(PieceType.BISHOP)))
        + ROOK * Long.bitCount(pieces & position.pieces(PieceType.ROOK))
        + QUEEN * Long.bitCount(pieces & position.pieces(PieceType.QUEEN));
  }
}
