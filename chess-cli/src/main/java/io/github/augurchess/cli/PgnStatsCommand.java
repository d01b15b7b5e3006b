package io.github.augurchess.cli;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.FileProblem;
import io.github.augurchess.api.Move;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code augur pgn stats FILE...}: reads every game with every move checked and prints, per file
 * and in total, the games, the plies of their main lines and the problems (each with its game,
 * line and column), then the time taken and the throughput.
 */
@Command(
    name = "stats",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Counts games, plies and problems in PGN files, checking every move, and reports the throughput.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every game read without a problem",
      "1:internal error",
      "2:bad input: some file could not be read (each is reported; the others are read and counted)",
      "3:every file read, with problems in some games (listed)"
    })
final class PgnStatsCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Parameters(paramLabel = "FILE", arity = "1..*", description = "PGN files to read.")
  List<Path> files;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    long totalGames = 0;
    long totalPlies = 0;
    long totalErrors = 0;
    long totalBytes = 0;
    int unreadable = 0;
    PrintWriter err = spec.commandLine().getErr();
    long start = System.nanoTime();
    for (Path file : files) {
      PlyCounter counter = new PlyCounter();
      List<PgnException> errors;
      try (PgnReader reader = PgnReader.open(file)) {
        reader.visitAll(counter);
        errors = new ArrayList<>(reader.errors());
        totalBytes += Files.size(file);
      } catch (IOException e) {
        // Reported, and the other files are read: one bad name must not hide the rest.
        out.flush();
        err.println(FileProblem.describe(file, e));
        err.flush();
        unreadable++;
        continue;
      }
      out.println(file + ": games " + counter.games + ", plies " + counter.plies + ", errors " + errors.size());
      for (PgnException e : errors) {
        out.println("  game " + e.gameIndex() + ", line " + e.line() + ", column " + e.column() + ": "
            + e.problem() + ": " + e.reason() + " in " + Excerpt.quoted(e.text()));
      }
      totalGames += counter.games;
      totalPlies += counter.plies;
      totalErrors += errors.size();
    }
    double seconds = Math.max(1, System.nanoTime() - start) / 1e9;
    out.println("total: games " + totalGames + ", plies " + totalPlies + ", errors " + totalErrors
        + (unreadable == 0 ? "" : ", files not read " + unreadable));
    out.println(String.format(Locale.ROOT, "time %.3f s, %.0f games/s, %.0f plies/s, %.2f MB/s", seconds,
        totalGames / seconds, totalPlies / seconds, totalBytes / seconds / 1e6));
    out.flush();
    if (unreadable > 0) {
      return AugurCli.EXIT_BAD_INPUT;
    }
    return totalErrors == 0 ? 0 : PgnCommand.EXIT_PGN_PROBLEMS;
  }

  /** Counts games and the moves of their main lines, without building trees. */
  private static final class PlyCounter implements PgnVisitor {
    long games;
    long plies;
    private int depth;

    @Override
    public void beginGame(int gameIndex) {
      games++;
      depth = 0;
    }

    @Override
    public void move(String text, @Nullable Move move) {
      if (depth == 0) {
        plies++;
      }
    }

    @Override
    public void beginVariation() {
      depth++;
    }

    @Override
    public void endVariation() {
      depth--;
    }
  }
}
