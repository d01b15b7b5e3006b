package io.github.augurchess.match;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.client.EngineInfo;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** An in-process Augur {@link Engine} as a match player. */
final class AugurPlayer implements MatchPlayer {
  private final String name;
  private final Engine engine;

  AugurPlayer(String name, Engine engine) {
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
    long start = System.nanoTime();
    SearchResult result = engine.search(board, limits);
    long elapsed = (System.nanoTime() - start) / 1_000_000;
    Optional<EngineInfo> info = result.bestMove().map(best -> {
      List<String> pv = uciMoves(board, result.pv());
      return new EngineInfo(result.depth(), result.selectiveDepth(), 1, Optional.of(result.score()),
          result.nodes(), 0, result.timeMillis(), 0, pv, "");
    });
    return new EngineResult(result.bestMove(), result.ponderMove(), info, elapsed);
  }

  /** The moves in UCI notation, each in the position it is played from; stops at an illegal one. */
  private static List<String> uciMoves(Board root, List<Move> moves) {
    List<String> texts = new ArrayList<>(moves.size());
    Board board = root.copy();
    for (Move move : moves) {
      if (!board.isLegal(move)) {
        break;
      }
      texts.add(board.uci(move));
      board.play(move);
    }
    return texts;
  }

  @Override
  public void close() {
    engine.close();
  }
}
