package io.github.augurchess.cli;

import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchListener;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import io.github.augurchess.search.EngineSettings;
import io.github.augurchess.search.SearchHandle;
import io.github.augurchess.uci.UciInfoFormat;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur analyse}: searches one position and prints each iteration as a UCI {@code info}
 * line, then {@code bestmove}. An infinite analysis runs until standard input closes or a line
 * is entered.
 */
@Command(
    name = "analyse",
    aliases = "analyze",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Searches a position and prints each iteration as UCI info lines and the best move.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:done", "1:internal error", "2:bad input (FEN, move, limit, evaluator or network file)"})
final class AnalyseCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Mixin PositionOptions position = new PositionOptions();

  @SuppressWarnings("initialization.field.uninitialized")
  @ArgGroup(exclusive = true, multiplicity = "1")
  Limit limit;

  @Mixin EvaluatorOptions evaluatorOptions = new EvaluatorOptions();

  @Option(names = "--threads", paramLabel = "N", description = "Search threads (default 1).")
  int threads = 1;

  @Option(names = "--hash", paramLabel = "MB", description = "Transposition table size in MiB (default 64).")
  int hash = 64;

  @Option(names = "--multipv", paramLabel = "N", description = "Principal variations to show (default 1).")
  int multiPv = 1;

  /** Exactly one way to bound the search. */
  static final class Limit {
    @Option(names = "--depth", paramLabel = "N", required = true, description = "Search to this depth.")
    @Nullable Integer depth;

    @Option(names = "--nodes", paramLabel = "N", required = true, description = "Search this many nodes.")
    @Nullable Long nodes;

    @Option(names = "--movetime", paramLabel = "MS", required = true, description = "Search this many milliseconds.")
    @Nullable Long moveTime;

    @Option(names = "--infinite", required = true, description = "Search until a line is entered or input ends.")
    boolean infinite;
  }

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Board board = position.board();
    SearchLimits.Builder b = SearchLimits.builder().multiPv(multiPv);
    Integer depth = limit.depth;
    Long nodes = limit.nodes;
    Long moveTime = limit.moveTime;
    if (depth != null) {
      b.depth(depth);
    } else if (nodes != null) {
      b.nodes(nodes);
    } else if (moveTime != null) {
      b.moveTime(moveTime);
    } else {
      b.infinite(true);
    }
    SearchLimits limits = b.build();
    Engine engine = Engine.builder().hashMiB(hash).threads(threads)
        .evaluator(evaluatorOptions.applyTo(EngineSettings.defaults(), spec).evaluatorFactory()).build();
    Board root = board;
    SearchListener listener = new SearchListener() {
      @Override
      public void iterationCompleted(SearchInfo info) {
        for (PvLine line : info.lines()) {
          out.println(UciInfoFormat.format(info, line, root));
        }
        out.flush();
      }

      /** A fail-high or fail-low at the root: the same line, marked lowerbound or upperbound. */
      @Override
      public void boundReported(SearchInfo info) {
        iterationCompleted(info);
      }
    };
    try (engine) {
      SearchHandle handle = engine.start(board, limits, listener);
      BestMovePrinter printer = new BestMovePrinter(board, out);
      try (OnInterrupt report = new OnInterrupt("analyse", () -> printer.printStopped(handle))) {
        if (limits.isInfinite()) {
          System.in.read();
          handle.stop();
        }
        printer.print(handle.result().join());
      }
    }
    return 0;
  }

  /** Prints the search's best move once: when it ends, or when the program is interrupted first. */
  private static final class BestMovePrinter {
    /** How long an interrupted search may take to hand back its best move so far. */
    private static final long STOP_WAIT_MILLIS = 2_000;

    private final Board root;
    private final PrintWriter out;
    private boolean printed;

    BestMovePrinter(Board root, PrintWriter out) {
      this.root = root;
      this.out = out;
    }

    /** On interruption: stops the search and prints the best move found so far. */
    void printStopped(SearchHandle handle) {
      handle.stop();
      try {
        print(handle.result().get(STOP_WAIT_MILLIS, TimeUnit.MILLISECONDS));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (ExecutionException | TimeoutException e) {
        synchronized (this) {
          out.println("bestmove (none): the search did not stop in time");
          out.flush();
        }
      }
    }

    synchronized void print(SearchResult result) {
      if (printed) {
        return;
      }
      printed = true;
      if (result.bestMove().isEmpty()) {
        out.println("bestmove (none)" + result.outcome().map(o -> " " + o).orElse(""));
      } else {
        StringBuilder sb = new StringBuilder("bestmove ").append(root.uci(result.bestMove().get()));
        if (result.ponderMove().isPresent()) {
          Board after = root.copy();
          after.play(result.bestMove().get());
          sb.append(" ponder ").append(after.uci(result.ponderMove().get()));
        }
        out.println(sb);
      }
      out.flush();
    }
  }
}
