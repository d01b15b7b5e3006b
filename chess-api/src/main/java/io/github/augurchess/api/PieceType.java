package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/** The six kinds of piece, ordered from pawn to king (the ordinal is the internal index). */
public enum PieceType {
  PAWN('p'),
  KNIGHT('n'),
  BISHOP('b'),
  ROOK('r'),
  QUEEN('q'),
  KING('k');

  private static final PieceType[] VALUES = values();

  private final char letter;

  PieceType(char letter) {
    this.letter = letter;
  }

  /** The lower-case letter of this type: {@code 'p', 'n', 'b', 'r', 'q', 'k'}. */
  public char letter() {
    return letter;
  }

  /** The upper-case letter SAN uses for this type ({@code 'N'} for a knight). */
  public char sanLetter() {
    return Character.toUpperCase(letter);
  }

  /** The type with this ordinal. */
  public static PieceType ofIndex(int index) {
    return VALUES[index];
  }

  /**
   * The type named by an ASCII letter of either case, or null if the letter names none. Only
   * ASCII counts: {@code Character.toLowerCase} would read the Kelvin sign (U+212A) as {@code k}.
   */
  public static @Nullable PieceType fromLetter(char c) {
    switch (c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c) {
      case 'p':
        return PAWN;
      case 'n':
        return KNIGHT;
      case 'b':
        return BISHOP;
      case 'r':
        return ROOK;
      case 'q':
        return QUEEN;
      case 'k':
        return KING;
      default:
        return null;
    }
  }
}
