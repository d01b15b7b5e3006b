package io.github.augurchess.tune.nnue;

/**
 * The loss of a network on positions and its gradient, summed over the positions seen. Feature rows
 * are summed sparsely: only the rows of features that occurred are touched, cleared and merged.
 */
final class Gradient {
  private final int hidden;
  final double[] ftWeights;
  final double[] ftBiases;
  final double[] outWeights;
  final double[] outBiases;
  private final boolean[] touched = new boolean[Features.INPUTS];
  private final int[] touchedRows = new int[Features.INPUTS];
  private int touchedCount;
  double loss;
  long count;
  private final double[] acc;
  private final double[] dacc;

  Gradient(FloatNetwork net) {
    hidden = net.hidden();
    ftWeights = new double[net.ftWeights.length];
    ftBiases = new double[net.ftBiases.length];
    outWeights = new double[net.outWeights.length];
    outBiases = new double[net.outBiases.length];
    acc = new double[2 * hidden];
    dacc = new double[2 * hidden];
  }

  void clear() {
    for (int t = 0; t < touchedCount; t++) {
      int row = touchedRows[t];
      java.util.Arrays.fill(ftWeights, row * hidden, row * hidden + hidden, 0);
      touched[row] = false;
    }
    touchedCount = 0;
    java.util.Arrays.fill(ftBiases, 0);
    java.util.Arrays.fill(outWeights, 0);
    java.util.Arrays.fill(outBiases, 0);
    loss = 0;
    count = 0;
  }

  /** Adds another gradient's sums to this one's. */
  void add(Gradient other) {
    for (int t = 0; t < other.touchedCount; t++) {
      int row = other.touchedRows[t];
      touch(row);
      int base = row * hidden;
      for (int j = 0; j < hidden; j++) {
        ftWeights[base + j] += other.ftWeights[base + j];
      }
    }
    addAll(ftBiases, other.ftBiases);
    addAll(outWeights, other.outWeights);
    addAll(outBiases, other.outBiases);
    loss += other.loss;
    count += other.count;
  }

  private static void addAll(double[] to, double[] from) {
    for (int i = 0; i < to.length; i++) {
      to[i] += from[i];
    }
  }

  private void touch(int row) {
    if (!touched[row]) {
      touched[row] = true;
      touchedRows[touchedCount++] = row;
    }
  }

  /** The target: {@code lambda * result + (1 - lambda) * sigmoid(score / scaleK)}. */
  static double target(double stmScore, double stmResult, double lambda, double scaleK) {
    return lambda * stmResult + (1 - lambda) * sigmoid(stmScore / scaleK);
  }

  static double sigmoid(double x) {
    return 1 / (1 + Math.exp(-x));
  }

  /**
   * Adds one position's squared error {@code (sigmoid(output * SCALE / scaleK) - target)²} and its
   * gradient.
   */
  void accumulate(FloatNetwork net, Features f, double target, double scaleK) {
    int h = hidden;
    net.accumulate(f, acc);
    int bucket = f.bucket(net.buckets());
    int base = bucket * 2 * h;
    double[] w = net.outWeights;
    double out = net.outBiases[bucket];
    for (int j = 0; j < 2 * h; j++) {
      double x = acc[j];
      double a = x <= 0 ? 0 : x >= 1 ? 1 : x * x;
      out += a * w[base + j];
    }
    double scale = FloatNetwork.SCALE / scaleK;
    double s = sigmoid(out * scale);
    double err = s - target;
    loss += err * err;
    count++;
    double gOut = 2 * err * s * (1 - s) * scale;
    outBiases[bucket] += gOut;
    for (int j = 0; j < 2 * h; j++) {
      double x = acc[j];
      if (x <= 0) {
        dacc[j] = 0;
      } else if (x >= 1) {
        outWeights[base + j] += gOut;
        dacc[j] = 0;
      } else {
        outWeights[base + j] += gOut * x * x;
        dacc[j] = gOut * w[base + j] * 2 * x;
      }
    }
    for (int j = 0; j < h; j++) {
      ftBiases[j] += dacc[j] + dacc[h + j];
    }
    for (int n = 0; n < f.count; n++) {
      int us = f.us[n];
      int them = f.them[n];
      touch(us);
      touch(them);
      int ub = us * h;
      int tb = them * h;
      for (int j = 0; j < h; j++) {
        ftWeights[ub + j] += dacc[j];
      }
      for (int j = 0; j < h; j++) {
        ftWeights[tb + j] += dacc[h + j];
      }
    }
  }
}
