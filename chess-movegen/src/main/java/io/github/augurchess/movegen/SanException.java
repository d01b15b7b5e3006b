package io.github.augurchess.movegen;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.NotationException;
import java.util.List;

/**
 * SAN text was refused: malformed, matching no legal move, or ambiguous between several (which
 * {@link #candidates()} lists).
 */
public final class SanException extends NotationException {
  private static final long serialVersionUID = 1L;

  /** Why the text was refused. */
  public enum Kind {
    /** The text is not SAN (or, in strict mode, not the standard form of its move). */
    MALFORMED,
    /** The text is SAN but no legal move matches it. */
    NO_SUCH_MOVE,
    /** The text matches more than one legal move. */
    AMBIGUOUS
  }

  private final Kind kind;
  private final List<Move> candidates;

  SanException(String text, int column, String reason, Kind kind, List<Move> candidates) {
    super(text, "SAN move", 1, column, reason);
    this.kind = kind;
    this.candidates = List.copyOf(candidates);
  }

  public Kind kind() {
    return kind;
  }

  /** The legal moves the text could mean: several when ambiguous, else none or the one meant. */
  public List<Move> candidates() {
    return candidates;
  }
}
