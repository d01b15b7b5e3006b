package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A coloured piece. The ordinal is {@code color.ordinal() * 6 + type.ordinal()}, so white pieces
 * come first, each colour ordered pawn to king.
 */
public enum Piece {
  WHITE_PAWN(Color.WHITE, PieceType.PAWN),
  WHITE_KNIGHT(Color.WHITE, PieceType.KNIGHT),
  /** A white bishop. */
  WHITE_BISHOP(Color.WHITE, PieceType.BISHOP),
  WHITE_ROOK(Color.WHITE, PieceType.ROOK),
  WHITE_QUEEN(Color.WHITE, PieceType.QUEEN),
  /** A white king. */
  WHITE_KING(Color.WHITE, PieceType.KING),
  /** A black pawn. */
  BLACK_PAWN(Color.BLACK, PieceType.PAWN),
  /** A black knight. */
  BLACK_KNIGHT(Color.BLACK, PieceType.KNIGHT),
  /** A black bishop. */
  BLACK_BISHOP(Color.BLACK, PieceType.BISHOP),
  /** A black rook. */
  BLACK_ROOK(Color.BLACK, PieceType.ROOK),
  /** A black queen. */
  BLACK_QUEEN(Color.BLACK, PieceType.QUEEN),
  /** A black king. */
  BLACK_KING(Color.BLACK, PieceType.KING);

  private static final Piece[] VALUES = values();

  private final Color color;
  private final PieceType type;

  Piece(Color color, PieceType type) {
    this.color = color;
    this.type = type;
  }

  /** The piece's colour. */
  public Color color() {
    return color;
  }

  /** The piece's type, without colour. */
  public PieceType type() {
    return type;
  }

  /** The FEN letter: upper case for white, lower case for black. */
  public char fenChar() {
    return color == Color.WHITE ? Character.toUpperCase(type.letter()) : type.letter();
  }

  /** The piece of this colour and type. */
  public static Piece of(Color color, PieceType type) {
    return VALUES[color.ordinal() * 6 + type.ordinal()];
  }

  /** The piece with this ordinal (0 to 11). */
  public static Piece ofIndex(int index) {
    return VALUES[index];
  }

  /** The piece named by a FEN letter ({@code 'K'} is the white king), or null. */
  public static @Nullable Piece fromFenChar(char c) {
    PieceType type = PieceType.fromLetter(c);
    if (type == null) {
      return null;
    }
    return of(c >= 'A' && c <= 'Z' ? Color.WHITE : Color.BLACK, type);
  }
}
