package io.github.augurchess.match;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.movegen.Board;

/** An engine, Augur's own or an external one, as a match player under the definition's name. */
final class EnginePlayer implements MatchPlayer {
  private final String name;
  private final ChessEngine engine;

  EnginePlayer(String name, ChessEngine engine) {
    this.name = name;
    this.engine = engine;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void newGame() {
    engine.newGame();
  }

  @Override
  public EngineResult move(Board board, SearchLimits limits) {
    return engine.play(board, limits);
  }

  @Override
  public void close() {
    engine.close();
  }
}
