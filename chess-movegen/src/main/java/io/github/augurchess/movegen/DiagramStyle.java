package io.github.augurchess.movegen;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * How {@link Board#diagram(DiagramStyle)} draws a board as text: letters ({@link #ASCII}, FEN's
 * letters, upper case for white, {@code .} for an empty square) or chess symbols ({@link
 * #UNICODE}, {@code ·} for an empty square), optionally with the files and ranks around it, a
 * marker for the side to move, and seen from black's side. A style is an immutable value; each
 * {@code with…} method returns a new one.
 *
 * <pre>{@code
 * System.out.println(board.diagram());   // as python-chess prints a board
 * System.out.println(board.diagram(DiagramStyle.UNICODE.withCoordinates().withSideToMove()));
 * }</pre>
 *
 * <p>The ranks go from the top (rank 8, or rank 1 when flipped) down, one line each, the squares
 * separated by a space. With coordinates each rank line starts with its digit and a last line
 * gives the file letters. The side-to-move marker ({@code *} in ASCII, {@code ●} in Unicode)
 * follows the rank line nearest that side's player: the bottom line for the side the board is
 * seen from, the top line for the other.
 */
public final class DiagramStyle {
  /** FEN letters, no coordinates, no marker, white at the bottom. */
  public static final DiagramStyle ASCII = new DiagramStyle(false, false, false, false);
  /** Chess symbols, no coordinates, no marker, white at the bottom. */
  public static final DiagramStyle UNICODE = new DiagramStyle(true, false, false, false);

  private static final String WHITE_SYMBOLS = "♙♘♗♖♕♔";
  private static final String BLACK_SYMBOLS = "♟♞♝♜♛♚";

  private final boolean unicode;
  private final boolean coordinates;
  private final boolean sideToMove;
  private final boolean flipped;

  private DiagramStyle(boolean unicode, boolean coordinates, boolean sideToMove, boolean flipped) {
    this.unicode = unicode;
    this.coordinates = coordinates;
    this.sideToMove = sideToMove;
    this.flipped = flipped;
  }

  /** This style with rank digits on the left and file letters below. */
  public DiagramStyle withCoordinates() {
    return new DiagramStyle(unicode, true, sideToMove, flipped);
  }

  /** This style with a marker beside the side to move. */
  public DiagramStyle withSideToMove() {
    return new DiagramStyle(unicode, coordinates, true, flipped);
  }

  /** This style seen from black's side: rank 1 at the top, the h-file on the left. */
  public DiagramStyle flipped() {
    return new DiagramStyle(unicode, coordinates, sideToMove, true);
  }

  /** The diagram of a position in this style, lines ended by {@code \n}. */
  public String render(Position position) {
    StringBuilder sb = new StringBuilder(200);
    Color bottom = flipped ? Color.BLACK : Color.WHITE;
    for (int row = 0; row < 8; row++) {
      int rank = flipped ? row : 7 - row;
      if (coordinates) {
        sb.append((char) ('1' + rank)).append(' ');
      }
      for (int column = 0; column < 8; column++) {
        int file = flipped ? 7 - column : column;
        if (column > 0) {
          sb.append(' ');
        }
        sb.append(symbol(position.pieceAt(Square.ofIndex(rank * 8 + file))));
      }
      if (sideToMove) {
        boolean moverRow = position.sideToMove() == bottom ? row == 7 : row == 0;
        if (moverRow) {
          sb.append(' ').append(unicode ? '●' : '*');
        }
      }
      sb.append('\n');
    }
    if (coordinates) {
      sb.append(' ');
      for (int column = 0; column < 8; column++) {
        sb.append(' ').append((char) ('a' + (flipped ? 7 - column : column)));
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private char symbol(@Nullable Piece piece) {
    if (piece == null) {
      return unicode ? '·' : '.';
    }
    if (!unicode) {
      return piece.fenChar();
    }
    String symbols = piece.color() == Color.WHITE ? WHITE_SYMBOLS : BLACK_SYMBOLS;
    return symbols.charAt(piece.type().ordinal());
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof DiagramStyle)) {
      return false;
    }
    DiagramStyle s = (DiagramStyle) o;
    return unicode == s.unicode && coordinates == s.coordinates && sideToMove == s.sideToMove
        && flipped == s.flipped;
  }

  @Override
  public int hashCode() {
    return (unicode ? 1 : 0) | (coordinates ? 2 : 0) | (sideToMove ? 4 : 0) | (flipped ? 8 : 0);
  }

  @Override
  public String toString() {
    return "DiagramStyle[" + (unicode ? "unicode" : "ascii") + (coordinates ? ", coordinates" : "")
        + (sideToMove ? ", side to move" : "") + (flipped ? ", flipped" : "") + "]";
  }
}
