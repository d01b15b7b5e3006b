package io.github.augurchess.api;

/** The two sides. {@code WHITE.ordinal() == 0} and {@code BLACK.ordinal() == 1}. */
public enum Color {
  /** White, who moves first; FEN letter {@code w}. */
  WHITE('w'),
  /** Black; FEN letter {@code b}. */
  BLACK('b');

  private final char fenChar;

  Color(char fenChar) {
    this.fenChar = fenChar;
  }

  /** The other side. */
  public Color opposite() {
    return this == WHITE ? BLACK : WHITE;
  }

  /** {@code 'w'} or {@code 'b'}, as in FEN's side-to-move field. */
  public char fenChar() {
    return fenChar;
  }

  /** The side with this index: 0 is white, 1 is black. */
  public static Color ofIndex(int index) {
    return index == 0 ? WHITE : BLACK;
  }
}
