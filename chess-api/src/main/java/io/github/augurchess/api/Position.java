package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A read-only view of a chess position. Bitboards are {@code long}s whose bit {@link
 * Square#index()} stands for that square ({@code a1} is bit 0, {@code h8} bit 63).
 *
 * <p>The mutable {@code Board} of {@code chess-movegen} implements this view; code that only reads
 * a position should accept a {@code Position}.
 */
public interface Position {
  /** The piece on a square, or null if the square is empty. */
  @Nullable Piece pieceAt(Square square);

  /** The squares occupied by pieces of this colour. */
  long pieces(Color color);

  /** The squares occupied by pieces of this type, of either colour. */
  long pieces(PieceType type);

  /** The squares occupied by this colour's pieces of this type. */
  default long pieces(Color color, PieceType type) {
    return pieces(color) & pieces(type);
  }

  /** The squares occupied by any piece. */
  default long occupied() {
    return pieces(Color.WHITE) | pieces(Color.BLACK);
  }

  /** The square of this side's king. */
  Square kingSquare(Color color);

  Color sideToMove();

  CastlingRights castlingRights();

  /**
   * The en-passant target square, or null. It is present only when a pawn of the side to move
   * stands ready to capture there, as the Polyglot key and python-chess's default FEN have it.
   */
  @Nullable Square enPassantSquare();

  /** Half-moves since the last capture or pawn move (for the fifty-move rule). */
  int halfmoveClock();

  /** The number of the full move, starting at 1 and incremented after black's move. */
  int fullmoveNumber();

  Variant variant();

  /** The Zobrist key; equal to the Polyglot opening-book key of this position. */
  long zobristKey();

  /** A Zobrist key of the pawns alone (both colours). */
  long pawnKey();

  /** True if the side to move is in check. */
  boolean isCheck();

  /** The position as FEN (X-FEN castling in Chess960). */
  String fen();
}
