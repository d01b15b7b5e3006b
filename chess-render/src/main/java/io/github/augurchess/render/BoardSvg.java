package io.github.augurchess.render;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A chess position as an SVG document: the board, Augur's own pieces drawn as paths, coordinates,
 * the last move, a king in check, highlighted squares and arrows. The same settings give the same
 * bytes on every run and every JVM; the document is well-formed XML that browsers show as is.
 *
 * <pre>{@code
 * String svg = BoardSvg.of(board)
 *     .size(360)
 *     .flipped(true)
 *     .lastMove(Move.of(Square.E2, Square.E4))
 *     .arrow(Arrow.of(Square.G1, Square.F3))
 *     .highlight(Square.D5, "#ff0000")
 *     .toSvg();
 * Files.writeString(Path.of("board.svg"), svg);
 * }</pre>
 *
 * <p>A {@code BoardSvg} is a mutable set of settings for one picture, not meant to be shared
 * between threads; the position is read when {@link #toSvg()} is called.
 */
public final class BoardSvg {
  /** The side of a square in the document's own units. */
  static final int SQUARE = 45;

  /** The width of the frame that holds the coordinates, in the same units. */
  static final int MARGIN = 20;

  /** The default picture size in pixels. */
  public static final int DEFAULT_SIZE = 400;

  /** The largest picture size accepted. */
  public static final int MAX_SIZE = 10_000;

  private static final String WHITE_FILL = "#ffffff";
  private static final String BLACK_FILL = "#262626";
  private static final String OUTLINE = "#000000";

  private final Position position;
  private int size = DEFAULT_SIZE;
  private boolean flipped;
  private boolean coordinates = true;
  private boolean markCheck = true;
  private BoardColors colors = BoardColors.DEFAULT;
  private @Nullable Move lastMove;
  private final Map<Square, String> highlights = new LinkedHashMap<>();
  private final List<Arrow> arrows = new ArrayList<>();
  /** Set only while {@link #toSvgElement} writes. */
  private String idPrefix = "";

  private BoardSvg(Position position) {
    this.position = position;
  }

  /** A picture of the position with White at the bottom, coordinates, the default colours and size. */
  public static BoardSvg of(Position position) {
    return new BoardSvg(position);
  }

  /**
   * The picture's width and height in pixels.
   *
   * @throws IllegalArgumentException unless 1 to {@link #MAX_SIZE}
   */
  public BoardSvg size(int pixels) {
    if (pixels < 1 || pixels > MAX_SIZE) {
      throw new IllegalArgumentException("size must be 1 to " + MAX_SIZE + " pixels: " + pixels);
    }
    this.size = pixels;
    return this;
  }

  /** Black at the bottom when true. */
  public BoardSvg flipped(boolean blackAtBottom) {
    this.flipped = blackAtBottom;
    return this;
  }

  /** The side shown at the bottom. */
  public BoardSvg orientation(Color bottom) {
    return flipped(bottom == Color.BLACK);
  }

  /** File letters and rank digits in a frame around the board (on by default). */
  public BoardSvg coordinates(boolean shown) {
    this.coordinates = shown;
    return this;
  }

  /** A red glow under the king of the side to move when it is in check (on by default). */
  public BoardSvg markCheck(boolean marked) {
    this.markCheck = marked;
    return this;
  }

  /** The board's colours. */
  public BoardSvg colors(BoardColors boardColors) {
    this.colors = boardColors;
    return this;
  }

  /** The move that led to the position: its two squares are tinted. Null for none. */
  public BoardSvg lastMove(@Nullable Move move) {
    this.lastMove = move == null || move.isNull() ? null : move;
    return this;
  }

  /**
   * Tints a square with a colour at half opacity; a later call for the same square replaces the
   * colour.
   *
   * @throws IllegalArgumentException for a colour that is not {@code #rgb}, {@code #rrggbb} or a name
   */
  public BoardSvg highlight(Square square, String color) {
    highlights.put(square, SvgColors.check("highlight colour", color));
    return this;
  }

  /** Draws an arrow over the pieces; arrows are drawn in the order added. */
  public BoardSvg arrow(Arrow arrow) {
    arrows.add(arrow);
    return this;
  }

  /** Draws arrows over the pieces, in order. */
  public BoardSvg arrows(List<Arrow> more) {
    arrows.addAll(more);
    return this;
  }

  /** The SVG document, beginning with an XML declaration. */
  public String toSvg() {
    StringBuilder out = new StringBuilder(16_384);
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    appendSvgElement(out);
    return out.toString();
  }

  /**
   * The {@code <svg>} element alone, without the XML declaration, to put inside an HTML page. The
   * ids of its definitions are prefixed so that several boards can share a page.
   *
   * @param idPrefix letters, digits and hyphens that start every id in the element
   * @throws IllegalArgumentException for a prefix with other characters
   */
  public String toSvgElement(String idPrefix) {
    if (!idPrefix.matches("[A-Za-z0-9-]*")) {
      throw new IllegalArgumentException("id prefix must be letters, digits and hyphens: \""
          + (idPrefix.length() > 80 ? idPrefix.substring(0, 80) + "..." : idPrefix) + "\"");
    }
    StringBuilder out = new StringBuilder(16_384);
    this.idPrefix = idPrefix;
    try {
      appendSvgElement(out);
    } finally {
      this.idPrefix = "";
    }
    return out.toString();
  }


  private void appendSvgElement(StringBuilder out) {
    int margin = coordinates ? MARGIN : 0;
    int extent = 8 * SQUARE + 2 * margin;
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        .append(" version=\"1.1\" width=\"").append(size).append("\" height=\"").append(size)
        .append("\" viewBox=\"0 0 ").append(extent).append(' ').append(extent).append("\">\n");
    out.append("<desc>").append(SvgText.escape(position.fen())).append("</desc>\n");
    appendDefinitions(out);
    if (coordinates) {
      out.append("<rect x=\"0\" y=\"0\" width=\"").append(extent).append("\" height=\"").append(extent)
          .append("\" fill=\"").append(colors.margin()).append("\"/>\n");
    }
    appendSquares(out, margin);
    if (coordinates) {
      appendCoordinates(out, margin);
    }
    appendPieces(out, margin);
    for (Arrow arrow : arrows) {
      appendArrow(out, arrow, margin);
    }
    out.append("</svg>\n");
  }

  private void appendDefinitions(StringBuilder out) {
    Set<Piece> present = EnumSet.noneOf(Piece.class);
    for (Square square : Square.values()) {
      Piece piece = position.pieceAt(square);
      if (piece != null) {
        present.add(piece);
      }
    }
    out.append("<defs>\n");
    for (Piece piece : present) {
      boolean white = piece.color() == Color.WHITE;
      out.append("<g id=\"").append(idPrefix).append(PieceShapes.id(piece.color(), piece.type())).append("\">")
          .append("<path d=\"").append(PieceShapes.body(piece.type())).append("\" fill=\"")
          .append(white ? WHITE_FILL : BLACK_FILL).append("\" stroke=\"").append(OUTLINE)
          .append("\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>");
      String detail = PieceShapes.detail(piece.type());
      if (!detail.isEmpty()) {
        out.append("<path d=\"").append(detail).append("\" fill=\"none\" stroke=\"")
            .append(white ? OUTLINE : WHITE_FILL).append("\" stroke-width=\"1.5\" stroke-linecap=\"round\"/>");
      }
      out.append("</g>\n");
    }
    if (checkedKing() != null) {
      out.append("<radialGradient id=\"").append(idPrefix).append("check-gradient\" r=\"0.5\">")
          .append("<stop offset=\"0%\" stop-color=\"#ff0000\" stop-opacity=\"1\"/>")
          .append("<stop offset=\"50%\" stop-color=\"#e70000\" stop-opacity=\"1\"/>")
          .append("<stop offset=\"100%\" stop-color=\"#9e0000\" stop-opacity=\"0\"/>")
          .append("</radialGradient>\n");
    }
    out.append("</defs>\n");
  }

  private @Nullable Square checkedKing() {
    if (!markCheck || !position.isCheck()) {
      return null;
    }
    return position.kingSquare(position.sideToMove());
  }

  private void appendSquares(StringBuilder out, int margin) {
    Move last = lastMove;
    Square checked = checkedKing();
    for (Square square : Square.values()) {
      int x = x(square, margin);
      int y = y(square, margin);
      boolean dark = square.isDark();
      boolean tinted = last != null && (last.from() == square || last.to() == square);
      String fill = tinted ? (dark ? colors.lastMoveDark() : colors.lastMoveLight())
          : dark ? colors.dark() : colors.light();
      out.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(SQUARE)
          .append("\" height=\"").append(SQUARE).append("\" class=\"square ").append(dark ? "dark" : "light")
          .append(tinted ? " lastmove " : " ").append(square.algebraic()).append("\" fill=\"").append(fill)
          .append("\"/>\n");
      String highlight = highlights.get(square);
      if (highlight != null) {
        out.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(SQUARE)
            .append("\" height=\"").append(SQUARE).append("\" class=\"highlight ").append(square.algebraic())
            .append("\" fill=\"").append(highlight).append("\" fill-opacity=\"0.5\"/>\n");
      }
      if (square == checked) {
        out.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(SQUARE)
            .append("\" height=\"").append(SQUARE).append("\" class=\"check ").append(square.algebraic())
            .append("\" fill=\"url(#").append(idPrefix).append("check-gradient)\"/>\n");
      }
    }
  }

  private void appendCoordinates(StringBuilder out, int margin) {
    int far = margin + 8 * SQUARE + margin / 2;
    int near = margin / 2;
    for (int i = 0; i < 8; i++) {
      int column = flipped ? 7 - i : i;
      char file = (char) ('a' + column);
      int center = margin + i * SQUARE + SQUARE / 2;
      appendText(out, String.valueOf(file), center, near);
      appendText(out, String.valueOf(file), center, far);
      int row = flipped ? i : 7 - i;
      char rank = (char) ('1' + row);
      appendText(out, String.valueOf(rank), near, center);
      appendText(out, String.valueOf(rank), far, center);
    }
  }

  private void appendText(StringBuilder out, String text, int x, int y) {
    out.append("<text x=\"").append(x).append("\" y=\"").append(y)
        .append("\" font-family=\"sans-serif\" font-size=\"14\" text-anchor=\"middle\" dominant-baseline=\"central\"")
        .append(" fill=\"").append(colors.coordinate()).append("\">").append(text).append("</text>\n");
  }

  private void appendPieces(StringBuilder out, int margin) {
    for (Square square : Square.values()) {
      Piece piece = position.pieceAt(square);
      if (piece != null) {
        out.append("<use xlink:href=\"#").append(idPrefix).append(PieceShapes.id(piece.color(), piece.type()))
            .append("\" x=\"").append(x(square, margin)).append("\" y=\"").append(y(square, margin))
            .append("\" class=\"piece ").append(square.algebraic()).append("\"/>\n");
      }
    }
  }

  private void appendArrow(StringBuilder out, Arrow arrow, int margin) {
    double x1 = x(arrow.from(), margin) + SQUARE / 2.0;
    double y1 = y(arrow.from(), margin) + SQUARE / 2.0;
    double x2 = x(arrow.to(), margin) + SQUARE / 2.0;
    double y2 = y(arrow.to(), margin) + SQUARE / 2.0;
    String color = arrow.color();
    if (arrow.from() == arrow.to()) {
      out.append("<circle cx=\"").append(PieceShapes.number(x1)).append("\" cy=\"").append(PieceShapes.number(y1))
          .append("\" r=\"").append(PieceShapes.number(SQUARE * 0.42)).append("\" fill=\"none\" stroke=\"")
          .append(color).append("\" stroke-width=\"").append(PieceShapes.number(SQUARE * 0.1))
          .append("\" opacity=\"0.8\" class=\"arrow ").append(arrow.from().algebraic()).append("\"/>\n");
      return;
    }
    double dx = x2 - x1;
    double dy = y2 - y1;
    double length = Math.hypot(dx, dy);
    double ux = dx / length;
    double uy = dy / length;
    double headLength = SQUARE * 0.45;
    double headWidth = SQUARE * 0.5;
    double shaftWidth = SQUARE * 0.2;
    // The head ends a little short of the target square's centre, the shaft runs into the head.
    double tipX = x2 - ux * SQUARE * 0.1;
    double tipY = y2 - uy * SQUARE * 0.1;
    double baseX = tipX - ux * headLength;
    double baseY = tipY - uy * headLength;
    String name = arrow.from().algebraic() + arrow.to().algebraic();
    out.append("<g class=\"arrow ").append(name).append("\" opacity=\"0.8\">")
        .append("<line x1=\"").append(PieceShapes.number(x1)).append("\" y1=\"").append(PieceShapes.number(y1))
        .append("\" x2=\"").append(PieceShapes.number(baseX + ux)).append("\" y2=\"")
        .append(PieceShapes.number(baseY + uy)).append("\" stroke=\"").append(color).append("\" stroke-width=\"")
        .append(PieceShapes.number(shaftWidth)).append("\" stroke-linecap=\"butt\"/>")
        .append("<polygon points=\"")
        .append(PieceShapes.number(tipX)).append(',').append(PieceShapes.number(tipY)).append(' ')
        .append(PieceShapes.number(baseX - uy * headWidth / 2)).append(',')
        .append(PieceShapes.number(baseY + ux * headWidth / 2)).append(' ')
        .append(PieceShapes.number(baseX + uy * headWidth / 2)).append(',')
        .append(PieceShapes.number(baseY - ux * headWidth / 2))
        .append("\" fill=\"").append(color).append("\"/></g>\n");
  }

  private int x(Square square, int margin) {
    int column = square.file().ordinal();
    return margin + (flipped ? 7 - column : column) * SQUARE;
  }

  private int y(Square square, int margin) {
    int row = square.rank().ordinal();
    return margin + (flipped ? row : 7 - row) * SQUARE;
  }
}
