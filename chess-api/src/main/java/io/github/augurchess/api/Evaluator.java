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
  /** The score of the position in centipawns for the side to move. */
  int evaluate(Position position);

  /**
   * Called by an engine with the root position before each search, before it registers an
   * evaluator that is also a {@link PositionListener} with its board: an incremental evaluator
   * rebuilds its state here and then follows the deltas. Does nothing by default.
   */
  default void reset(Position root) {}
}
