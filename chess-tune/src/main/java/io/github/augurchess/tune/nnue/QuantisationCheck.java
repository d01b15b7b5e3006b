package io.github.augurchess.tune.nnue;

import java.util.Arrays;

/**
 * How closely a quantised network follows its float original on a set of positions: the absolute
 * difference in centipawns between {@code round(float output * 400)} and the integer evaluation.
 *
 * @param positions positions compared
 * @param median the median difference
 * @param p99 the 99th percentile
 * @param max the largest difference
 * @param withinEight the share of positions within 8 cp
 */
public record QuantisationCheck(int positions, int median, int p99, int max, double withinEight) {

  /** Compares the two networks on records {@code indices} of {@code records}. */
  public static QuantisationCheck compare(FloatNetwork net, QuantisedNetwork quantised, byte[] records, int[] indices) {
    return compare(records, indices, net, f -> quantised.evaluate(f));
  }

  /** Compares two float networks (their outputs rounded to centipawns) on records {@code indices}. */
  public static QuantisationCheck compareFloat(FloatNetwork net, FloatNetwork other, byte[] records, int[] indices) {
    double[] scratch = new double[2 * other.hidden()];
    return compare(records, indices, net, f -> Math.round(other.forward(f, scratch) * FloatNetwork.SCALE));
  }

  private static QuantisationCheck compare(byte[] records, int[] indices, FloatNetwork net,
      java.util.function.ToLongFunction<Features> other) {
    int[] diffs = new int[indices.length];
    Features f = new Features();
    double[] scratch = new double[2 * net.hidden()];
    int within = 0;
    for (int i = 0; i < indices.length; i++) {
      f.read(records, indices[i] * PackedPosition.BYTES);
      long floatCp = Math.round(net.forward(f, scratch) * FloatNetwork.SCALE);
      diffs[i] = (int) Math.min(Integer.MAX_VALUE, Math.abs(floatCp - other.applyAsLong(f)));
      if (diffs[i] <= 8) {
        within++;
      }
    }
    Arrays.sort(diffs);
    if (diffs.length == 0) {
      return new QuantisationCheck(0, 0, 0, 0, 1);
    }
    return new QuantisationCheck(diffs.length, diffs[diffs.length / 2],
        diffs[Math.min(diffs.length - 1, (int) Math.ceil(diffs.length * 0.99) - 1)], diffs[diffs.length - 1],
        (double) within / diffs.length);
  }

  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT, "%d positions: median %d cp, 99th percentile %d cp, max %d cp,"
        + " %.2f%% within 8 cp", positions, median, p99, max, 100 * withinEight);
  }
}
