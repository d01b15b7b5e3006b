package io.github.augurchess.search;

import io.github.augurchess.api.ChessException;

/**
 * Search parameter text or a value that cannot be used: an unknown name, a value that is not an
 * integer or is out of the parameter's range, a parameter given twice. The message names the
 * parameter and, for text, the column (1-based) where the fault starts.
 */
public class SearchParameterException extends ChessException {
  private static final long serialVersionUID = 1L;

  private final String parameter;
  private final int column;

  /**
   * @param parameter the parameter's name as given
   * @param column the 1-based column of the fault in the text, or 0 for a value not from text
   * @param reason what is wrong
   */
  public SearchParameterException(String parameter, int column, String reason) {
    super((column > 0 ? "column " + column + ": " : "") + parameter + ": " + reason);
    this.parameter = parameter;
    this.column = column;
  }

  /** The parameter at fault, as it was named. */
  public String parameter() {
    return parameter;
  }

  /** The 1-based column of the fault in the parsed text, or 0 for a value not from text. */
  public int column() {
    return column;
  }
}
