package io.github.augurchess.review;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.movegen.Board;

/**
 * Searches positions for a review: one engine, used by one thread at a time. {@link
 * #of(ChessEngine)} turns any engine behind the common interface (Augur's own or an external UCI
 * or XBoard engine) into one.
 */
public interface PositionAnalyser extends AutoCloseable {
  /**
   * The engine as an analyser: each position is the engine's {@code play} with the limits, the
   * analysis its last info line (score and principal variation); closing the analyser closes the
   * engine.
   */
  static PositionAnalyser of(ChessEngine engine) {
    return new ChessEngineAnalyser(engine);
  }

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
