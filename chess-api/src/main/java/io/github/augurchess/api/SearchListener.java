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
   * The search at the root failed outside its aspiration window and is repeated with a wider one:
   * the line reported carries a {@link ScoreBound#LOWER} (fail-high) or {@link ScoreBound#UPPER}
   * (fail-low) score, with the rank of the multi-PV line being searched. Engines report these only
   * once a search has run for a while (or in an infinite search), so that short searches stay
   * quiet; the completed iteration follows through {@link #iterationCompleted}.
   */
  default void boundReported(SearchInfo info) {}

  /**
   * The root move being searched changed.
   *
   * @param move the move
   * @param number its 1-based number in this iteration's order
   * @param depth the iteration's depth
   */
  default void currentMove(Move move, int number, int depth) {}
}
