package io.github.augurchess.review;

import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.EngineInfo;
import io.github.augurchess.client.EngineProtocolException;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.movegen.Board;

/**
 * Any engine behind the common interface as a reviewer's analyser: its last report of the best
 * line is the analysis (score for the side to move, principal variation already cut at the first
 * move that is not legal).
 */
final class ChessEngineAnalyser implements PositionAnalyser {
  private final ChessEngine engine;

  ChessEngineAnalyser(ChessEngine engine) {
    this.engine = engine;
  }

  @Override
  public String name() {
    return engine.name();
  }

  @Override
  public void clear() {
    engine.newGame();
  }

  @Override
  public PositionAnalysis analyse(Board board, SearchLimits limits) {
    EngineResult result = engine.play(board, limits);
    EngineInfo info = result.lastInfo().orElseThrow(
        () -> new EngineProtocolException(engine.name() + " sent no info line before its move in " + board.fen()));
    Score score = info.score().orElseThrow(
        () -> new EngineProtocolException(engine.name() + " sent no score before its move in " + board.fen()));
    return new PositionAnalysis(score, result.bestMove(), info.pv(), info.nodes());
  }

  @Override
  public void close() {
    engine.close();
  }
}
