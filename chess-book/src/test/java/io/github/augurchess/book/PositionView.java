package io.github.augurchess.book;

import io.github.augurchess.api.CastlingRights;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;

/** A {@link Position} that is not a {@link Board}: every call forwarded to a board. */
record PositionView(Board board) implements Position {
  static Position of(Board board) {
    return new PositionView(board);
  }

  public Piece pieceAt(Square square) {
    return board.pieceAt(square);
  }

  public long pieces(Color color) {
    return board.pieces(color);
  }

  public long pieces(PieceType type) {
    return board.pieces(type);
  }

  public Square kingSquare(Color color) {
    return board.kingSquare(color);
  }

  public Color sideToMove() {
    return board.sideToMove();
  }

  public CastlingRights castlingRights() {
    return board.castlingRights();
  }

  public Square enPassantSquare() {
    return board.enPassantSquare();
  }

  public int halfmoveClock() {
    return board.halfmoveClock();
  }

  public int fullmoveNumber() {
    return board.fullmoveNumber();
  }

  public Variant variant() {
    return board.variant();
  }

  public long zobristKey() {
    return board.zobristKey();
  }

  public long pawnKey() {
    return board.pawnKey();
  }

  public boolean isCheck() {
    return board.isCheck();
  }

  public String fen() {
    return board.fen();
  }
}
