package io.github.augurchess.cli;

import io.github.augurchess.book.BookBuildOptions;
import io.github.augurchess.book.BookBuilder;
import io.github.augurchess.book.BookSide;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur book build --pgn FILE... --out FILE.bin}: builds a Polyglot book from PGN games
 * with the options and results of {@code polyglot make-book}, streaming the games, with progress
 * on the error stream every 10,000 games.
 */
@Command(
    name = "build",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Builds a Polyglot book from PGN games as 'polyglot make-book' does: the same entries, weights and order.",
      "A game with a move that cannot be read is left out (polyglot stops instead); a game with a FEN tag"
          + " is read from its own start position."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:book written, every game read",
      "1:internal error",
      "2:bad input (a file cannot be read or written, bad or missing option)",
      "3:book written, some games left out (counted on the output, listed in the log)"
    })
final class BookBuildCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--pgn", paramLabel = "FILE", arity = "1..*", required = true, description = "PGN files to read.")
  List<Path> pgns;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "FILE.bin", required = true, description = "The book to write.")
  Path out;

  @Option(names = "--max-ply", paramLabel = "N", description = "Plies of each game to read (default: 1024).")
  int maxPly = BookBuildOptions.DEFAULTS.maxPly();

  @Option(names = "--min-games", paramLabel = "N", description = "Games a move needs to be kept (default: 3).")
  int minGames = BookBuildOptions.DEFAULTS.minGames();

  @Option(names = "--min-score", paramLabel = "PERCENT",
      description = "Score a move needs, in percent for the side that played it (default: 0).")
  double minScore = BookBuildOptions.DEFAULTS.minScorePercent();

  @ArgGroup(exclusive = true)
  @Nullable Side side;

  static final class Side {
    @Option(names = "--only-white", description = "Keep only moves played with white to move.")
    boolean white;

    @Option(names = "--only-black", description = "Keep only moves played with black to move.")
    boolean black;
  }

  @Option(names = "--uniform", description = "Give every move weight 1 instead of its score.")
  boolean uniform;

  @Override
  public Integer call() throws IOException {
    Side chosen = side;
    BookSide keep = chosen == null ? BookSide.BOTH : chosen.white ? BookSide.WHITE : BookSide.BLACK;
    BookBuildOptions options = new BookBuildOptions(maxPly, minGames, minScore, keep, uniform);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    long start = System.nanoTime();
    BookBuilder builder = new BookBuilder(options);
    builder.onProgress(games -> {
      err.printf(Locale.ROOT, "%d games read, %d position-move pairs, %.1f s%n", games, builder.pairsSeen(),
          seconds(start));
      err.flush();
    });
    for (Path pgn : pgns) {
      FileAccess.read(pgn, builder::addPgn);
    }
    int written = FileAccess.write(this.out, builder::write);
    double seconds = seconds(start);
    out.printf(Locale.ROOT, "%s: %d entries from %d games (%d left out), %d position-move pairs seen%n", this.out,
        written, builder.gamesRead(), builder.gamesSkipped(), builder.pairsSeen());
    out.printf(Locale.ROOT, "time %.3f s, %.0f games/s%n", seconds, builder.gamesRead() / Math.max(seconds, 1e-9));
    out.flush();
    return builder.gamesSkipped() == 0 ? 0 : PgnCommand.EXIT_PGN_PROBLEMS;
  }

  private static double seconds(long start) {
    return (System.nanoTime() - start) / 1e9;
  }
}
