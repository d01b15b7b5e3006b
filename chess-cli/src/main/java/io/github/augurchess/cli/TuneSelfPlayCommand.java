package io.github.augurchess.cli;

import io.github.augurchess.api.Variant;
import io.github.augurchess.match.MatchResult;
import io.github.augurchess.match.Openings;
import io.github.augurchess.tune.SelfPlay;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur tune selfplay --games N --nodes N --openings FILE --out FILE.pgn}: fast games of Augur against
 * itself, for {@code augur tune extract}.
 */
@Command(
    name = "selfplay",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Plays Augur against itself at a fixed number of nodes a move from random openings (each with both"
          + " colours) and writes the games as PGN, to extract tuning positions from.",
      "Lost positions are resigned after 4 moves at -8 pawns; level ones are drawn after move 40."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:games written", "1:internal error", "2:bad input (a file cannot be read or written, bad option)"})
final class TuneSelfPlayCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Option(names = "--games", paramLabel = "N", required = true, description = "Games to play.")
  int games;

  @Option(names = "--nodes", paramLabel = "N", required = true, description = "Nodes searched per move.")
  long nodes;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "FILE.pgn", required = true, description = "The games to write.")
  Path out;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--openings", paramLabel = "FILE", required = true,
      description = "Openings, PGN or EPD, for example Stockfish's 8moves_v3.pgn.")
  Path openings;

  @Option(names = "--concurrency", paramLabel = "N", description = "Games at once (default: the processors).")
  int concurrency = Runtime.getRuntime().availableProcessors();

  @Option(names = "--hash", paramLabel = "MiB", description = "Each engine's hash table (default ${DEFAULT-VALUE}).")
  int hash = 16;

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the opening choice (default ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--params", paramLabel = "FILE", description = "Weights for both engines (default: the built-in ones).")
  @Nullable Path params;

  @Override
  public Integer call() throws InterruptedException, IOException {
    Path file = params;
    SelfPlay.Options options = new SelfPlay.Options(games, nodes, concurrency, hash, seed,
        file == null ? "" : file.toAbsolutePath().toString());
    SelfPlay selfPlay = new SelfPlay(FileAccess.read(openings, f -> Openings.read(f, Variant.STANDARD)), options);
    PrintWriter stdout = spec.commandLine().getOut();
    try (Writer pgn = FileAccess.write(out, f -> Files.newBufferedWriter(f, StandardCharsets.UTF_8))) {
      MatchResult result = selfPlay.play(pgn, line -> {
        stdout.println(line);
        stdout.flush();
      });
      stdout.printf("%s: %d games%n", out, result.games());
      stdout.flush();
    }
    return 0;
  }
}
