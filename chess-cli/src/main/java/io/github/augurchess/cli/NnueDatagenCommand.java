package io.github.augurchess.cli;

import io.github.augurchess.api.Variant;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.match.Openings;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import io.github.augurchess.tune.nnue.DataGenOptions;
import io.github.augurchess.tune.nnue.DataGenProgress;
import io.github.augurchess.tune.nnue.DataGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur nnue datagen --games N --nodes N --out FILE}: self-play training positions for the
 * network, resumable.
 */
@Command(
    name = "datagen",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Plays Augur against itself at a fixed number of nodes a move from randomised openings and appends"
          + " every quiet position (not in check, best move not a capture or promotion, no mate score) with"
          + " its search score and the game's result to FILE, 32 bytes a position (see docs/guide/nnue.md).",
      "Resumable: FILE.progress records the options and the games written; run the same command again to"
          + " continue to --games. The data depend only on the options and the seed, not on --threads."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:data written", "1:internal error",
      "2:bad input (a file cannot be read or written, bad option, a progress file made with other options)"})
final class NnueDatagenCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Option(names = "--games", paramLabel = "N", required = true,
      description = "Games the file holds when generation ends (games already in it count).")
  long games;

  @Option(names = "--nodes", paramLabel = "N", description = "Nodes searched per move (default ${DEFAULT-VALUE}).")
  long nodes = 4000;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "FILE", required = true, description = "The data file to write or extend.")
  Path out;

  @Option(names = "--openings", paramLabel = "FILE",
      description = "Openings (PGN or EPD) to start from before the random plies (default: the start position).")
  @Nullable Path openings;

  @Option(names = "--random-plies", paramLabel = "N",
      description = "Random legal plies after the opening; every other game one more (default ${DEFAULT-VALUE}).")
  int randomPlies = 8;

  @Option(names = "--threads", paramLabel = "N", description = "Games at once (default ${DEFAULT-VALUE}).")
  int threads = 1;

  @Option(names = "--hash", paramLabel = "MiB", description = "Each engine's hash table (default ${DEFAULT-VALUE}).")
  int hash = 16;

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the openings and random plies (default ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--max-opening-score", paramLabel = "CP",
      description = "Drop games whose opening scores beyond this either way (default ${DEFAULT-VALUE}).")
  int maxOpeningScore = 400;

  @Option(names = "--max-plies", paramLabel = "N", description = "Plies after which a game is drawn (default ${DEFAULT-VALUE}).")
  int maxPlies = 400;

  @Option(names = "--net", paramLabel = "FILE",
      description = "Play with this network's evaluator (a later generation) instead of the classical one.")
  @Nullable Path net;

  @Override
  public Integer call() throws InterruptedException, IOException {
    DataGenOptions options = new DataGenOptions(games, nodes, threads, hash, seed, randomPlies, maxOpeningScore,
        maxPlies);
    Path file = openings;
    List<Board> starts = file == null ? List.of() : FileAccess.read(file, f -> Openings.read(f, Variant.STANDARD));
    String openingsId = file == null ? "startpos" : String.valueOf(file.getFileName());
    Path network = net;
    DataGenerator generator;
    if (network == null) {
      generator = new DataGenerator(starts, openingsId, ClassicalEvaluator::new, "classical", options);
    } else {
      Network loaded = FileAccess.read(network, Network::read);
      generator = new DataGenerator(starts, openingsId, NnueEvaluator.factory(loaded),
          String.format(Locale.ROOT, "nnue:%s:%08x", network.getFileName(), loaded.checksum()), options);
    }
    PrintWriter err = spec.commandLine().getErr();
    ProgressLine line = new ProgressLine(err);
    DataGenProgress last = generator.run(out, p -> line.show(p.games(), p.targetGames(), p.etaMillis(),
        String.format(Locale.ROOT, "%,d/%,d games %,d positions %.1f games/s", p.games(), p.targetGames(),
            p.positions(), p.gamesPerSecond())));
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.printf(Locale.ROOT, "%s: %,d games, %,d positions%n", out, last.games(), last.positions());
    stdout.flush();
    return 0;
  }
}
