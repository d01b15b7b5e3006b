package io.github.augurchess.render;

import java.util.regex.Pattern;

/** The colour syntax the renderer accepts, checked so that a colour can never break the XML. */
final class SvgColors {
  private static final Pattern COLOR = Pattern.compile("#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{1,30}");

  private SvgColors() {}

  /**
   * Returns the colour if it is {@code #rgb}, {@code #rrggbb} or a named colour.
   *
   * @throws IllegalArgumentException naming the field and quoting the text otherwise
   */
  static String check(String field, String color) {
    if (!COLOR.matcher(color).matches()) {
      String shown = color.length() > 80 ? color.substring(0, 80) + "..." : color;
      throw new IllegalArgumentException(field + ": not a colour (#rgb, #rrggbb or a name): \"" + shown + "\"");
    }
    return color;
  }
}
