package io.github.augurchess.api;

/**
 * Receives the changes a board makes to its pieces during make and unmake, so that an
 * incremental evaluator (an accumulator, a running material sum) stays in step without copying
 * the board. Pieces are indices {@code color * 6 + type} ({@link Piece#ordinal()}), squares are
 * indices 0 to 63 ({@link Square#index()}), so that reporting allocates nothing.
 *
 * <p>A move reports its deltas and then {@link #moveMade}; an undo reports the exact inverse
 * deltas in reverse order and then {@link #moveUnmade}. A listener that keeps a stack of states
 * may snapshot on {@code moveMade} and restore on {@code moveUnmade}, ignoring the inverse
 * deltas. Null moves report no deltas, only the two calls with {@code nullMove} true.
 */
public interface PositionListener {
  /** A piece was put on an empty square. */
  void pieceAdded(int piece, int square);

  /** A piece was taken off a square. */
  void pieceRemoved(int piece, int square);

  /** A piece went from one square to an empty one. */
  void pieceMoved(int piece, int from, int to);

  /** All deltas of a move (none for a null move) have been reported; the side to move changed. */
  default void moveMade(boolean nullMove) {}

  /** All inverse deltas of an undo have been reported; the side to move changed back. */
  default void moveUnmade(boolean nullMove) {}
}
