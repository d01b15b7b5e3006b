package io.github.augurchess.tune.nnue;

/**
 * How {@link Trainer} fits a network.
 *
 * @param hidden H, the feature transformer's width (a multiple of 16 for the file format)
 * @param buckets output buckets by piece count (8 in the file format)
 * @param epochs passes over the training positions
 * @param batchSize positions per Adam step
 * @param learningRate the first step's learning rate
 * @param finalLearningRate the last step's; the rate decays exponentially between the two
 * @param lambda the weight of the game result in the target (0: the score alone, 1: the result alone)
 * @param scaleK centipawns per unit of the sigmoid's argument: the target is
 *     {@code lambda * result + (1 - lambda) * sigmoid(score / scaleK)}
 * @param validationFraction the share of each data file, taken from its end (whole games), held out
 * @param threads threads computing gradients
 * @param seed seeds the initial weights and the shuffles
 */
public record TrainOptions(
    int hidden, int buckets, int epochs, int batchSize, double learningRate, double finalLearningRate,
    double lambda, double scaleK, double validationFraction, int threads, long seed) {

  /** @throws IllegalArgumentException for a value out of range */
  public TrainOptions {
    if (hidden < 1 || buckets < 1 || 32 % buckets != 0 || epochs < 1 || batchSize < 1 || threads < 1) {
      throw new IllegalArgumentException("hidden, epochs, batch size and threads must be at least 1, buckets divide 32");
    }
    if (!(learningRate > 0) || !(finalLearningRate > 0) || !(scaleK > 0)) {
      throw new IllegalArgumentException("learning rates and the scale must be positive");
    }
    if (!(lambda >= 0 && lambda <= 1) || !(validationFraction >= 0 && validationFraction < 1)) {
      throw new IllegalArgumentException("lambda must be in [0, 1] and the validation fraction in [0, 1)");
    }
  }

  /** The defaults: H 128, 8 buckets, 10 epochs of 16,384, Adam 1e-3 decaying to 1e-4, lambda 0.3, K 400. */
  public static TrainOptions defaults() {
    return new TrainOptions(128, 8, 10, 16_384, 1e-3, 1e-4, 0.3, 400, 0.05, 1, 1);
  }
}
