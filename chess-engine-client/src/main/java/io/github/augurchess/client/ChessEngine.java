package io.github.augurchess.client;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;

/**
 * A chess engine to play and analyse with, whichever it is: Augur in this process or an external
 * UCI or XBoard engine. Code written against this interface runs with any of them.
 *
 * <p>Not thread-safe: one caller at a time.
 */
public interface ChessEngine extends AutoCloseable {
  /** The engine's name, as it announced it. */
  String name();

  /** Tells the engine that a new game starts (it forgets what it learnt in the last one). */
  void newGame();

  /**
   * The engine's move for the board, whose history is the game so far.
   *
   * @throws EngineException if the engine crashed, hung or broke its protocol
   * @throws IllegalArgumentException for limits the engine cannot search with
   */
  EngineResult play(Board position, SearchLimits limits);

  /** Ends the engine (for an external engine, its process). */
  @Override
  void close();
}
