package io.github.augurchess.cli;

import io.github.augurchess.book.BookMove;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur book probe --book FILE.bin [--fen FEN]}: the book's moves for a position, in file
 * order, with SAN, UCI, weight, share of the total weight and learn field.
 */
@Command(
    name = "probe",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Lists a book's moves for a position: SAN, UCI, weight, percentage of the weights, learn.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the book has moves for the position (listed)",
      "1:internal error",
      "2:bad input (invalid FEN, unreadable or corrupt book, bad or missing option)",
      "3:the book has no move for the position"
    })
final class BookProbeCommand implements Callable<Integer> {
  /** Exit code when the book knows no move for the position. */
  static final int EXIT_NOT_IN_BOOK = 3;

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--book", paramLabel = "FILE.bin", required = true, description = "The Polyglot book.")
  Path book;

  @Mixin PositionOptions position = new PositionOptions();

  @Override
  public Integer call() throws IOException {
    Board board = position.board();
    List<BookMove> moves = FileAccess.read(book, PolyglotBook::open).moves(board);
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "key %016x%n", board.zobristKey());
    long total = moves.stream().mapToLong(BookMove::weight).sum();
    for (BookMove m : moves) {
      double percent = total == 0 ? 0 : 100.0 * m.weight() / total;
      out.printf(Locale.ROOT, "%-8s %-6s weight %5d %6.2f%% learn %d%n", board.san(m.move()), board.uci(m.move()),
          m.weight(), percent, m.learn());
    }
    out.printf(Locale.ROOT, "%d move%s, total weight %d%n", moves.size(), moves.size() == 1 ? "" : "s", total);
    out.flush();
    return moves.isEmpty() ? EXIT_NOT_IN_BOOK : 0;
  }
}
