package io.github.augurchess.cli;

import io.github.augurchess.tune.nnue.EpochReport;
import io.github.augurchess.tune.nnue.FloatNetwork;
import io.github.augurchess.tune.nnue.QuantisationCheck;
import io.github.augurchess.tune.nnue.QuantisedNetwork;
import io.github.augurchess.tune.nnue.TrainOptions;
import io.github.augurchess.tune.nnue.Trainer;
import io.github.augurchess.tune.nnue.TrainingData;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur nnue train --data FILE... --out DIR}: fits a network to packed positions and writes
 * it, quantised, as DIR/net.nnue, with DIR/curve.csv, DIR/curve.svg and DIR/checkpoint.bin.
 */
@Command(
    name = "train",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Trains a 768->H x2 -> 1 network (SCReLU, 8 output buckets by piece count) by mini-batch Adam on"
          + " positions from 'augur nnue datagen' or 'augur nnue label'; the target blends"
          + " sigmoid(score/K) with the game result by --lambda.",
      "DIR receives curve.csv (a row per epoch), curve.svg (its chart), checkpoint.bin (rewritten each"
          + " epoch; running the same command again resumes from it) and net.nnue (the quantised network).",
      "The network written is that of the epoch with the lowest validation loss unless --keep last.",
      "After training the feature layer is rounded to the file's int16 grid (1/255); the shift this causes and"
          + " the quantised network's agreement with the float one on the validation positions are printed."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:network written", "1:internal error",
      "2:bad input (unreadable or malformed data or checkpoint, bad option)"})
final class NnueTrainCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--data", paramLabel = "FILE", required = true, arity = "1..*",
      description = "Packed position files (32 bytes a position).")
  List<Path> data;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "DIR", required = true, description = "Directory of the outputs.")
  Path out;

  @Option(names = "--hidden", paramLabel = "H", description = "Hidden width, a multiple of 16 from 128 (default ${DEFAULT-VALUE}).")
  int hidden = 128;

  @Option(names = "--epochs", paramLabel = "N", description = "Passes over the data (default ${DEFAULT-VALUE}).")
  int epochs = 10;

  @Option(names = "--batch", paramLabel = "N", description = "Positions per step (default ${DEFAULT-VALUE}).")
  int batch = 16_384;

  @Option(names = "--lr", paramLabel = "RATE", description = "First learning rate (default ${DEFAULT-VALUE}).")
  double lr = 1e-3;

  @Option(names = "--final-lr", paramLabel = "RATE", description = "Last learning rate, reached by exponential decay (default ${DEFAULT-VALUE}).")
  double finalLr = 1e-4;

  @Option(names = "--lambda", paramLabel = "X", description = "Weight of the game result in the target (default ${DEFAULT-VALUE}).")
  double lambda = 0.3;

  @Option(names = "--scale-k", paramLabel = "CP", description = "K in sigmoid(score/K) (default ${DEFAULT-VALUE}).")
  double scaleK = 400;

  @Option(names = "--validation", paramLabel = "X", description = "Share of each file held out, from its end (default ${DEFAULT-VALUE}).")
  double validation = 0.05;

  @Option(names = "--threads", paramLabel = "N", description = "Gradient threads (default: the processors).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--mirror", description = "Add the left-right reflection of every training position without"
      + " castling rights (the same value: without castling the rules are symmetric).")
  boolean mirror;

  @Option(names = "--keep", paramLabel = "WHICH",
      description = "The network written: 'best', that of the epoch with the lowest validation loss, or 'last' (default ${DEFAULT-VALUE}).")
  KeptNetwork keep = KeptNetwork.best;

  /** Which epoch's network the command writes. */
  enum KeptNetwork { best, last }

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the weights and shuffles (default ${DEFAULT-VALUE}).")
  long seed = 1;

  @Override
  public Integer call() throws InterruptedException, IOException {
    TrainOptions options = new TrainOptions(hidden, 8, epochs, batch, lr, finalLr, lambda, scaleK, validation, threads,
        seed);
    if (hidden % 16 != 0 || hidden < 128 || hidden > 1024) {
      throw new IllegalArgumentException("--hidden must be a multiple of 16 from 128 to 1024");
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (Trainer trainer = new Trainer(options)) {
      TrainingData positions = TrainingData.read(data, validation, mirror);
      stdout.printf(Locale.ROOT, "%,d training and %,d validation positions%n", positions.trainingSize(),
          positions.validationSize());
      stdout.flush();
      ProgressLine line = new ProgressLine(err);
      trainer.train(positions, out, r -> {
        stdout.println(describe(r));
        stdout.flush();
        line.show(r.epoch(), epochs, (long) (r.seconds() * 1000 * (epochs - r.epoch())), "epoch " + r.epoch() + "/" + epochs);
      });
      String kept = "last";
      if (keep == KeptNetwork.best && trainer.bestEpoch() > 0) {
        trainer.keepBestNetwork();
        kept = "epoch " + trainer.bestEpoch();
        stdout.printf(Locale.ROOT, "keeping the network of epoch %d, the lowest validation loss%n", trainer.bestEpoch());
      }
      FloatNetwork net = trainer.network();
      Files.writeString(out.resolve("curve.svg"), LearningCurveChart.svg(Files.readAllLines(out.resolve("curve.csv"))));
      String description = String.format(Locale.ROOT, "augur nnue train: H=%d buckets=8 epochs=%d batch=%d lr=%g..%g"
          + " lambda=%.2f K=%.0f validation=%.2f seed=%d positions=%d%s kept=%s", hidden, epochs, batch, lr, finalLr,
          lambda, scaleK, validation, seed, positions.trainingSize(), mirror ? " (with reflections)" : "", kept);
      QuantisationCheck direct = trainer.quantisationCheck(positions, QuantisedNetwork.quantise(net, description));
      stdout.printf(Locale.ROOT, "quantised as trained, against the float network: %s%n", direct);
      QuantisationCheck snapped = trainer.snapFeatureTransformer(positions);
      stdout.printf(Locale.ROOT, "feature layer rounded to the int16 grid, against the float network before: %s%n",
          snapped);
      QuantisedNetwork quantised = QuantisedNetwork.quantise(trainer.network(), description);
      Path file = out.resolve("net.nnue");
      Files.write(file, quantised.toBytes());
      QuantisationCheck check = trainer.quantisationCheck(positions, quantised);
      stdout.printf(Locale.ROOT, "%s: quantised network, %,d bytes; agreement with the (rounded) float network: %s%n",
          file, Files.size(file), check);
      stdout.flush();
    }
    return 0;
  }

  private static String describe(EpochReport r) {
    return String.format(Locale.ROOT, "epoch %d: training loss %.6f, validation loss %.6f, lr %.2e, %,.0f positions/s, %.1f s",
        r.epoch(), r.trainingLoss(), r.validationLoss(), r.learningRate(), r.positionsPerSecond(), r.seconds());
  }
}
