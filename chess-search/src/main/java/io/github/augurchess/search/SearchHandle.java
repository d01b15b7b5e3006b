package io.github.augurchess.search;

import io.github.augurchess.api.SearchResult;
import java.util.concurrent.CompletableFuture;

/**
 * A running search started by {@link Engine#start}: stop it, tell it the pondered move was
 * played, or wait for its result.
 *
 * <pre>{@code
 * SearchHandle handle = engine.start(board, SearchLimits.infinite(), listener);
 * Thread.sleep(2_000);
 * handle.stop();
 * Move best = handle.result().join().bestMove().orElseThrow();
 * }</pre>
 */
public final class SearchHandle {
  private final SearchControl control;
  private final CompletableFuture<SearchResult> result;

  SearchHandle(SearchControl control, CompletableFuture<SearchResult> result) {
    this.control = control;
    this.result = result;
  }

  /**
   * Ends the search as soon as possible (within a few thousand nodes); the result then holds the
   * best move found so far. Returns at once; safe to call more than once and after the end.
   */
  public void stop() {
    control.stop();
    control.release();
  }

  /**
   * The opponent played the move this search was pondering on: the search goes on as a normal
   * timed search, with the clock starting now.
   */
  public void ponderHit() {
    control.ponderHit();
    control.release();
  }

  /** The result, completed when the search ends (never exceptionally for a running search). */
  public CompletableFuture<SearchResult> result() {
    return result;
  }

  /** True once the result is available. */
  public boolean isDone() {
    return result.isDone();
  }
}
