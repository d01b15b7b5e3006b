package io.github.augurchess.api;

import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/** The end of a game: how it ended and who won (null for a draw). Immutable. */
public final class Outcome {
  private final Termination termination;
  private final @Nullable Color winner;

  private Outcome(Termination termination, @Nullable Color winner) {
    this.termination = termination;
    this.winner = winner;
  }

  /** A win for {@code winner}; only checkmate wins under the rules of play. */
  public static Outcome win(Termination termination, Color winner) {
    return new Outcome(termination, winner);
  }

  /** A draw. */
  public static Outcome draw(Termination termination) {
    return new Outcome(termination, null);
  }

  /** Why the game ended. */
  public Termination termination() {
    return termination;
  }

  /** The winner, or null for a draw. */
  public @Nullable Color winner() {
    return winner;
  }

  /** The PGN result: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String result() {
    return winner == null ? "1/2-1/2" : winner == Color.WHITE ? "1-0" : "0-1";
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Outcome
        && ((Outcome) other).termination == termination
        && ((Outcome) other).winner == winner;
  }

  @Override
  public int hashCode() {
    return Objects.hash(termination, winner);
  }

  @Override
  public String toString() {
    return termination + " " + result();
  }
}
