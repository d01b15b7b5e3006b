package io.github.augurchess.pgn;

import io.github.augurchess.api.NotationException;

/**
 * An EPD line was refused: its position is malformed or invalid, an operation is malformed, or a
 * move operand ({@code bm}, {@code am}, {@code pm}, {@code sm}, {@code pv}) names no legal move.
 * {@link #field()} says which part, {@link #line()} and {@link #column()} where.
 */
public final class EpdException extends NotationException {
  private static final long serialVersionUID = 1L;

  /**
   * @param text the line
   * @param field the part of the line at fault, such as {@code "castling"} or {@code "bm operand"}
   * @param line the 1-based line in its file (1 for a single line)
   * @param column the 1-based column where the fault starts
   * @param reason what is wrong
   */
  public EpdException(String text, String field, int line, int column, String reason) {
    super(text, field, line, column, reason);
  }
}
