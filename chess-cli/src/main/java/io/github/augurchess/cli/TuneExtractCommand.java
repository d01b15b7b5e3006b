package io.github.augurchess.cli;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.tune.ExtractOptions;
import io.github.augurchess.tune.ExtractionSummary;
import io.github.augurchess.tune.PositionExtractor;
import io.github.augurchess.pgn.PgnReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur tune extract --pgn FILE... --out FILE.epd}: labelled quiet positions from finished
 * games, one EPD line each with the result in {@code c9}. Files are read in parallel and written
 * in the order given.
 */
@Command(
    name = "extract",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Extracts labelled quiet positions from PGN games for tuning: after the opening plies, not in check,"
          + " resolved to the leaf of a quiescence search, labelled with the game's result (c9 \"1-0\").",
      "Unfinished games (*) and games with a move that cannot be read are left out."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:positions written", "1:internal error", "2:bad input (a file cannot be read or written, bad option)"})
final class TuneExtractCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--pgn", paramLabel = "FILE", arity = "1..*", required = true, description = "PGN files to read.")
  List<Path> pgns;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "FILE.epd", required = true, description = "The labelled positions to write.")
  Path out;

  @Option(names = "--skip-plies", paramLabel = "N", description = "Opening plies to skip (default ${DEFAULT-VALUE}).")
  int skipPlies = ExtractOptions.DEFAULTS.skipPlies();

  @Option(names = "--per-game", paramLabel = "N", description = "At most N positions from a game, at random; 0 for all (default ${DEFAULT-VALUE}).")
  int perGame = ExtractOptions.DEFAULTS.perGame();

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the --per-game choice (default ${DEFAULT-VALUE}).")
  long seed = ExtractOptions.DEFAULTS.seed();

  @Option(names = "--params", paramLabel = "FILE", description = "Weights of the evaluator that resolves positions (default: the built-in ones).")
  @Nullable Path params;

  @Option(names = "--threads", paramLabel = "N", description = "Files read at once (default: the processors).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Override
  public Integer call() throws InterruptedException, IOException, ExecutionException {
    ExtractOptions options = new ExtractOptions(skipPlies, perGame, seed);
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1");
    }
    Path file = params;
    EvalParameters weights = file == null ? EvalParameters.defaults() : FileAccess.read(file, EvalParameters::read);
    PrintWriter err = spec.commandLine().getErr();
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, pgns.size()));
    List<Future<FileResult>> results = new ArrayList<>();
    for (Path pgn : pgns) {
      results.add(pool.submit(() -> extract(pgn, options, weights)));
    }
    ExtractionSummary total = new ExtractionSummary(0, 0, 0);
    try (Writer writer = FileAccess.write(out, f -> Files.newBufferedWriter(f, StandardCharsets.UTF_8))) {
      for (int i = 0; i < pgns.size(); i++) {
        FileResult r = results.get(i).get();
        for (String line : r.lines) {
          writer.write(line);
          writer.write('\n');
        }
        total = total.plus(r.summary);
        err.printf(Locale.ROOT, "%s: %d games (%d left out), %d positions%n", pgns.get(i), r.summary.games(),
            r.summary.skippedGames(), r.summary.positions());
        err.flush();
      }
    } finally {
      pool.shutdownNow();
    }
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.printf(Locale.ROOT, "%s: %d positions from %d games (%d left out), %.1f s%n", out, total.positions(),
        total.games(), total.skippedGames(), (System.nanoTime() - start) / 1e9);
    stdout.flush();
    return 0;
  }

  private static final class FileResult {
    final List<String> lines = new ArrayList<>();
    ExtractionSummary summary = new ExtractionSummary(0, 0, 0);
  }

  private static FileResult extract(Path pgn, ExtractOptions options, EvalParameters weights) throws IOException {
    FileResult result = new FileResult();
    PositionExtractor extractor = new PositionExtractor(new ClassicalEvaluator(weights), options);
    try (PgnReader reader = FileAccess.read(pgn, PgnReader::open)) {
      result.summary = extractor.extract(reader, p -> result.lines.add(p.toEpd()));
    }
    return result;
  }
}
