package io.github.augurchess.cli;

import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Perft;
import io.github.augurchess.client.EnginePerft;
import io.github.augurchess.client.UciEngine;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code augur perft}: counts the leaves of the legal move tree of a position. The last three lines
 * of output are {@code nodes N}, {@code time S s} and {@code nps R}, for scripts to grep; with
 * {@code --against ENGINE} the engine's divide is compared with Augur's, root move by root move,
 * and the comparison follows.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Counts the leaf nodes of the legal move tree (perft) of a position.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done (with --against: the engine agrees)",
      "1:internal error, or the engine of --against failed",
      "2:bad input (invalid FEN, bad or missing option)",
      "3:the engine of --against counts differently"
    })
final class PerftCommand implements Callable<Integer> {

  static final int MAX_DEPTH = 20;

  /** From this depth on, each root move's count is reported on standard error as it is counted. */
  static final int PROGRESS_DEPTH = 7;

  /** Exit code when the engine of {@code --against} counts differently. */
  static final int EXIT_DISAGREES = 3;

  /** How long the engine of {@code --against} may count. */
  private static final Duration AGAINST_TIMEOUT = Duration.ofHours(1);

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Mixin PositionOptions position = new PositionOptions();

  @Option(
      names = "--depth",
      paramLabel = "N",
      required = true,
      description = "Plies to search, 0.." + MAX_DEPTH + ".")
  int depth;

  @Option(
      names = "--divide",
      description = "First print each legal move (UCI) with the leaf count below it.")
  boolean divide;

  @Option(
      names = "--full",
      description = "Make and unmake every leaf move instead of counting the last ply in bulk.")
  boolean full;

  @Option(
      names = "--against",
      paramLabel = "ENGINE",
      description = "A UCI engine that understands 'go perft' (Stockfish does): its command, words"
          + " separated by spaces. Compares its count for every root move with Augur's and names"
          + " the first that differs.")
  @Nullable String against;

  @Override
  public Integer call() {
    if (depth < 0 || depth > MAX_DEPTH) {
      throw new ParameterException(
          spec.commandLine(),
          "Invalid value for option '--depth': " + depth + " is not in 0.." + MAX_DEPTH);
    }
    if (divide && depth < 1) {
      throw new ParameterException(spec.commandLine(), "--divide needs a --depth of at least 1");
    }
    PrintWriter out = spec.commandLine().getOut();
    Board board = position.board();

    boolean byRootMove = divide || against != null || depth >= PROGRESS_DEPTH;
    if (byRootMove && depth < 1) {
      throw new ParameterException(spec.commandLine(), "--against needs a --depth of at least 1");
    }
    long start = System.nanoTime();
    Map<String, Long> counts = new LinkedHashMap<>();
    long nodes = byRootMove ? byRootMove(board, out, counts, start) : count(board, depth);
    long nanos = Math.max(1, System.nanoTime() - start);

    out.println("nodes " + nodes);
    out.println(String.format(Locale.ROOT, "time %.3f s", nanos / 1e9));
    out.println("nps " + (long) (nodes * 1e9 / nanos));
    out.flush();
    return against == null ? 0 : compare(board, counts, nodes, against, out);
  }

  /**
   * Counts root move by root move, in generation order: prints {@code <move>: <count>} for each
   * with {@code --divide}, and from {@link #PROGRESS_DEPTH} on reports each on standard error as
   * it is counted. Interrupted, it prints the total of the moves counted so far. Fills {@code
   * counts} and returns the total.
   */
  private long byRootMove(Board board, PrintWriter out, Map<String, Long> counts, long start) {
    List<Move> moves = board.legalMoves();
    PrintWriter err = spec.commandLine().getErr();
    DivideProgress progress = new DivideProgress(out, moves.size());
    try (OnInterrupt report = new OnInterrupt("perft", progress::printInterrupted)) {
      for (Move move : moves) {
        String uci = board.uci(move); // written from the root board, before the move is played
        board.play(move);
        long nodes = count(board, depth - 1);
        board.undo();
        counts.put(uci, nodes);
        progress.counted(uci, nodes, divide);
        if (depth >= PROGRESS_DEPTH) {
          err.printf(Locale.ROOT, "%d/%d %s: %d (%.1f s)%n", counts.size(), moves.size(), uci, nodes,
              (System.nanoTime() - start) / 1e9);
          err.flush();
        }
      }
    }
    if (divide) {
      out.println();
    }
    return progress.total();
  }

  /**
   * Runs the engine's perft divide and compares it with Augur's, printing the engine's total and
   * time, then either agreement or the first root move (in Augur's order, then the engine's) whose
   * count differs.
   */
  private int compare(Board board, Map<String, Long> ours, long total, String command, PrintWriter out) {
    EnginePerft theirs;
    String name;
    try (UciEngine engine = UciEngine.start(List.of(command.strip().split("\\s+")))) {
      name = engine.name();
      theirs = engine.perft(board, depth, AGAINST_TIMEOUT);
    }
    out.println(String.format(Locale.ROOT, "%s: nodes %d, time %.3f s (wall clock, from go perft to its total)",
        name, theirs.nodes(), theirs.elapsedMillis() / 1e3));
    for (Map.Entry<String, Long> entry : ours.entrySet()) {
      Long count = theirs.divide().get(entry.getKey());
      if (count == null || count.longValue() != entry.getValue()) {
        return differs(out, "at " + entry.getKey() + ": augur " + entry.getValue() + ", " + name + " "
            + (count == null ? "does not list the move" : count));
      }
    }
    for (Map.Entry<String, Long> entry : theirs.divide().entrySet()) {
      if (!ours.containsKey(entry.getKey())) {
        return differs(out, "at " + entry.getKey() + ": augur has no such move, " + name + " " + entry.getValue());
      }
    }
    if (theirs.nodes() != total) {
      return differs(out, "in the total: augur " + total + ", " + name + " " + theirs.nodes());
    }
    out.println("agrees: " + ours.size() + " root moves, " + total + " nodes");
    out.flush();
    return 0;
  }

  private static int differs(PrintWriter out, String where) {
    out.println("differs " + where);
    out.flush();
    return EXIT_DISAGREES;
  }

  /** The root moves counted so far, shared with the report printed on interruption. */
  private static final class DivideProgress {
    private final PrintWriter out;
    private final int moves;
    private int counted;
    private long total;

    DivideProgress(PrintWriter out, int moves) {
      this.out = out;
      this.moves = moves;
    }

    synchronized void counted(String uci, long nodes, boolean print) {
      if (print) {
        out.println(uci + ": " + nodes);
        out.flush();
      }
      counted++;
      total += nodes;
    }

    synchronized long total() {
      return total;
    }

    synchronized void printInterrupted() {
      out.println();
      out.println("interrupted after " + counted + " of " + moves + " root moves: nodes " + total + " so far");
      out.flush();
    }
  }

  private long count(Board board, int plies) {
    return full ? Perft.countFull(board, plies) : Perft.count(board, plies);
  }
}
