package io.github.augurchess.eval;

import io.github.augurchess.api.NotationException;

/**
 * A parameter file could not be read: a line is not {@code name value}, names no known weight,
 * gives a weight twice, or gives a value that is not an integer in the weight's range. {@link
 * #line()} is the 1-based line, {@link #parameterName()} the name on it (the first word of the
 * line), {@link #column()} where the offending word starts.
 */
public final class ParameterFileException extends NotationException {
  private static final long serialVersionUID = 1L;

  /**
   * @param lineText the line as read
   * @param parameterName the name on the line (its first word)
   * @param line the 1-based line number
   * @param column the 1-based column of the offending word
   * @param reason what is wrong
   */
  public ParameterFileException(String lineText, String parameterName, int line, int column, String reason) {
    super(lineText, parameterName, line, column, reason);
  }

  /** The parameter name on the offending line; the same as {@link #field()}. */
  public String parameterName() {
    return field();
  }
}
