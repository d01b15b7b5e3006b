package io.github.augurchess.nnue;

import java.util.SplittableRandom;

/** Small networks with seeded random weights in the ranges a trained network has. */
final class RandomNetworks {
  private RandomNetworks() {}

  /** A random SCReLU network of hidden size 128 with 8 buckets. */
  static Network small(long seed) {
    return random(seed, 128, 8, Activation.SCRELU, 127);
  }

  /**
   * A random network; feature weights within ±64 (a quarter of QA), biases within ±128, output
   * weights within ±{@code outputRange}.
   */
  static Network random(long seed, int hidden, int buckets, Activation activation, int outputRange) {
    SplittableRandom random = new SplittableRandom(seed);
    short[] featureWeights = new short[Network.INPUTS * hidden];
    for (int i = 0; i < featureWeights.length; i++) {
      featureWeights[i] = (short) random.nextInt(-64, 65);
    }
    short[] featureBiases = new short[hidden];
    for (int i = 0; i < hidden; i++) {
      featureBiases[i] = (short) random.nextInt(-128, 129);
    }
    short[] outputWeights = new short[buckets * 2 * hidden];
    for (int i = 0; i < outputWeights.length; i++) {
      outputWeights[i] = (short) random.nextInt(-outputRange, outputRange + 1);
    }
    short[] outputBiases = new short[buckets];
    for (int i = 0; i < buckets; i++) {
      outputBiases[i] = (short) random.nextInt(-2000, 2001);
    }
    return Network.of(hidden, buckets, activation, 255, 64, 400, "random network, seed " + seed,
        featureWeights, featureBiases, outputWeights, outputBiases);
  }
}
