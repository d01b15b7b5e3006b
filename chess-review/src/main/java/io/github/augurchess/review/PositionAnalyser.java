package io.github.augurchess.review;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;

/**
 * Searches positions for a review: one engine, used by one thread at a time.
 */
public interface PositionAnalyser extends AutoCloseable {
  /** The engine's name, for the annotated game and the report. */
  String name();

  /** Forgets everything learnt so far (the transposition table above all). */
  void clear();

  /**
   * Searches the position (whose history is the game so far) within the limits.
   *
   * @param board the position; not changed
   * @param limits a bounded search
   */
  PositionAnalysis analyse(Board board, SearchLimits limits);

  /** Releases the engine. */
  @Override
  void close();
}
