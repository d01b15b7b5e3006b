package io.github.augurchess.movegen;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Variant;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Moves as the XBoard protocol (CECP) writes them: coordinates ({@code e2e4}, {@code e7e8q}),
 * castling as the king's two-square move in standard chess, and in Chess960 {@code O-O} and
 * {@code O-O-O}. Both sides of the protocol use it: an engine reading its GUI and a client
 * reading its engine.
 *
 * <pre>{@code
 * Board board = Fen.parse("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", Variant.CHESS960);
 * Move castle = XBoardNotation.parse(board, "O-O");   // also read as b1h1 and b1g1
 * XBoardNotation.write(board, castle);                // "O-O"
 * }</pre>
 */
public final class XBoardNotation {
  private XBoardNotation() {}

  /**
   * A move as XBoard writes it: coordinates, castling as the king's two-square move in standard
   * chess, and in Chess960 {@code O-O}/{@code O-O-O}, the king taking its own rook, or the king's
   * destination when that is not an ordinary king move.
   *
   * @throws ChessException if the text is no move or no legal move here
   */
  public static Move parse(Board board, String text) {
    if (text.startsWith("O-O") || text.startsWith("0-0")) {
      return board.parseSan(text, SanMode.LENIENT);
    }
    try {
      return board.parseUci(text);
    } catch (ChessException e) {
      Move castling = castlingByKingDestination(board, text);
      if (castling == null) {
        throw e;
      }
      return castling;
    }
  }

  /** A move as XBoard writes it: coordinates, with {@code O-O}/{@code O-O-O} for castling in Chess960. */
  public static String write(Board board, Move move) {
    if (board.variant() == Variant.CHESS960 && isCastling(board, move)) {
      return move.to().ordinal() > move.from().ordinal() ? "O-O" : "O-O-O";
    }
    return board.uci(move);
  }

  /** The Chess960 castling whose king lands where {@code text} (from-to) moves it, or null. */
  private static @Nullable Move castlingByKingDestination(Board board, String text) {
    if (board.variant() != Variant.CHESS960 || text.length() != 4) {
      return null;
    }
    for (Move move : board.legalMoves()) {
      if (isCastling(board, move)) {
        String kingDestination = (move.to().ordinal() > move.from().ordinal() ? "g" : "c") + text.charAt(1);
        if (text.equals(move.from().algebraic() + kingDestination)) {
          return move;
        }
      }
    }
    return null;
  }

  /** A move of the king onto its own rook, as castling is encoded. */
  private static boolean isCastling(Board board, Move move) {
    Piece mover = board.pieceAt(move.from());
    Piece target = board.pieceAt(move.to());
    return mover != null && target != null && mover.type() == PieceType.KING && target.type() == PieceType.ROOK
        && mover.color() == target.color();
  }
}
