package io.github.augurchess.render;

import java.math.BigDecimal;

/**
 * Text for SVG and HTML written by hand, as {@link BoardSvg} writes it: escaped character data and
 * attribute values, and numbers that read the same on every JVM. For pages that put Augur's boards
 * beside pictures of their own (the game review's evaluation graph, for one).
 */
public final class SvgText {
  private SvgText() {}

  /**
   * The text with {@code <}, {@code >}, {@code &} and {@code "} replaced by entities, so that it
   * can stand as character data or inside a double-quoted attribute value.
   */
  public static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * The number rounded to a number of decimal places, written without an exponent or trailing
   * zeros ({@code 12.5}, {@code 3}, {@code -0.25}).
   *
   * @param places 0 to 6 decimal places
   * @throws IllegalArgumentException for other places, or a value that is not finite
   */
  public static String decimal(double value, int places) {
    if (places < 0 || places > 6) {
      throw new IllegalArgumentException("places must be 0 to 6: " + places);
    }
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException("not a finite number: " + value);
    }
    double scale = Math.pow(10, places);
    return BigDecimal.valueOf(Math.round(value * scale) / scale).stripTrailingZeros().toPlainString();
  }
}
