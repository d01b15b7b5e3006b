package io.github.augurchess.tune;

/**
 * A line of training data was refused: no position, or no result label that can be read. It names
 * the line and the column where the fault starts.
 */
public final class TrainingDataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int line;
  private final int column;
  private final String reason;

  /**
   * @param line the 1-based line in its file
   * @param column the 1-based column where the fault starts
   * @param reason what is wrong
   */
  public TrainingDataException(int line, int column, String reason) {
    super("line " + line + ", column " + column + ": " + reason);
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** What is wrong, without the place. */
  public String reason() {
    return reason;
  }

  /** The 1-based line. */
  public int line() {
    return line;
  }

  /** The 1-based column where the fault starts. */
  public int column() {
    return column;
  }
}
