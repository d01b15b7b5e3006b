package io.github.augurchess.examples;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Evaluates positions with the neural network shipped in chess-nnue's jar and with the classical
 * evaluator, then searches with the network.
 *
 * <p>A {@link Network} is immutable: read it once ({@link Network#defaultNetwork()} is read once
 * per JVM, {@link Network#read(Path)} reads a file) and share it. An {@link NnueEvaluator} holds
 * the accumulators of one search thread, so the engine takes a factory ({@link
 * NnueEvaluator#factory(Network)}) and makes one evaluator per thread, all on the same network. In
 * a search the evaluator follows the board's moves and updates its accumulators incrementally;
 * called on a lone position, as below, it computes them from scratch.
 *
 * <p>The shipped network is the engine's default evaluator ({@code Engine.builder()} takes it); it
 * beat the classical evaluator in play (docs/guide/nnue.md has the figures), which stays one option
 * away ({@code ClassicalEvaluator.factory()}).
 *
 * <pre>{@code
 * java io.github.augurchess.examples.NnueEvaluatorExample [NETWORK.nnue] [DEPTH]
 * }</pre>
 */
public final class NnueEvaluatorExample {
  private static final String[] POSITIONS = {
    // The start position: both evaluators see about equal chances.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // White is a knight up: both see it, on their own scales.
    "r1bqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4",
    // A queen left en prise: the search takes it whatever the evaluator.
    "rnb1kbnr/pppp1ppp/8/4p1q1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3",
  };

  private NnueEvaluatorExample() {}

  /** A position's static scores in centipawns, from the side to move's point of view. */
  public record Scores(int network, int classical) {}

  /** The position's score by the network and by the classical evaluator. */
  public static Scores evaluate(Network network, Board board) {
    return new Scores(new NnueEvaluator(network).evaluate(board), new ClassicalEvaluator().evaluate(board));
  }

  /** Searches the position with the network as the engine's evaluator. */
  public static SearchResult search(Network network, Board board, SearchLimits limits) {
    try (Engine engine = Engine.builder().hashMiB(16).threads(1).evaluator(NnueEvaluator.factory(network)).build()) {
      return engine.search(board, limits);
    }
  }

  /** The example positions, as FEN. */
  public static List<String> positions() {
    return List.of(POSITIONS);
  }

  /**
   * Prints both static scores and the network's search result for each example position.
   *
   * @param args an optional network file (the shipped network without one) and search depth
   * @throws IOException if the network file cannot be read
   */
  public static void main(String[] args) throws IOException {
    Network network = args.length > 0 ? Network.read(Path.of(args[0])) : Network.defaultNetwork();
    int depth = args.length > 1 ? Integer.parseInt(args[1]) : 8;
    for (String fen : POSITIONS) {
      Board board = Board.fromFen(fen);
      Scores scores = evaluate(network, board);
      SearchResult result = search(network, board, SearchLimits.depth(depth));
      String best = result.bestMove().map(board::san).orElse("(none)");
      System.out.printf("%-66s network %5d  classical %5d  best %-6s score %s%n",
          fen, scores.network(), scores.classical(), best, result.score());
    }
  }
}
