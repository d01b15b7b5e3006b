package io.github.augurchess.render;

/**
 * The colours of a board picture, each {@code #rgb}, {@code #rrggbb} or an SVG colour name.
 *
 * @param light light squares
 * @param dark dark squares
 * @param lastMoveLight a light square of the last move
 * @param lastMoveDark a dark square of the last move
 * @param margin the frame that holds the coordinates
 * @param coordinate the coordinates' letters and digits
 */
public record BoardColors(
    String light, String dark, String lastMoveLight, String lastMoveDark, String margin, String coordinate) {

  /** Brown squares, green-yellow last move, a dark frame with light coordinates. */
  public static final BoardColors DEFAULT =
      new BoardColors("#f0d9b5", "#b58863", "#cdd16a", "#aaa23b", "#212121", "#e5e5e5");

  /** Blue-grey squares, for a board that should not look like wood. */
  public static final BoardColors BLUE =
      new BoardColors("#dee3e6", "#8ca2ad", "#c3d887", "#92b166", "#212121", "#e5e5e5");

  /** @throws IllegalArgumentException for a colour that is not {@code #rgb}, {@code #rrggbb} or a name */
  public BoardColors {
    SvgColors.check("light", light);
    SvgColors.check("dark", dark);
    SvgColors.check("lastMoveLight", lastMoveLight);
    SvgColors.check("lastMoveDark", lastMoveDark);
    SvgColors.check("margin", margin);
    SvgColors.check("coordinate", coordinate);
  }
}
