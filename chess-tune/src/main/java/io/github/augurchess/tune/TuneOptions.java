package io.github.augurchess.tune;

import io.github.augurchess.eval.EvalParameters;
import java.util.List;

/**
 * How the {@link Tuner} runs. An iteration is one pass over the training positions in mini-batches
 * of {@code batchSize}, with a gradient step after each batch.
 *
 * @param iterations passes over the training set, at least 1
 * @param batchSize positions per gradient step, at least 1
 * @param learningRate the step size: about centipawns per step for {@link Optimizer#ADAM}; see
 *     {@link Optimizer#PLAIN}
 * @param regularisation the weight λ of an L2 penalty λ·Σ(w − w₀)² pulling the weights towards
 *     where they started; 0 for none
 * @param validationFraction the share of positions held out for validation, in [0, 0.9]
 * @param seed seeds the split and the batch order, so that a run can be repeated
 * @param threads worker threads for the gradient and the errors, at least 1
 * @param optimizer the update rule
 * @param k the sigmoid's scaling constant; 0 to fit it to the data first
 * @param frozen name prefixes of weights to hold where they start (for example {@code material.}),
 *     besides the pawn's material value, which is always held
 */
public record TuneOptions(int iterations, int batchSize, double learningRate, double regularisation,
    double validationFraction, long seed, int threads, Optimizer optimizer, double k, List<String> frozen) {

  /** @throws IllegalArgumentException for a value out of its range */
  public TuneOptions {
    if (iterations < 1) {
      throw new IllegalArgumentException("iterations must be at least 1: " + iterations);
    }
    if (batchSize < 1) {
      throw new IllegalArgumentException("batch size must be at least 1: " + batchSize);
    }
    if (!(learningRate > 0) || Double.isInfinite(learningRate)) {
      throw new IllegalArgumentException("learning rate must be a positive number: " + learningRate);
    }
    if (!(regularisation >= 0) || Double.isInfinite(regularisation)) {
      throw new IllegalArgumentException("regularisation must be 0 or more: " + regularisation);
    }
    if (!(validationFraction >= 0 && validationFraction <= 0.9)) {
      throw new IllegalArgumentException("validation fraction must be in [0, 0.9]: " + validationFraction);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1: " + threads);
    }
    if (!(k >= 0) || Double.isInfinite(k)) {
      throw new IllegalArgumentException("K must be 0 (fit it) or positive: " + k);
    }
    frozen = List.copyOf(frozen);
    for (String prefix : frozen) {
      if (EvalParameters.names().stream().noneMatch(name -> name.startsWith(prefix))) {
        throw new IllegalArgumentException("no weight's name starts with " + prefix);
      }
    }
  }

  /**
   * 100 iterations, batches of 16,384, Adam at 1 centipawn per step, no regularisation, 20% for
   * validation, seed 1, one thread per available processor, K fitted.
   */
  public static TuneOptions defaults() {
    return new TuneOptions(100, 16_384, 1.0, 0, 0.2, 1, Runtime.getRuntime().availableProcessors(),
        Optimizer.ADAM, 0, List.of());
  }

  /** A copy with this many iterations. */
  public TuneOptions withIterations(int n) {
    return new TuneOptions(n, batchSize, learningRate, regularisation, validationFraction, seed, threads, optimizer, k, frozen);
  }

  /** A copy with this batch size. */
  public TuneOptions withBatchSize(int n) {
    return new TuneOptions(iterations, n, learningRate, regularisation, validationFraction, seed, threads, optimizer, k, frozen);
  }

  /** A copy with this learning rate. */
  public TuneOptions withLearningRate(double rate) {
    return new TuneOptions(iterations, batchSize, rate, regularisation, validationFraction, seed, threads, optimizer, k, frozen);
  }

  /** A copy with this L2 weight λ. */
  public TuneOptions withRegularisation(double lambda) {
    return new TuneOptions(iterations, batchSize, learningRate, lambda, validationFraction, seed, threads, optimizer, k, frozen);
  }

  /** A copy holding out this share for validation. */
  public TuneOptions withValidationFraction(double fraction) {
    return new TuneOptions(iterations, batchSize, learningRate, regularisation, fraction, seed, threads, optimizer, k, frozen);
  }

  /** A copy with this seed. */
  public TuneOptions withSeed(long s) {
    return new TuneOptions(iterations, batchSize, learningRate, regularisation, validationFraction, s, threads, optimizer, k, frozen);
  }

  /** A copy with this many worker threads. */
  public TuneOptions withThreads(int n) {
    return new TuneOptions(iterations, batchSize, learningRate, regularisation, validationFraction, seed, n, optimizer, k, frozen);
  }

  /** A copy with this update rule. */
  public TuneOptions withOptimizer(Optimizer o) {
    return new TuneOptions(iterations, batchSize, learningRate, regularisation, validationFraction, seed, threads, o, k, frozen);
  }

  /** Holds the weights whose names start with any of these prefixes. */
  public TuneOptions withFrozen(List<String> prefixes) {
    return new TuneOptions(iterations, batchSize, learningRate, regularisation, validationFraction, seed, threads, optimizer, k, prefixes);
  }

  /** A copy with this fixed K (0: fit it). */
  public TuneOptions withK(double fixedK) {
    return new TuneOptions(iterations, batchSize, learningRate, regularisation, validationFraction, seed, threads, optimizer, fixedK, frozen);
  }
}
