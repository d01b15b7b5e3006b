package io.github.augurchess.match;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.movegen.Board;

/** An external engine, UCI or XBoard, as a match player. */
final class ExternalPlayer implements MatchPlayer {
  private final String name;
  private final ChessEngine engine;

  ExternalPlayer(String name, ChessEngine engine) {
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
