package io.github.augurchess.uci;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;

/** An external XBoard engine as a match player. */
final class XBoardPlayer implements MatchPlayer {
  private final String name;
  private final XBoardEngine engine;

  XBoardPlayer(String name, XBoardEngine engine) {
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
