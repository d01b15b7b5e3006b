package io.github.augurchess.tune;

import io.github.augurchess.eval.EvalParameters;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Texel's method: fit the classical evaluator's weights so that the sigmoid of each position's
 * score, {@code 1 / (1 + 10^(-K·score/400))}, predicts the game's result, by minimising the mean
 * squared error over the training positions with mini-batch gradient descent.
 *
 * <ol>
 *   <li>The positions are shuffled (by the seed) and split: {@link TuneOptions#validationFraction}
 *       held out for validation, the rest for training.
 *   <li>K is fitted to the training positions under the starting weights (a golden-section search),
 *       unless given.
 *   <li>Each iteration walks the training positions in a fresh order, in batches; after each batch
 *       every tunable weight takes a step along the batch's gradient. The gradient is exact: the
 *       score is linear in the weights ({@link io.github.augurchess.eval.EvalFeatures}).
 *   <li>Errors on both sets are reported after each iteration.
 * </ol>
 *
 * <p>Tunable weights are the linear ones that some training position uses, except the pawn's
 * material value, which is held where it is so that scores stay in centipawns (K absorbs the
 * scale). The phase weights and scale factors stay too: the score is not linear in them.
 *
 * <pre>{@code
 * TuneResult r = new Tuner(TuneOptions.defaults()).tune(data, EvalParameters.defaults(), System.out::println);
 * }</pre>
 */
public final class Tuner {
  /** The weights held fixed to anchor the scale. */
  public static final List<String> ANCHORED = List.of("material.pawn.mg", "material.pawn.eg");
  private static final double LN10_OVER_400 = Math.log(10) / 400;
  private static final double BETA1 = 0.9;
  private static final double BETA2 = 0.999;
  private static final double EPSILON = 1e-8;
  /** Positions K is fitted on: a quarter of a million fix it to three decimals. */
  private static final int K_SAMPLE = 250_000;

  private final TuneOptions options;

  /** A tuner that runs with these options. */
  public Tuner(TuneOptions options) {
    this.options = options;
  }

  /**
   * Tunes the weights.
   *
   * @param data the positions (built under {@code start}, or weights with the same phase and scale)
   * @param start the starting weights
   * @param listener hears the progress, from the calling thread
   * @throws IllegalArgumentException if the data has fewer than two training positions
   */
  public TuneResult tune(TrainingSet data, EvalParameters start, TuneListener listener) {
    long began = System.nanoTime();
    int n = data.size();
    int[] order = shuffled(n, new SplittableRandom(options.seed()));
    int validationSize = (int) Math.round(n * options.validationFraction());
    int[] validation = java.util.Arrays.copyOfRange(order, 0, validationSize);
    int[] training = java.util.Arrays.copyOfRange(order, validationSize, n);
    if (training.length < 2) {
      throw new IllegalArgumentException("too few training positions: " + training.length);
    }
    int p = start.size();
    double[] w = new double[p];
    double[] w0 = new double[p];
    boolean[] endgame = new boolean[p];
    for (int i = 0; i < p; i++) {
      w[i] = start.value(i);
      w0[i] = w[i];
      endgame[i] = EvalParameters.isEndgame(i);
    }
    boolean[] tunable = tunable(data, options.frozen());
    int tunedWeights = 0;
    for (boolean t : tunable) {
      tunedWeights += t ? 1 : 0;
    }
    ExecutorService pool = Executors.newFixedThreadPool(options.threads(), r -> {
      Thread t = new Thread(r, "tuner");
      t.setDaemon(true);
      return t;
    });
    try {
      Model model = new Model(data, endgame, pool, options.threads());
      double k = options.k() > 0 ? options.k() : fitK(model, sample(training, K_SAMPLE), w);
      List<TuneProgress> curve = new ArrayList<>();
      long loopStart = System.nanoTime();
      TuneProgress first = progress(model, training, validation, w, k, 0, began, loopStart);
      curve.add(first);
      listener.onProgress(first);
      double[] m = new double[p];
      double[] v = new double[p];
      long step = 0;
      SplittableRandom random = new SplittableRandom(options.seed() + 1);
      for (int iteration = 1; iteration <= options.iterations(); iteration++) {
        shuffle(training, random);
        for (int from = 0; from < training.length; from += options.batchSize()) {
          int to = Math.min(training.length, from + options.batchSize());
          double[] gradient = model.gradient(training, from, to, w, k);
          step++;
          for (int i = 0; i < p; i++) {
            if (!tunable[i]) {
              continue;
            }
            double g = gradient[i] + 2 * options.regularisation() * (w[i] - w0[i]);
            if (options.optimizer() == Optimizer.ADAM) {
              m[i] = BETA1 * m[i] + (1 - BETA1) * g;
              v[i] = BETA2 * v[i] + (1 - BETA2) * g * g;
              double mHat = m[i] / (1 - Math.pow(BETA1, step));
              double vHat = v[i] / (1 - Math.pow(BETA2, step));
              w[i] -= options.learningRate() * mHat / (Math.sqrt(vHat) + EPSILON);
            } else {
              w[i] -= options.learningRate() * g;
            }
            w[i] = Math.max(EvalParameters.minValue(i), Math.min(EvalParameters.maxValue(i), w[i]));
          }
        }
        TuneProgress progress = progress(model, training, validation, w, k, iteration, began, loopStart);
        curve.add(progress);
        listener.onProgress(progress);
      }
      int[] rounded = new int[p];
      double[] roundedAsReal = new double[p];
      for (int i = 0; i < p; i++) {
        rounded[i] = (int) Math.round(w[i]);
        roundedAsReal[i] = rounded[i];
      }
      double finalTraining = model.error(training, roundedAsReal, k);
      double finalValidation = validation.length == 0 ? Double.NaN : model.error(validation, roundedAsReal, k);
      return new TuneResult(EvalParameters.of(rounded), k, training.length, validation.length, tunedWeights, curve,
          finalTraining, finalValidation, Duration.ofNanos(System.nanoTime() - began));
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * The mean squared error of these weights over every position of the set, with this K: what
   * the tuner minimises.
   */
  public double error(TrainingSet data, EvalParameters weights, double k) {
    ExecutorService pool = Executors.newFixedThreadPool(options.threads());
    try {
      boolean[] endgame = new boolean[weights.size()];
      double[] w = new double[weights.size()];
      for (int i = 0; i < w.length; i++) {
        endgame[i] = EvalParameters.isEndgame(i);
        w[i] = weights.value(i);
      }
      return new Model(data, endgame, pool, options.threads()).error(shuffled(data.size(), null), w, k);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * The gradient of {@link #error} with respect to each weight (by index in {@link
   * EvalParameters#names()}), the same the tuner steps along: exact for the linear weights, zero
   * for the others (the phase weights and scale factors).
   */
  public double[] gradient(TrainingSet data, EvalParameters weights, double k) {
    ExecutorService pool = Executors.newFixedThreadPool(options.threads());
    try {
      boolean[] endgame = new boolean[weights.size()];
      double[] w = new double[weights.size()];
      for (int i = 0; i < w.length; i++) {
        endgame[i] = EvalParameters.isEndgame(i);
        w[i] = weights.value(i);
      }
      if (data.size() == 0) {
        return new double[w.length];
      }
      return new Model(data, endgame, pool, options.threads()).gradient(shuffled(data.size(), null), 0, data.size(), w, k);
    } finally {
      pool.shutdownNow();
    }
  }

  /** The errors now; the time left is estimated from the iterations so far, K's fit not counted. */
  private TuneProgress progress(Model model, int[] training, int[] validation, double[] w, double k, int iteration,
      long began, long loopStart) {
    double trainingError = model.error(training, w, k);
    double validationError = validation.length == 0 ? Double.NaN : model.error(validation, w, k);
    long now = System.nanoTime();
    long elapsed = now - began;
    long remaining = iteration == 0 ? 0 : (now - loopStart) / iteration * (options.iterations() - iteration);
    return new TuneProgress(iteration, options.iterations(), trainingError, validationError,
        Duration.ofNanos(elapsed), Duration.ofNanos(remaining));
  }

  /** Linear weights used by at least one position, the anchors and the frozen ones excepted. */
  private static boolean[] tunable(TrainingSet data, List<String> frozen) {
    int[] usage = data.usage();
    boolean[] tunable = new boolean[usage.length];
    for (int i = 0; i < usage.length; i++) {
      String name = EvalParameters.names().get(i);
      tunable[i] = usage[i] > 0 && EvalParameters.isLinear(i) && frozen.stream().noneMatch(name::startsWith);
    }
    for (String name : ANCHORED) {
      tunable[EvalParameters.indexOf(name)] = false;
    }
    return tunable;
  }

  /** The first {@code n} of the (already shuffled) positions: enough to fix one constant. */
  private static int[] sample(int[] positions, int n) {
    return positions.length <= n ? positions : java.util.Arrays.copyOf(positions, n);
  }

  /** Golden-section search for the K that minimises the training error; the error is unimodal in K. */
  static double fitK(Model model, int[] positions, double[] w) {
    double low = 0.01;
    double high = 10;
    double ratio = (Math.sqrt(5) - 1) / 2;
    double a = high - ratio * (high - low);
    double b = low + ratio * (high - low);
    double fa = model.error(positions, w, a);
    double fb = model.error(positions, w, b);
    while (high - low > 1e-4) {
      if (fa < fb) {
        high = b;
        b = a;
        fb = fa;
        a = high - ratio * (high - low);
        fa = model.error(positions, w, a);
      } else {
        low = a;
        a = b;
        fa = fb;
        b = low + ratio * (high - low);
        fb = model.error(positions, w, b);
      }
    }
    return (low + high) / 2;
  }

  /** 0 to n-1, shuffled when a random source is given. */
  private static int[] shuffled(int n, @org.checkerframework.checker.nullness.qual.Nullable SplittableRandom random) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    if (random != null) {
      shuffle(order, random);
    }
    return order;
  }

  private static void shuffle(int[] a, SplittableRandom random) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  static double sigmoid(double score, double k) {
    return 1 / (1 + Math.exp(-k * LN10_OVER_400 * score));
  }

  /** The error and its gradient over slices of the data, computed by the pool's threads. */
  static final class Model {
    private final TrainingSet data;
    private final boolean[] endgame;
    private final ExecutorService pool;
    private final int threads;

    Model(TrainingSet data, boolean[] endgame, ExecutorService pool, int threads) {
      this.data = data;
      this.endgame = endgame;
      this.pool = pool;
      this.threads = threads;
    }

    /** The mean squared error over the positions. */
    double error(int[] positions, double[] w, double k) {
      List<Callable<double[]>> parts = new ArrayList<>();
      for (int[] range : slices(0, positions.length)) {
        parts.add(() -> {
          double sum = 0;
          for (int j = range[0]; j < range[1]; j++) {
            int i = positions[j];
            double diff = data.result[i] - sigmoid(data.score(i, w, endgame), k);
            sum += diff * diff;
          }
          return new double[] {sum};
        });
      }
      double sum = 0;
      for (double[] part : run(parts)) {
        sum += part[0];
      }
      return positions.length == 0 ? 0 : sum / positions.length;
    }

    /** The gradient of the mean squared error over {@code positions[from..to)}. */
    double[] gradient(int[] positions, int from, int to, double[] w, double k) {
      int size = to - from;
      double scale = -2.0 * k * LN10_OVER_400 / size;
      List<Callable<double[]>> parts = new ArrayList<>();
      for (int[] range : slices(from, to)) {
        parts.add(() -> {
          double[] g = new double[w.length];
          for (int j = range[0]; j < range[1]; j++) {
            int i = positions[j];
            double s = sigmoid(data.score(i, w, endgame), k);
            // d(r - s)² / d score = -2 (r - s) s (1 - s) K ln10 / 400; the constant part is in scale.
            double d = scale * (data.result[i] - s) * s * (1 - s);
            double dMg = d * data.middlegameFactor[i];
            double dEg = d * data.endgameFactor[i];
            for (int e = data.start[i]; e < data.start[i + 1]; e++) {
              int index = data.index[e];
              g[index] += data.count[e] * (endgame[index] ? dEg : dMg);
            }
          }
          return g;
        });
      }
      double[] gradient = new double[w.length];
      for (double[] part : run(parts)) {
        for (int i = 0; i < gradient.length; i++) {
          gradient[i] += part[i];
        }
      }
      return gradient;
    }

    /** [from, to) cut into one slice per thread (fewer for small ranges). */
    private List<int[]> slices(int from, int to) {
      int n = to - from;
      int count = Math.max(1, Math.min(threads, n / 1024));
      List<int[]> slices = new ArrayList<>(count);
      for (int t = 0; t < count; t++) {
        slices.add(new int[] {from + (int) ((long) n * t / count), from + (int) ((long) n * (t + 1) / count)});
      }
      return slices;
    }

    private List<double[]> run(List<Callable<double[]>> parts) {
      try {
        if (parts.size() == 1) {
          return List.of(parts.get(0).call());
        }
        List<double[]> results = new ArrayList<>();
        for (Future<double[]> f : pool.invokeAll(parts)) {
          results.add(f.get());
        }
        return results;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("tuning interrupted", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("a tuning worker failed", e.getCause());
      } catch (Exception e) {
        throw new IllegalStateException("a tuning worker failed", e);
      }
    }
  }
}
