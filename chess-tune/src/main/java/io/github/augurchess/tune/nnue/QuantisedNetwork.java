package io.github.augurchess.tune.nnue;

import io.github.augurchess.nnue.Activation;
import io.github.augurchess.nnue.Network;
import java.nio.charset.StandardCharsets;

/**
 * A network quantised to 16-bit integers, exactly as version 1 of the Augur network file format
 * stores it ({@code AUGURNN1}; see docs/guide/nnue.md): feature weights and biases times QA = 255,
 * output weights times QB = 256, output biases times QA * QB, SCReLU, output buckets by piece count.
 * It evaluates packed positions with the format's integer arithmetic (as {@link Network#evaluate}
 * does), so the trainer can check the quantised network against the float one before the file ships;
 * {@link #toNetwork()} hands it to chess-nnue's writer.
 */
public final class QuantisedNetwork {
  /** Feature-transformer scale. */
  public static final int QA = 255;
  /**
   * Output-weight scale written: 256 rather than the format's common 64, because the trained output
   * weights are small (|w| around 0.05) and a step of 1/64 would cost several centipawns of rounding;
   * output biases then hold ±{@value #MAX_OUTPUT_BIAS_CP} cp ({@code 32767 / (QA * QB) * 400}).
   */
  public static final int QB = 256;
  /** The largest output bias the int16 field holds at this QB, in centipawns (rounded down). */
  public static final int MAX_OUTPUT_BIAS_CP = 200;

  private final int hidden;
  private final int buckets;
  private final short[] ftWeights;
  private final short[] ftBiases;
  private final short[] outWeights;
  private final short[] outBiases;
  private final String description;

  private QuantisedNetwork(int hidden, int buckets, short[] ftWeights, short[] ftBiases, short[] outWeights,
      short[] outBiases, String description) {
    this.hidden = hidden;
    this.buckets = buckets;
    this.ftWeights = ftWeights;
    this.ftBiases = ftBiases;
    this.outWeights = outWeights;
    this.outBiases = outBiases;
    this.description = description;
  }

  /**
   * Rounds a float network to the format's integers (clamping to the 16-bit range).
   *
   * @param description free text for the header (trainer settings, data), at most 1024 UTF-8 bytes
   * @throws IllegalArgumentException if H is not a multiple of 16 between 128 and 1024, or
   *     the description is too long
   */
  public static QuantisedNetwork quantise(FloatNetwork net, String description) {
    if (net.hidden() % 16 != 0 || net.hidden() < 128 || net.hidden() > 1024) {
      throw new IllegalArgumentException("the file format needs H a multiple of 16 from 128 to 1024: " + net.hidden());
    }
    if (description.getBytes(StandardCharsets.UTF_8).length > 1024) {
      throw new IllegalArgumentException("description longer than 1024 bytes");
    }
    return new QuantisedNetwork(net.hidden(), net.buckets(), round(net.ftWeights, QA), round(net.ftBiases, QA),
        round(net.outWeights, QB), round(net.outBiases, (double) QA * QB), description);
  }

  /** The activated accumulators {@code clamp(acc, 0, QA)²}, us then them. */
  int[] activations(Features f) {
    int h = hidden;
    int[] us = new int[h];
    int[] them = new int[h];
    for (int j = 0; j < h; j++) {
      us[j] = ftBiases[j];
      them[j] = ftBiases[j];
    }
    for (int n = 0; n < f.count; n++) {
      int u = f.us[n] * h;
      int t = f.them[n] * h;
      for (int j = 0; j < h; j++) {
        us[j] = (short) (us[j] + ftWeights[u + j]);
        them[j] = (short) (them[j] + ftWeights[t + j]);
      }
    }
    int[] a = new int[2 * h];
    for (int j = 0; j < h; j++) {
      int x = Math.max(0, Math.min(QA, us[j]));
      int y = Math.max(0, Math.min(QA, them[j]));
      a[j] = x * x;
      a[h + j] = y * y;
    }
    return a;
  }

  /** The output in QA * QB units before the final scaling: {@code sum / QA + bias}. */
  long output(int[] activations, int bucket) {
    int base = bucket * 2 * hidden;
    long sum = 0;
    for (int j = 0; j < activations.length; j++) {
      sum += (long) activations[j] * outWeights[base + j];
    }
    return sum / QA + outBiases[bucket];
  }

  private static short[] round(double[] values, double scale) {
    short[] out = new short[values.length];
    for (int i = 0; i < values.length; i++) {
      long q = Math.round(values[i] * scale);
      out[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, q));
    }
    return out;
  }

  /** H. */
  public int hidden() {
    return hidden;
  }

  /** The description in the header. */
  public String description() {
    return description;
  }

  /** The evaluation in centipawns for the side to move, in the format's integer arithmetic. */
  public int evaluate(Features f) {
    long cp = output(activations(f), f.bucket(buckets)) * FloatNetwork.SCALE / ((long) QA * QB);
    return (int) Math.max(-20_000, Math.min(20_000, cp));
  }

  /**
   * The network as chess-nnue's {@link Network}, which writes the file ({@link Network#write}) and
   * evaluates positions the way the engine does.
   */
  public Network toNetwork() {
    return Network.of(hidden, buckets, Activation.SCRELU, QA, QB, FloatNetwork.SCALE, description, ftWeights,
        ftBiases, outWeights, outBiases);
  }

  /** The file's bytes. */
  public byte[] toBytes() {
    return toNetwork().toBytes();
  }
}
