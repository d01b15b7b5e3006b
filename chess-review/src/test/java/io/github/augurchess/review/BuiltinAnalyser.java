package io.github.augurchess.review;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;

/** Augur's engine, one search thread and a small table, as the reviewer's analyser in tests. */
final class BuiltinAnalyser implements PositionAnalyser {
  private final Engine engine = Engine.builder().hashMiB(8).threads(1).build();

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
