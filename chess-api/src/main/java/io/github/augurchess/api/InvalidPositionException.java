package io.github.augurchess.api;

/** A position breaks a rule that every reachable chess position keeps. */
public class InvalidPositionException extends ChessException {
  private static final long serialVersionUID = 1L;

  private final PositionProblem problem;

  /** Makes an exception for the problem, with a message that says where it is. */
  public InvalidPositionException(PositionProblem problem, String message) {
    super(message);
    this.problem = problem;
  }

  /** Which rule the position breaks. */
  public PositionProblem problem() {
    return problem;
  }
}
