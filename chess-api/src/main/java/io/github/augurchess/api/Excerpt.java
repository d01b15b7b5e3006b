package io.github.augurchess.api;

/**
 * Bounded quotations of input in messages: an error names what it could not read without
 * repeating a megabyte of it. Every typed exception's message goes through {@link #message}.
 *
 * <pre>{@code
 * throw new IllegalArgumentException("not a number: " + Excerpt.quoted(text));
 * }</pre>
 */
public final class Excerpt {
  /** The most characters of input a message quotes; longer input is cut and ends with an ellipsis. */
  public static final int MAX_QUOTED = 80;
  /** The longest message: longer ones are cut and end with an ellipsis. */
  public static final int MAX_MESSAGE = 300;

  private static final char ELLIPSIS = '\u2026';

  private Excerpt() {}

  /**
   * The first {@link #MAX_QUOTED} characters of the text followed by an ellipsis, or the text if
   * it is no longer; line breaks become blanks, so the quotation stays on one line.
   */
  public static String of(CharSequence text) {
    return cut(text, MAX_QUOTED);
  }

  /** {@link #of} in double quotes. */
  public static String quoted(CharSequence text) {
    return "\"" + of(text) + "\"";
  }

  /** The message cut to {@link #MAX_MESSAGE} characters (with an ellipsis), on one line. */
  public static String message(CharSequence message) {
    return cut(message, MAX_MESSAGE);
  }

  private static String cut(CharSequence text, int max) {
    boolean longer = text.length() > max;
    int end = longer ? max - 1 : text.length();
    if (longer && Character.isHighSurrogate(text.charAt(end - 1))) {
      end--;
    }
    StringBuilder sb = new StringBuilder(end + 1);
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      sb.append(c == '\n' || c == '\r' ? ' ' : c);
    }
    if (longer) {
      sb.append(ELLIPSIS);
    }
    return sb.toString();
  }
}
