package io.github.augurchess.match;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.EngineException;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.movegen.Board;

/** One side of a match game: an in-process Augur engine or an external engine. */
interface MatchPlayer extends AutoCloseable {
  String name();

  /** Prepares for a new game (clears hash and histories). */
  void newGame();

  /**
   * The player's move for the board (whose history is the game so far).
   *
   * @throws EngineException if the player crashed, hung or broke the protocol
   */
  EngineResult move(Board board, SearchLimits limits);

  @Override
  void close();
}
