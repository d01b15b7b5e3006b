package io.github.augurchess.render;

import io.github.augurchess.api.Square;

/**
 * An arrow from one square to another (a ring when both are the same square).
 *
 * @param from where the arrow starts
 * @param to where its head points
 * @param color {@code #rgb}, {@code #rrggbb} or an SVG colour name
 */
public record Arrow(Square from, Square to, String color) {
  /** The default arrow colour, a green. */
  public static final String DEFAULT_COLOR = "#15781b";

  /** @throws IllegalArgumentException for a colour that is not {@code #rgb}, {@code #rrggbb} or a name */
  public Arrow {
    SvgColors.check("arrow colour", color);
  }

  /** A green arrow. */
  public static Arrow of(Square from, Square to) {
    return new Arrow(from, to, DEFAULT_COLOR);
  }

  /**
   * Reads an arrow written as two squares, optionally followed by a colon and a colour: {@code
   * e2e4}, {@code g1f3:#882020}, {@code d1d1:blue}.
   *
   * @throws IllegalArgumentException quoting the text when it is not of that form
   */
  public static Arrow parse(String text) {
    String shown = text.length() > 80 ? text.substring(0, 80) + "..." : text;
    int colon = text.indexOf(':');
    String squares = colon < 0 ? text : text.substring(0, colon);
    Square from = squares.length() == 4 ? Square.fromName(squares.substring(0, 2)) : null;
    Square to = squares.length() == 4 ? Square.fromName(squares.substring(2, 4)) : null;
    if (from == null || to == null) {
      throw new IllegalArgumentException("not an arrow (two squares such as e2e4, then :colour if wanted): \""
          + shown + "\"");
    }
    return colon < 0 ? of(from, to) : new Arrow(from, to, text.substring(colon + 1));
  }
}
