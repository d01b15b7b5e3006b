package io.github.augurchess.uci;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;

/** What a match needs of an engine in another process, whichever protocol it speaks. */
interface ExternalEngine extends AutoCloseable {
  /** Tells the engine that a new game starts. */
  void newGame();

  /** The engine's move for the board, whose history is the game so far. */
  EngineResult play(Board position, SearchLimits limits);

  /** Ends the engine's process. */
  @Override
  void close();
}
