package io.github.augurchess.pgn;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.NotationException;

/**
 * A problem in PGN text: its {@linkplain #problem() kind}, the 1-based index of the game in its
 * input, and the 1-based line and column where the offending text starts.
 *
 * <p>The reader does not throw these: it reports each to {@link PgnVisitor#error} and lists it in
 * {@link PgnReader#errors()}, and reads on.
 */
public final class PgnException extends NotationException {
  private static final long serialVersionUID = 1L;

  private final PgnProblem problem;
  private final int gameIndex;

  /**
   * @param problem what kind of problem
   * @param gameIndex the 1-based index of the game in its input
   * @param line the 1-based line of the offending text
   * @param column the 1-based column where it starts
   * @param text the offending text (a move, a tag, a FEN)
   * @param reason what is wrong, in words
   */
  public PgnException(PgnProblem problem, int gameIndex, int line, int column, String text, String reason) {
    super(text, problem.field(), line, column, reason);
    this.problem = problem;
    this.gameIndex = gameIndex;
  }

  /** The message, with the game index first: {@code game 3: move at line 40, column 7: ...}. */
  @Override
  public String getMessage() {
    return Excerpt.message("game " + gameIndex + ": " + super.getMessage());
  }

  /** What kind of problem this is. */
  public PgnProblem problem() {
    return problem;
  }

  /** The 1-based index of the game in its input. */
  public int gameIndex() {
    return gameIndex;
  }
}
