package io.github.augurchess.movegen;

import io.github.augurchess.api.NotationException;
import io.github.augurchess.api.PositionProblem;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A FEN was refused: either its text is malformed, or it describes a position that breaks a rule
 * of chess ({@link #problem()} says which). {@link #fenField()} names the field at fault and
 * {@link #column()} where it starts.
 */
public final class FenException extends NotationException {
  private static final long serialVersionUID = 1L;

  private final FenField fenField;
  private final @Nullable PositionProblem problem;

  FenException(String text, FenField field, int column, String reason, @Nullable PositionProblem problem) {
    super(text, field.label(), 1, column, reason);
    this.fenField = field;
    this.problem = problem;
  }

  /** The field at fault. */
  public FenField fenField() {
    return fenField;
  }

  /** The rule of chess the position breaks, or null if the text itself is malformed. */
  public @Nullable PositionProblem problem() {
    return problem;
  }
}
