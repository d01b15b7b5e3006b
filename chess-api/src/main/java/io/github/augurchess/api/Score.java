package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A search score from the side to move's point of view: either centipawns or a forced mate in a
 * number of moves (positive when the side to move mates, negative when it is mated).
 *
 * <pre>{@code
 * Score s = Score.mateIn(3);
 * s.toUci();   // "mate 3"
 * Score.centipawns(-25).toUci();   // "cp -25"
 * }</pre>
 */
public final class Score implements Comparable<Score> {
  private static final int MATE_ORDER_BASE = 1_000_000;

  private final boolean mate;
  private final int value;

  private Score(boolean mate, int value) {
    this.mate = mate;
    this.value = value;
  }

  /** A score in centipawns. */
  public static Score centipawns(int centipawns) {
    return new Score(false, centipawns);
  }

  /**
   * A forced mate: {@code moves > 0} means the side to move mates in that many moves, {@code moves
   * < 0} that it is mated in {@code -moves} moves, and {@code 0} that it is checkmated now.
   */
  public static Score mateIn(int moves) {
    return new Score(true, moves);
  }

  /** True if this is a forced mate rather than a centipawn score. */
  public boolean isMate() {
    return mate;
  }

  /** The centipawns; only meaningful when {@link #isMate()} is false. */
  public int centipawns() {
    if (mate) {
      throw new IllegalStateException("a mate score has no centipawns: " + this);
    }
    return value;
  }

  /** Moves to mate (negative when mated); only meaningful when {@link #isMate()} is true. */
  public int mateMoves() {
    if (!mate) {
      throw new IllegalStateException("a centipawn score has no mate distance: " + this);
    }
    return value;
  }

  /** The score as UCI prints it: {@code cp N} or {@code mate N}. */
  public String toUci() {
    return (mate ? "mate " : "cp ") + value;
  }

  /** Orders scores from worst to best for the side to move: mated soonest is lowest. */
  @Override
  public int compareTo(Score other) {
    return Integer.compare(orderKey(), other.orderKey());
  }

  private int orderKey() {
    if (!mate) {
      return value;
    }
    return value > 0 ? MATE_ORDER_BASE - value : -MATE_ORDER_BASE - value;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Score && ((Score) other).mate == mate && ((Score) other).value == value;
  }

  @Override
  public int hashCode() {
    return mate ? ~value : value;
  }

  @Override
  public String toString() {
    return toUci();
  }
}
