package io.github.augurchess.tune.nnue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Fits a {@link FloatNetwork} to packed positions by mini-batch Adam.
 *
 * <p>Loss: the mean of {@code (sigmoid(output * 400 / K) - target)²} with
 * {@code target = lambda * result + (1 - lambda) * sigmoid(score / K)}, score and result from the
 * side to move's view. Each batch's gradient is computed on {@code threads} threads over fixed slices
 * and summed in a fixed order, so a run is reproducible for a given thread count. The learning rate
 * decays exponentially from the first to the final rate over all steps. After each step the weights
 * are clipped to what the quantised file format holds ({@link #WEIGHT_CLIP}, and {@link #BIAS_CLIP}
 * for the output biases).
 *
 * <p>The trainer also keeps the network of the epoch with the lowest validation loss ({@link
 * #keepBestNetwork}): more epochs over a small data set can fit it ever closer while the held-out loss
 * rises again, and that later network plays worse.
 *
 * <p>With a directory, each epoch appends a row to {@code curve.csv} and rewrites {@code
 * checkpoint.bin} (the weights, Adam's moments, the epoch and the best network so far), from which
 * {@link #train} resumes.
 */
public final class Trainer implements AutoCloseable {
  /** The largest feature-transformer or output weight magnitude (int16 after scaling, with headroom). */
  public static final double WEIGHT_CLIP = 1.98;
  /** The largest output bias magnitude (it is stored as int16 in QA * QB units: 32767 / (255 * 256)). */
  public static final double BIAS_CLIP = 0.5;
  private static final double BETA1 = 0.9;
  private static final double BETA2 = 0.999;
  private static final double EPSILON = 1e-8;
  private static final String CHECKPOINT_MAGIC = "AUGURCK2";

  private final TrainOptions options;
  private final ExecutorService pool;
  private final Gradient[] gradients;
  private final Features[] features;
  private FloatNetwork net;
  private double[][] first;
  private double[][] second;
  private long steps;
  private int epochsDone;
  private @org.checkerframework.checker.nullness.qual.Nullable FloatNetwork best;
  private int bestEpoch;
  private double bestValidationLoss = Double.POSITIVE_INFINITY;

  /** A trainer starting from random weights drawn from the seed. */
  public Trainer(TrainOptions options) {
    this(options, FloatNetwork.random(options.hidden(), options.buckets(), options.seed()));
  }

  /** A trainer starting from the given network (which it changes). */
  public Trainer(TrainOptions options, FloatNetwork start) {
    if (start.hidden() != options.hidden() || start.buckets() != options.buckets()) {
      throw new IllegalArgumentException("the network's shape differs from the options'");
    }
    this.options = options;
    this.net = start;
    this.pool = Executors.newFixedThreadPool(options.threads(), task -> {
      Thread t = new Thread(task, "augur-nnue-train");
      t.setDaemon(true);
      return t;
    });
    gradients = new Gradient[options.threads()];
    features = new Features[options.threads()];
    for (int t = 0; t < gradients.length; t++) {
      gradients[t] = new Gradient(net);
      features[t] = new Features();
    }
    first = zerosLike(net);
    second = zerosLike(net);
  }

  private static double[][] zerosLike(FloatNetwork n) {
    double[][] p = n.parameters();
    double[][] z = new double[p.length][];
    for (int i = 0; i < p.length; i++) {
      z[i] = new double[p[i].length];
    }
    return z;
  }

  /** The network as trained so far. */
  public FloatNetwork network() {
    return net;
  }

  /** Epochs completed (counting those before a resumption). */
  public int epochsDone() {
    return epochsDone;
  }

  /** The epoch with the lowest validation loss so far, or 0 when no epoch had one (none held out). */
  public int bestEpoch() {
    return bestEpoch;
  }

  /**
   * Makes the network of {@link #bestEpoch} the one this trainer holds (and so the one {@link
   * #network}, the quantisation checks and {@link #snapFeatureTransformer} use); nothing changes
   * when no epoch had a validation loss.
   */
  public void keepBestNetwork() {
    if (best != null) {
      net = best.copy();
    }
  }

  /**
   * Trains for the remaining epochs.
   *
   * @param data the positions
   * @param directory where the curve and checkpoint go, resumed from if it holds a checkpoint; or null
   * @param report receives each epoch's figures
   * @return the network
   */
  public FloatNetwork train(TrainingData data, @org.checkerframework.checker.nullness.qual.Nullable Path directory,
      Consumer<EpochReport> report) throws IOException, InterruptedException {
    if (directory != null) {
      Files.createDirectories(directory);
      Path checkpoint = directory.resolve("checkpoint.bin");
      if (Files.exists(checkpoint)) {
        loadCheckpoint(checkpoint);
      }
    }
    int[] order = data.training().clone();
    long stepsPerEpoch = (order.length + options.batchSize() - 1) / options.batchSize();
    long totalSteps = Math.max(1, stepsPerEpoch * options.epochs());
    while (epochsDone < options.epochs()) {
      long start = System.nanoTime();
      SplittableRandom shuffle = new SplittableRandom(options.seed() * 1_000_003L + epochsDone);
      System.arraycopy(data.training(), 0, order, 0, order.length);
      for (int i = order.length - 1; i > 0; i--) {
        int j = shuffle.nextInt(i + 1);
        int swap = order[i];
        order[i] = order[j];
        order[j] = swap;
      }
      double lossSum = 0;
      double rate = options.learningRate();
      for (int from = 0; from < order.length; from += options.batchSize()) {
        int to = Math.min(order.length, from + options.batchSize());
        Gradient g = gradient(data, order, from, to);
        lossSum += g.loss;
        double progress = (double) steps / totalSteps;
        rate = options.learningRate() * Math.pow(options.finalLearningRate() / options.learningRate(), progress);
        adamStep(g, rate);
      }
      epochsDone++;
      double seconds = (System.nanoTime() - start) / 1e9;
      double validationLoss = loss(data, data.validation());
      if (validationLoss < bestValidationLoss) {
        bestValidationLoss = validationLoss;
        bestEpoch = epochsDone;
        best = net.copy();
      }
      EpochReport r = new EpochReport(epochsDone, steps, rate, order.length == 0 ? Double.NaN : lossSum / order.length,
          validationLoss, order.length / Math.max(1e-9, seconds), seconds);
      if (directory != null) {
        appendCurve(directory.resolve("curve.csv"), r);
        saveCheckpoint(directory.resolve("checkpoint.bin"));
      }
      report.accept(r);
    }
    return net;
  }

  /** The summed loss and gradient of positions order[from..to), over the threads. */
  Gradient gradient(TrainingData data, int[] order, int from, int to) throws InterruptedException {
    int threads = options.threads();
    List<Callable<Void>> tasks = new ArrayList<>(threads);
    int span = (to - from + threads - 1) / threads;
    for (int t = 0; t < threads; t++) {
      int a = Math.min(to, from + t * span);
      int b = Math.min(to, a + span);
      Gradient g = gradients[t];
      Features f = features[t];
      tasks.add(() -> {
        g.clear();
        byte[] records = data.records();
        for (int i = a; i < b; i++) {
          int index = order[i];
          f.read(records, index * PackedPosition.BYTES);
          double target = Gradient.target(data.stmScore(index), data.stmResult(index), options.lambda(), options.scaleK());
          g.accumulate(net, f, target, options.scaleK());
        }
        return null;
      });
    }
    runAll(tasks);
    for (int t = 1; t < threads; t++) {
      gradients[0].add(gradients[t]);
    }
    return gradients[0];
  }

  /** The mean loss of the network on the given positions (NaN for none). */
  public double loss(TrainingData data, int[] indices) throws InterruptedException {
    if (indices.length == 0) {
      return Double.NaN;
    }
    int threads = options.threads();
    double[] sums = new double[threads];
    List<Callable<Void>> tasks = new ArrayList<>(threads);
    int span = (indices.length + threads - 1) / threads;
    for (int t = 0; t < threads; t++) {
      int a = Math.min(indices.length, t * span);
      int b = Math.min(indices.length, a + span);
      int slot = t;
      tasks.add(() -> {
        Features f = new Features();
        double[] scratch = new double[2 * net.hidden()];
        double sum = 0;
        for (int i = a; i < b; i++) {
          int index = indices[i];
          f.read(data.records(), index * PackedPosition.BYTES);
          double target = Gradient.target(data.stmScore(index), data.stmResult(index), options.lambda(), options.scaleK());
          double p = Gradient.sigmoid(net.forward(f, scratch) * FloatNetwork.SCALE / options.scaleK());
          sum += (p - target) * (p - target);
        }
        sums[slot] = sum;
        return null;
      });
    }
    runAll(tasks);
    double total = 0;
    for (double s : sums) {
      total += s;
    }
    return total / indices.length;
  }

  private void runAll(List<Callable<Void>> tasks) throws InterruptedException {
    for (Future<Void> f : pool.invokeAll(tasks)) {
      try {
        f.get();
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException re) {
          throw re;
        }
        throw new IllegalStateException(cause);
      }
    }
  }

  private void adamStep(Gradient g, double rate) {
    steps++;
    if (g.count == 0) {
      return;
    }
    double[][] params = net.parameters();
    double[][] grads = {g.ftWeights, g.ftBiases, g.outWeights, g.outBiases};
    double[] clips = {WEIGHT_CLIP, WEIGHT_CLIP, WEIGHT_CLIP, BIAS_CLIP};
    double correction1 = 1 - Math.pow(BETA1, steps);
    double correction2 = 1 - Math.pow(BETA2, steps);
    double step = rate * Math.sqrt(correction2) / correction1;
    double inverseCount = 1.0 / g.count;
    for (int k = 0; k < params.length; k++) {
      double[] p = params[k];
      double[] gr = grads[k];
      double[] m = first[k];
      double[] v = second[k];
      double clip = clips[k];
      for (int i = 0; i < p.length; i++) {
        double gi = gr[i] * inverseCount;
        m[i] = BETA1 * m[i] + (1 - BETA1) * gi;
        v[i] = BETA2 * v[i] + (1 - BETA2) * gi * gi;
        double w = p[i] - step * m[i] / (Math.sqrt(v[i]) + EPSILON);
        p[i] = w > clip ? clip : w < -clip ? -clip : w;
      }
    }
  }

  private static void appendCurve(Path csv, EpochReport r) throws IOException {
    String row = (Files.exists(csv) ? "" : EpochReport.CSV_HEADER + "\n") + r.csv() + "\n";
    Files.writeString(csv, row, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  /** Writes the weights, Adam's moments and the progress, atomically. */
  void saveCheckpoint(Path file) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16))) {
      out.write(CHECKPOINT_MAGIC.getBytes(StandardCharsets.US_ASCII));
      out.writeInt(net.hidden());
      out.writeInt(net.buckets());
      out.writeInt(epochsDone);
      out.writeLong(steps);
      out.writeInt(bestEpoch);
      out.writeDouble(bestValidationLoss);
      List<double[][]> groups = new ArrayList<>(List.of(net.parameters(), first, second));
      if (best != null) {
        groups.add(best.parameters());
      }
      for (double[][] group : groups) {
        for (double[] array : group) {
          for (double d : array) {
            out.writeDouble(d);
          }
        }
      }
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /**
   * Reads a checkpoint written by a trainer of the same shape.
   *
   * @throws NnueDataException if it is not a checkpoint, has another shape, or is truncated
   */
  void loadCheckpoint(Path file) throws IOException {
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
      byte[] magic = in.readNBytes(8);
      String found = new String(magic, StandardCharsets.US_ASCII);
      if (!CHECKPOINT_MAGIC.equals(found)) {
        throw new NnueDataException(file.toString(), 0, found.startsWith("AUGURCK")
            ? "a checkpoint of another trainer version (" + found + "; this trainer reads " + CHECKPOINT_MAGIC + ")"
            : "not a trainer checkpoint");
      }
      int hidden = in.readInt();
      int buckets = in.readInt();
      if (hidden != options.hidden() || buckets != options.buckets()) {
        throw new NnueDataException(file.toString(), 8, "checkpoint of H=" + hidden + ", " + buckets
            + " buckets; the options say H=" + options.hidden() + ", " + options.buckets());
      }
      int epochs = in.readInt();
      long stepCount = in.readLong();
      int bestAt = in.readInt();
      double bestLoss = in.readDouble();
      if (bestAt < 0 || bestAt > epochs) {
        throw new NnueDataException(file.toString(), 28, "best epoch " + bestAt + " of " + epochs);
      }
      FloatNetwork loaded = new FloatNetwork(hidden, buckets);
      FloatNetwork loadedBest = bestAt > 0 ? new FloatNetwork(hidden, buckets) : null;
      double[][] m = zerosLike(loaded);
      double[][] v = zerosLike(loaded);
      List<double[][]> groups = new ArrayList<>(List.of(loaded.parameters(), m, v));
      if (loadedBest != null) {
        groups.add(loadedBest.parameters());
      }
      for (double[][] group : groups) {
        for (double[] array : group) {
          for (int i = 0; i < array.length; i++) {
            array[i] = in.readDouble();
          }
        }
      }
      if (in.read() != -1) {
        throw new NnueDataException(file.toString(), -1, "trailing bytes after the checkpoint");
      }
      net = loaded;
      first = m;
      second = v;
      epochsDone = epochs;
      steps = stepCount;
      bestEpoch = bestAt;
      bestValidationLoss = bestAt > 0 ? bestLoss : Double.POSITIVE_INFINITY;
      best = loadedBest;
    } catch (java.io.EOFException e) {
      throw new NnueDataException(file.toString(), -1, "truncated checkpoint");
    }
  }

  /** Reads only the network of a checkpoint file. */
  public static FloatNetwork readCheckpointNetwork(Path file, int hidden, int buckets) throws IOException {
    TrainOptions o = new TrainOptions(hidden, buckets, 1, 1, 1e-3, 1e-3, 0, 400, 0, 1, 1);
    try (Trainer t = new Trainer(o)) {
      t.loadCheckpoint(file);
      return t.network();
    }
  }

  /**
   * Compares a quantisation of the network with the network on up to 100,000 validation positions
   * (training positions when none are held out).
   */
  public QuantisationCheck quantisationCheck(TrainingData data, QuantisedNetwork quantised) {
    int[] indices = data.validation().length > 0 ? data.validation() : data.training();
    int[] sample = java.util.Arrays.copyOf(indices, Math.min(indices.length, 100_000));
    return QuantisationCheck.compare(net, quantised, data.records(), sample);
  }

  /**
   * Rounds the feature transformer's weights and biases to multiples of 1/QA, the values the
   * quantised file holds, so that the float network the quantised one is checked against has the
   * same feature layer; the remaining difference is the output layer's rounding. Returns how far
   * the rounded float network moved from the one before, on the validation positions (training
   * positions when none are held out).
   */
  public QuantisationCheck snapFeatureTransformer(TrainingData data) {
    FloatNetwork before = net.copy();
    for (double[] array : new double[][] {net.ftWeights, net.ftBiases}) {
      for (int i = 0; i < array.length; i++) {
        array[i] = Math.round(array[i] * QuantisedNetwork.QA) / (double) QuantisedNetwork.QA;
      }
    }
    int[] indices = data.validation().length > 0 ? data.validation() : data.training();
    return QuantisationCheck.compareFloat(before, net, data.records(),
        java.util.Arrays.copyOf(indices, Math.min(indices.length, 100_000)));
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }

}
