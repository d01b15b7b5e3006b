package io.github.augurchess.tune.nnue;

import java.util.SplittableRandom;

/**
 * The network in floating point, as the trainer fits it: a feature transformer 768 → H shared by both
 * perspectives, SCReLU ({@code clamp(x, 0, 1)²}), and per output bucket a linear layer over the two
 * activated accumulators (the side to move's first). The output times the evaluation scale (400) is
 * centipawns from the side to move's view.
 *
 * <p>Parameters are public arrays in the layouts the file format uses, so the trainer, the quantiser
 * and the tests share them without copies. Not thread-safe while being trained.
 */
public final class FloatNetwork {
  /** Centipawns per unit of output. */
  public static final int SCALE = 400;

  private final int hidden;
  private final int buckets;
  /** Feature-major: feature f's H weights at [f*H, f*H+H). */
  final double[] ftWeights;
  final double[] ftBiases;
  /** Bucket-major: bucket b's 2H weights at [b*2H, b*2H+2H), us first. */
  final double[] outWeights;
  final double[] outBiases;

  /**
   * A network of zeros.
   *
   * @param hidden H, at least 1
   * @param buckets output buckets, a divisor of 32
   */
  public FloatNetwork(int hidden, int buckets) {
    if (hidden < 1 || buckets < 1 || 32 % buckets != 0) {
      throw new IllegalArgumentException("hidden must be at least 1 and buckets divide 32: " + hidden + ", " + buckets);
    }
    this.hidden = hidden;
    this.buckets = buckets;
    ftWeights = new double[Features.INPUTS * hidden];
    ftBiases = new double[hidden];
    outWeights = new double[buckets * 2 * hidden];
    outBiases = new double[buckets];
  }

  /** A network with small random weights from the seed, where training starts. */
  public static FloatNetwork random(int hidden, int buckets, long seed) {
    FloatNetwork net = new FloatNetwork(hidden, buckets);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < net.ftWeights.length; i++) {
      net.ftWeights[i] = random.nextDouble(-0.1, 0.1);
    }
    for (int i = 0; i < hidden; i++) {
      net.ftBiases[i] = random.nextDouble(0, 0.2);
    }
    double range = 1 / Math.sqrt(2.0 * hidden);
    for (int i = 0; i < net.outWeights.length; i++) {
      net.outWeights[i] = random.nextDouble(-range, range);
    }
    return net;
  }

  /** H. */
  public int hidden() {
    return hidden;
  }

  /** Output buckets. */
  public int buckets() {
    return buckets;
  }

  /** Every parameter in one order (feature weights, feature biases, output weights, output biases). */
  double[][] parameters() {
    return new double[][] {ftWeights, ftBiases, outWeights, outBiases};
  }

  /** A deep copy. */
  public FloatNetwork copy() {
    FloatNetwork c = new FloatNetwork(hidden, buckets);
    double[][] from = parameters();
    double[][] to = c.parameters();
    for (int i = 0; i < from.length; i++) {
      System.arraycopy(from[i], 0, to[i], 0, from[i].length);
    }
    return c;
  }

  /** The output (centipawns / {@link #SCALE}) for the side to move. {@code scratch} holds 2H doubles. */
  public double forward(Features f, double[] scratch) {
    accumulate(f, scratch);
    int base = f.bucket(buckets) * 2 * hidden;
    double sum = outBiases[f.bucket(buckets)];
    for (int j = 0; j < 2 * hidden; j++) {
      double x = scratch[j];
      double a = x <= 0 ? 0 : x >= 1 ? 1 : x * x;
      sum += a * outWeights[base + j];
    }
    return sum;
  }

  /** The two accumulators (us in [0, H), them in [H, 2H)) before activation. */
  void accumulate(Features f, double[] acc) {
    int h = hidden;
    System.arraycopy(ftBiases, 0, acc, 0, h);
    System.arraycopy(ftBiases, 0, acc, h, h);
    for (int n = 0; n < f.count; n++) {
      int us = f.us[n] * h;
      int them = f.them[n] * h;
      for (int j = 0; j < h; j++) {
        acc[j] += ftWeights[us + j];
      }
      for (int j = 0; j < h; j++) {
        acc[h + j] += ftWeights[them + j];
      }
    }
  }
}
