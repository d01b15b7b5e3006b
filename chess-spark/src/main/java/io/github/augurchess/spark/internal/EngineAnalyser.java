package io.github.augurchess.spark.internal;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.review.PositionAnalyser;
import io.github.augurchess.review.PositionAnalysis;
import io.github.augurchess.search.Engine;
import io.github.augurchess.spark.EngineOptions;

/** Augur's engine as chess-review's analyser, made with a task's engine options. */
public final class EngineAnalyser implements PositionAnalyser {
  private final Engine engine;

  public EngineAnalyser(EngineOptions options) {
    engine = Engine.builder().hashMiB(options.hashMiB()).threads(options.threads()).build();
  }

  @Override
  public String name() {
    return "Augur";
  }

  @Override
  public void clear() {
    engine.newGame();
  }

  @Override
  public PositionAnalysis analyse(Board board, SearchLimits limits) {
    SearchResult r = engine.search(board, limits);
    return new PositionAnalysis(r.score(), r.bestMove(), r.pv(), r.nodes());
  }

  @Override
  public void close() {
    engine.close();
  }
}
