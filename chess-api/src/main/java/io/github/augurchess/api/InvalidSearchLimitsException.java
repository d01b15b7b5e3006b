package io.github.augurchess.api;

/** Search limits that cannot be searched: a negative time, a zero depth, limits that contradict. */
public class InvalidSearchLimitsException extends ChessException {
  private static final long serialVersionUID = 1L;

  private final String field;

  /** Makes an exception naming the refused field and why. */
  public InvalidSearchLimitsException(String field, String message) {
    super(field + ": " + message);
    this.field = field;
  }

  /** The limit at fault, named as in {@link SearchLimits.Builder} (for example {@code depth}). */
  public String field() {
    return field;
  }
}
