package io.github.augurchess.uci;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;

/** An external engine, UCI or XBoard, as a match player. */
final class ExternalPlayer implements MatchPlayer {
  private final String name;
  private final ExternalEngine engine;

  ExternalPlayer(String name, ExternalEngine engine) {
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
