package io.github.augurchess.movegen;

import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.NotationException;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;

/** UCI move text: {@code e2e4}, {@code e7e8q}, {@code 0000}, castling in both conventions. */
final class Uci {
  private Uci() {}

  static Move parse(Board board, String text) {
    if (text.equals("0000")) {
      return Move.NULL;
    }
    if (text.length() != 4 && text.length() != 5) {
      throw new NotationException(text, "UCI move", 1, 1, "expected 4 or 5 characters such as e2e4 or e7e8q");
    }
    Square from = Square.fromName(text.substring(0, 2));
    if (from == null) {
      throw new NotationException(text, "UCI move", 1, 1, "\"" + text.substring(0, 2) + "\" is not a square");
    }
    Square to = Square.fromName(text.substring(2, 4));
    if (to == null) {
      throw new NotationException(text, "UCI move", 1, 3, "\"" + text.substring(2, 4) + "\" is not a square");
    }
    PieceType promotion = null;
    if (text.length() == 5) {
      char letter = text.charAt(4);
      promotion = PieceType.fromLetter(letter);
      if (promotion == null || promotion == PieceType.PAWN || promotion == PieceType.KING
          || Character.isUpperCase(letter)) {
        throw new NotationException(text, "UCI move", 1, 5, "'" + letter + "' is not a promotion (n, b, r, q)");
      }
    }
    int code = Move.of(from, to, promotion).code();
    int castling = standardCastling(board, from.ordinal(), to.ordinal());
    if (castling != PackedMove.NONE && promotion == null) {
      code = castling;
    }
    int packed = board.packIfLegal(code);
    if (packed == PackedMove.NONE) {
      throw new IllegalMoveException(text, board.fen(), "not a legal move in this position");
    }
    return PackedMove.toMove(packed);
  }

  /**
   * In standard chess, the king's two-square move from the e-file names castling; returns the
   * king-takes-rook code, or {@link PackedMove#NONE}.
   */
  static int standardCastling(Board board, int from, int to) {
    if (board.variant() != Variant.STANDARD || board.mailbox[from] != board.sideToMove * 6 + Board.KING) {
      return PackedMove.NONE;
    }
    int backRank = board.sideToMove * 56;
    if (from != backRank + 4 || (to != backRank + 6 && to != backRank + 2)) {
      return PackedMove.NONE;
    }
    int slot = board.sideToMove * 2 + (to == backRank + 2 ? 1 : 0);
    if ((board.castling & (1 << slot)) == 0) {
      return PackedMove.NONE;
    }
    return PackedMove.of(from, board.castlingRookSquare[slot]);
  }

  static String write(Board board, Move move) {
    if (board.variant() == Variant.STANDARD && isCastling(board, move)) {
      int from = move.from().ordinal();
      boolean queenside = move.to().ordinal() < from;
      return move.from().algebraic() + Square.ofIndex((from & 56) + (queenside ? 2 : 6)).algebraic();
    }
    return move.toString();
  }

  /** A move of the side to move's king onto its own rook is castling. */
  static boolean isCastling(Board board, Move move) {
    int from = move.from().ordinal();
    int to = move.to().ordinal();
    int us = board.sideToMove;
    return board.mailbox[from] == us * 6 + Board.KING && board.mailbox[to] == us * 6 + Board.ROOK;
  }
}
