package io.github.augurchess.examples;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.EngineInfo;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.client.UciEngine;
import io.github.augurchess.movegen.Board;
import java.util.List;

/** Driving an external UCI engine (Stockfish here) through the same interface as Augur's own. */
public final class ExternalEngineRecipe {
  public static void main(String[] args) {
    String command = args.length > 0 ? args[0] : "/usr/games/stockfish";
    Board board = Board.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    try (ChessEngine engine = UciEngine.start(List.of(command))) {
      EngineResult result = engine.analyse(board, SearchLimits.builder().depth(10).multiPv(2).build());
      for (EngineInfo line : result.lines()) {
        System.out.println(line.multiPv() + ": " + line.score().orElseThrow() + " " + board.variationSan(line.pv()));
      }
      System.out.println("best move " + board.san(result.bestMove().orElseThrow()) + " (" + engine.name() + ")"); // best move Qxf7# (Stockfish ...
    }
  }
}
