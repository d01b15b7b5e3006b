package io.github.augurchess.cli;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenException;
import io.github.augurchess.movegen.Perft;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code augur perft}: counts the leaves of the legal move tree of a position. The last three lines
 * of output are {@code nodes N}, {@code time S s} and {@code nps R}, for scripts to grep.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Counts the leaf nodes of the legal move tree (perft) of a position.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done",
      "1:internal error",
      "2:bad input (invalid FEN, bad or missing option)"
    })
final class PerftCommand implements Callable<Integer> {

  static final int MAX_DEPTH = 20;

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Option(
      names = "--fen",
      paramLabel = "FEN",
      description = "The position (default: the starting position).")
  String fen = Fen.STARTING_POSITION;

  @Option(
      names = "--chess960",
      description = "Read the FEN as Chess960; castling is then written king takes rook.")
  boolean chess960;

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
    Board board;
    try {
      board = Fen.parse(fen, chess960 ? Variant.CHESS960 : Variant.STANDARD);
    } catch (FenException e) {
      PrintWriter err = spec.commandLine().getErr();
      err.println(e.getMessage());
      err.flush();
      return AugurCli.EXIT_BAD_INPUT;
    }

    long start = System.nanoTime();
    long nodes = divide ? divide(board, out) : count(board, depth);
    long nanos = Math.max(1, System.nanoTime() - start);

    out.println("nodes " + nodes);
    out.println(String.format(Locale.ROOT, "time %.3f s", nanos / 1e9));
    out.println("nps " + (long) (nodes * 1e9 / nanos));
    out.flush();
    return 0;
  }

  /**
   * Prints {@code <move>: <count>} per root move in generation order, each as soon as it is
   * counted; returns the total. Interrupted, it prints the total of the moves counted so far.
   */
  private long divide(Board board, PrintWriter out) {
    List<Move> moves = board.legalMoves();
    DivideProgress progress = new DivideProgress(out, moves.size());
    try (OnInterrupt report = new OnInterrupt("perft", progress::printInterrupted)) {
      for (Move move : moves) {
        String uci = board.uci(move); // written from the root board, before the move is played
        board.play(move);
        long nodes = count(board, depth - 1);
        board.undo();
        progress.counted(uci, nodes);
      }
    }
    out.println();
    return progress.total();
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

    synchronized void counted(String uci, long nodes) {
      out.println(uci + ": " + nodes);
      out.flush();
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
