package io.github.augurchess.api;

/**
 * Follows a running search. Calls come from the search's own thread; a listener should return
 * quickly and must not call back into the engine.
 */
public interface SearchListener {
  /** A listener that ignores everything. */
  SearchListener NONE = new SearchListener() {};

  /** An iteration (or, in multi-PV, all its lines) completed. */
  default void iterationCompleted(SearchInfo info) {}

  /**
   * The root move being searched changed.
   *
   * @param move the move
   * @param number its 1-based number in this iteration's order
   * @param depth the iteration's depth
   */
  default void currentMove(Move move, int number, int depth) {}
}
