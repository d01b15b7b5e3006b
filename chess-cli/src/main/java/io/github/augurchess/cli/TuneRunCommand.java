package io.github.augurchess.cli;

import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.tune.Optimizer;
import io.github.augurchess.tune.TrainingSet;
import io.github.augurchess.tune.TuneOptions;
import io.github.augurchess.tune.TuneResult;
import io.github.augurchess.tune.Tuner;
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
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur tune run --data FILE.epd --params-out FILE}: fits the weights to labelled
 * positions and writes a parameter file that {@code augur eval --params} and UCI {@code ClassicalEvalFile}
 * read.
 */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Tunes the classical evaluator by Texel's method: fits K, then minimises the mean squared error between"
          + " results and sigmoid(K * score / 400) by mini-batch gradient descent on an 80/20 training/validation split.",
      "An iteration is one pass over the training positions. The pawn's material value is held fixed so that scores"
          + " stay in centipawns; phase weights and scale factors are not tuned."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:parameters written", "1:internal error", "2:bad input (unreadable data or file, bad option)"})
final class TuneRunCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--data", paramLabel = "FILE.epd", arity = "1..*", required = true,
      description = "Labelled positions: EPD with c9 \"1-0\" (or result/res), or FEN [1.0].")
  List<Path> data;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--params-out", paramLabel = "FILE", required = true, description = "The tuned parameter file to write.")
  Path paramsOut;

  @Option(names = "--params-in", paramLabel = "FILE", description = "Starting weights (default: the built-in ones).")
  @Nullable Path paramsIn;

  @Option(names = "--iterations", paramLabel = "N", description = "Passes over the training set (default ${DEFAULT-VALUE}).")
  int iterations = TuneOptions.defaults().iterations();

  @Option(names = "--batch", paramLabel = "N", description = "Positions per gradient step (default ${DEFAULT-VALUE}).")
  int batch = TuneOptions.defaults().batchSize();

  @Option(names = "--rate", paramLabel = "R", description = "Learning rate: about centipawns per step with Adam (default ${DEFAULT-VALUE}).")
  double rate = TuneOptions.defaults().learningRate();

  @Option(names = "--optimizer", paramLabel = "adam|plain", description = "Update rule (default: adam).")
  String optimizer = "adam";

  @Option(names = "--regularisation", paramLabel = "L", description = "L2 pull towards the starting weights (default ${DEFAULT-VALUE}).")
  double regularisation = TuneOptions.defaults().regularisation();

  @Option(names = "--validation", paramLabel = "F", description = "Share held out for validation (default ${DEFAULT-VALUE}).")
  double validation = TuneOptions.defaults().validationFraction();

  @Option(names = "--k", paramLabel = "K", description = "The sigmoid constant; 0 to fit it (default ${DEFAULT-VALUE}).")
  double k = 0;

  @Option(names = "--freeze", paramLabel = "PREFIX", split = ",",
      description = "Hold the weights whose names start with these prefixes, e.g. material.,phase. (default: none).")
  List<String> freeze = new ArrayList<>();

  @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: the processors).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the split and batch order (default ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--charts", paramLabel = "DIR",
      description = "Write learning-curve.csv, learning-curve.png and psqt-<piece>-<phase>.png heat maps here.")
  @Nullable Path charts;

  @Override
  public Integer call() throws IOException {
    Optimizer rule = Optimizer.valueOf(optimizer.toUpperCase(Locale.ROOT));
    TuneOptions options = new TuneOptions(iterations, batch, rate, regularisation, validation, seed, threads, rule, k,
        freeze);
    Path in = paramsIn;
    EvalParameters start = in == null ? EvalParameters.defaults() : FileAccess.read(in, EvalParameters::read);
    PrintWriter out = spec.commandLine().getOut();
    long began = System.nanoTime();
    TrainingSet set = TrainingSet.read(data, start, threads);
    out.printf(Locale.ROOT, "%d positions read (%d left out: insufficient material) in %.1f s%n", set.size(),
        set.leftOut(), (System.nanoTime() - began) / 1e9);
    out.flush();
    TuneResult result = new Tuner(options).tune(set, start, progress -> {
      out.println(progress);
      out.flush();
    });
    FileAccess.write(paramsOut, f -> {
      result.parameters().write(f);
      return f;
    });
    Path dir = charts;
    if (dir != null) {
      FileAccess.write(dir, d -> {
        Files.createDirectories(d);
        result.writeCurve(d.resolve("learning-curve.csv"));
        TuneCharts.learningCurve(result.curve(), d.resolve("learning-curve.png"));
        TuneCharts.pieceSquareHeatMaps(start, result.parameters(), d);
        return d;
      });
    }
    out.printf(Locale.ROOT, "K %.4f; %d training and %d validation positions; %d weights tuned%n", result.k(),
        result.trainingPositions(), result.validationPositions(), result.tunedWeights());
    out.printf(Locale.ROOT, "training error %.6f -> %.6f, validation error %.6f -> %.6f (rounded weights)%n",
        result.initialTrainingError(), result.finalTrainingError(), result.initialValidationError(),
        result.finalValidationError());
    out.printf(Locale.ROOT, "%s written; tuning took %.1f s (%.1f s in all)%n", paramsOut,
        result.elapsed().toMillis() / 1000.0, (System.nanoTime() - began) / 1e9);
    out.flush();
    return 0;
  }
}
