package io.github.augurchess.api;

/**
 * Text in some chess notation (FEN, SAN, UCI, PGN, EPD, a protocol line) could not be read. It
 * says what was wrong and where: the field of the notation, the 1-based line and the 1-based
 * column of the offending text (line 1 for single-line notations).
 */
public class NotationException extends ChessException {
  private static final long serialVersionUID = 1L;

  private final String text;
  private final String field;
  private final int line;
  private final int column;
  private final String reason;

  /**
   * @param text the text (or the line of it) that was being read; the message quotes at most
   *     {@link Excerpt#MAX_QUOTED} characters of it
   * @param field the name of the part of the notation that is wrong
   * @param line the 1-based line
   * @param column the 1-based column where the wrong part starts
   * @param reason what is wrong, in words
   */
  public NotationException(String text, String field, int line, int column, String reason) {
    super(field + " at line " + line + ", column " + column + ": " + reason + " in " + Excerpt.quoted(text));
    this.text = text;
    this.field = field;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** The text that was being read. */
  public String text() {
    return text;
  }

  /** The part of the notation that is wrong, such as {@code "castling"} for a FEN. */
  public String field() {
    return field;
  }

  /** The 1-based line of the problem. */
  public int line() {
    return line;
  }

  /** The 1-based column where the problem starts. */
  public int column() {
    return column;
  }

  /** What is wrong, without the location. */
  public String reason() {
    return reason;
  }
}
