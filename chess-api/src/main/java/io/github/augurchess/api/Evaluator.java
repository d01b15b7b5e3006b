package io.github.augurchess.api;

/**
 * A static evaluation: a score in centipawns from the side to move's point of view (positive is
 * good for the side to move), for any legal position.
 *
 * <p>An evaluator may keep caches, so an engine creates one per search thread through an {@link
 * EvaluatorFactory} and never shares it. An evaluator that wants to follow make and unmake
 * incrementally also implements {@link PositionListener} and is registered with the board.
 *
 * <pre>{@code
 * Evaluator material = position -> Long.bitCount(position.pieces(position.sideToMove())) * 100
 *     - Long.bitCount(position.pieces(position.sideToMove().opposite())) * 100;
 * }</pre>
 */
@FunctionalInterface
public interface Evaluator {
  /**
   * The highest score an evaluator returns: far above any material difference, below every mate
   * score an engine reports. An engine clamps a score outside {@link #MIN_SCORE} … {@code
   * MAX_SCORE} to the nearer end and logs one warning (Augur's engine once per engine), so that
   * an overflowing evaluator is neither silent nor taken for a mate.
   */
  int MAX_SCORE = 30_000;

  /** The lowest score an evaluator returns, {@code -MAX_SCORE}. */
  int MIN_SCORE = -MAX_SCORE;

  /**
   * The score of the position in centipawns for the side to move, from {@link #MIN_SCORE} to
   * {@link #MAX_SCORE}.
   */
  int evaluate(Position position);

  /**
   * Called by an engine with the root position before each search, before it registers an
   * evaluator that is also a {@link PositionListener} with its board: an incremental evaluator
   * rebuilds its state here and then follows the deltas. Does nothing by default.
   */
  default void reset(Position root) {}
}
