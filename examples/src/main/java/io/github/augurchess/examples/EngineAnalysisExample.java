package io.github.augurchess.examples;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.Analysis;
import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.EngineInfo;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.client.UciEngine;
import io.github.augurchess.movegen.Board;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The same analysis with any engine, through {@link ChessEngine}: the three best lines at a fixed
 * depth ({@code multiPv(3)} in the limits), then an infinite analysis that streams its progress,
 * stopped after two updates for the engine's best move. Stockfish and Augur differ in one line:
 * the one that opens the engine.
 *
 * <pre>{@code
 * try (ChessEngine engine = UciEngine.start(List.of("/usr/games/stockfish"))) {   // or: AugurEngine.create()
 *   EngineResult three = engine.analyse(board, SearchLimits.builder().depth(12).multiPv(3).build());
 *   try (Analysis analysis = engine.analysis(board, SearchLimits.infinite(), info -> System.out.println(info.pv()))) {
 *     Thread.sleep(1_000);
 *     Move best = analysis.stop().bestMove().orElseThrow();
 *   }
 * }
 * }</pre>
 *
 * <pre>{@code
 * java io.github.augurchess.examples.EngineAnalysisExample [stockfish|augur] [DEPTH]
 * }</pre>
 */
public final class EngineAnalysisExample {
  /** Where Debian's {@code stockfish} package installs the engine. */
  public static final String STOCKFISH = "/usr/games/stockfish";

  private EngineAnalysisExample() {}

  /**
   * What the analysis found.
   *
   * @param lines the three best lines at the fixed depth, best first
   * @param updates how many lines the infinite analysis streamed before it was stopped
   * @param bestMove the move the stopped analysis returned
   */
  public record Report(List<EngineInfo> lines, int updates, Move bestMove) {}

  /**
   * Analyses the position with the engine: three lines at {@code depth}, then an infinite
   * analysis stopped once it has streamed two updates.
   *
   * @throws InterruptedException if interrupted while waiting for the updates
   */
  public static Report analyse(ChessEngine engine, Board board, int depth, PrintStream out) throws InterruptedException {
    EngineResult three = engine.analyse(board, SearchLimits.builder().depth(depth).multiPv(3).build());
    for (EngineInfo line : three.lines()) {
      out.println(engine.name() + " line " + line.multiPv() + ": " + line.score().orElseThrow() + " "
          + san(board, line.pv()));
    }

    AtomicInteger updates = new AtomicInteger();
    CountDownLatch twoUpdates = new CountDownLatch(2);
    try (Analysis analysis = engine.analysis(board, SearchLimits.infinite(), info -> {
      // An update with a line; UCI engines also report the move they are searching, without one.
      if (!info.pv().isEmpty()) {
        updates.incrementAndGet();
        twoUpdates.countDown();
      }
    })) {
      if (!twoUpdates.await(60, TimeUnit.SECONDS)) {
        throw new IllegalStateException(engine.name() + " sent no two updates in 60 s");
      }
      EngineResult stopped = analysis.stop();
      Move best = stopped.bestMove().orElseThrow();
      out.println(engine.name() + " stopped after " + updates.get() + " updates: " + board.san(best));
      return new Report(three.lines(), updates.get(), best);
    }
  }

  /** The moves in SAN, each in the position it is played from. */
  static String san(Board board, List<Move> moves) {
    Board position = board.copy();
    StringBuilder text = new StringBuilder();
    for (Move move : moves) {
      text.append(text.length() == 0 ? "" : " ").append(position.san(move));
      position.play(move);
    }
    return text.toString();
  }

  /** Analyses the start position with Stockfish, or with Augur given {@code augur}. */
  public static void main(String[] args) throws InterruptedException {
    boolean augur = args.length > 0 && args[0].equals("augur");
    int depth = args.length > 1 ? Integer.parseInt(args[1]) : 12;
    try (ChessEngine engine = augur ? AugurEngine.create() : UciEngine.start(List.of(STOCKFISH))) {
      analyse(engine, Board.startingPosition(), depth, System.out);
    }
  }
}
