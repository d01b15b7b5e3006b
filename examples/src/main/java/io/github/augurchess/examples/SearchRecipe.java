package io.github.augurchess.examples;

import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchListener;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;

/** A bounded search that reports each finished iteration to a listener. */
public final class SearchRecipe {
  public static void main(String[] args) {
    Board board = Board.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    SearchListener listener = new SearchListener() {
      @Override
      public void iterationCompleted(SearchInfo info) {
        System.out.println("depth " + info.depth() + ", " + info.nodes() + " nodes: "
            + info.score() + " " + board.variationSan(info.pv()));
      }
    };
    try (Engine engine = Engine.builder().hashMiB(16).threads(1).build()) {
      SearchResult result = engine.search(board, SearchLimits.depth(6), listener);
      System.out.println(board.san(result.bestMove().orElseThrow()) + ", " + result.score()); // Qxf7#, mate 1
    }
  }
}
