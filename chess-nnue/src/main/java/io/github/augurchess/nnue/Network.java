package io.github.augurchess.nnue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A quantised network: 768 inputs per perspective, a feature transformer shared by both
 * perspectives to {@link #hiddenSize()} units in 16-bit integers, the two accumulators
 * concatenated side to move first, an {@link Activation}, and one output layer per material
 * bucket. Immutable and thread-safe: load it once and give it to every {@link NnueEvaluator}.
 *
 * <p>The file format (version {@value #VERSION}, little-endian) is documented in {@code
 * docs/guide/nnue.md}; {@link #read(Path)} and {@link #write(OutputStream)} implement it, and a
 * file that is wrong in any way is a {@link NetworkFormatException} naming what and where.
 *
 * <pre>{@code
 * Network network = Network.read(Path.of("augur.nnue"));
 * Engine engine = Engine.builder().evaluator(() -> new NnueEvaluator(network)).build();
 * }</pre>
 *
 * <p>Feature index for a perspective P of a piece of colour C and type T on square S (a1 = 0):
 * {@code (C == P ? 0 : 384) + T * 64 + (P == WHITE ? S : S ^ 56)} ({@link #featureIndex}), so
 * that a position and its colour-flipped mirror evaluate the same.
 */
public final class Network {
  /** The format's magic, the first 8 bytes of every file. */
  public static final String MAGIC = "AUGURNN1";
  /** The format version this class reads and writes. */
  public static final int VERSION = 1;
  /** Input features per perspective: 2 colours × 6 piece types × 64 squares. */
  public static final int INPUTS = 768;
  /** The smallest hidden size the format allows. */
  public static final int MIN_HIDDEN = 128;
  /** The largest hidden size the format allows. */
  public static final int MAX_HIDDEN = 1024;
  /** The hidden size must be a multiple of this. */
  public static final int HIDDEN_MULTIPLE = 16;
  /** The most output buckets the format allows. */
  public static final int MAX_BUCKETS = 32;
  /** The largest QA: {@code QA² × 32767} still fits a 32-bit product. */
  public static final int MAX_QA = 255;
  /** The largest QB and SCALE. */
  public static final int MAX_CONSTANT = 65_535;
  /** The longest description in bytes of UTF-8. */
  public static final int MAX_DESCRIPTION_BYTES = 1024;
  /** Evaluations are clamped to ± this many centipawns, so that none reads as a mate. */
  public static final int MAX_EVAL = 20_000;
  /** The name of the network shipped inside this module, next to this class. */
  public static final String DEFAULT_RESOURCE = "default.nnue";

  /** Bytes of the fixed part of the header, up to and including the description length. */
  static final int HEADER_BYTES = 44;

  private final int hiddenSize;
  private final int outputBuckets;
  private final Activation activation;
  private final int qa;
  private final int qb;
  private final int scale;
  private final String description;
  /** [feature × H + unit]. */
  final short[] featureWeights;
  /** [unit]. */
  final short[] featureBiases;
  /** [bucket × 2H + i]: the side to move's H weights, then the other side's. */
  final short[] outputWeights;
  /** [bucket], in QA × QB units. */
  final short[] outputBiases;
  /**
   * Whether no half of any bucket's output sum (the side to move's H products, or the other's)
   * can leave the int range, so that each half may be summed in an int.
   */
  final boolean intSums;
  /**
   * The inference copies, widened to int and one array per row: loops over whole arrays of one
   * element type from index 0 are what C2 (JDK 17) vectorises; a short accumulator feeding an
   * int product, or two rows at different offsets of one array, it does not.
   */
  final int[][] featureRows;
  final int[] biasRow;
  /** [2 × bucket]: the side to move's output weights of the bucket; [2 × bucket + 1]: the other's. */
  final int[][] outputRows;

  private Network(
      int hiddenSize,
      int outputBuckets,
      Activation activation,
      int qa,
      int qb,
      int scale,
      String description,
      short[] featureWeights,
      short[] featureBiases,
      short[] outputWeights,
      short[] outputBiases) {
    this.hiddenSize = hiddenSize;
    this.outputBuckets = outputBuckets;
    this.activation = activation;
    this.qa = qa;
    this.qb = qb;
    this.scale = scale;
    this.description = description;
    this.featureWeights = featureWeights;
    this.featureBiases = featureBiases;
    this.outputWeights = outputWeights;
    this.outputBiases = outputBiases;
    this.intSums = sumsFitInt(outputWeights, hiddenSize, activation == Activation.SCRELU ? (long) qa * qa : qa);
    this.featureRows = rows(featureWeights, hiddenSize);
    this.biasRow = rows(featureBiases, hiddenSize)[0];
    this.outputRows = rows(outputWeights, hiddenSize);
  }

  private static int[][] rows(short[] values, int width) {
    int[][] rows = new int[values.length / width][width];
    for (int r = 0; r < rows.length; r++) {
      for (int i = 0; i < width; i++) {
        rows[r][i] = values[r * width + i];
      }
    }
    return rows;
  }

  /**
   * A network from its quantised parameters (the arrays are copied), for a trainer to write with
   * {@link #write(OutputStream)}.
   *
   * @param hiddenSize H, a multiple of {@value #HIDDEN_MULTIPLE} from {@value #MIN_HIDDEN} to
   *     {@value #MAX_HIDDEN}
   * @param outputBuckets B, 1 to {@value #MAX_BUCKETS}
   * @param qa the accumulators' scale, 1 to {@value #MAX_QA}
   * @param qb the output weights' scale, 1 to {@value #MAX_CONSTANT}
   * @param scale centipawns per unit of the float output, 1 to {@value #MAX_CONSTANT}
   * @param description free text (trainer settings, data), at most {@value
   *     #MAX_DESCRIPTION_BYTES} bytes of UTF-8
   * @param featureWeights {@code 768 × H}, feature-major
   * @param featureBiases {@code H}
   * @param outputWeights {@code B × 2H}, bucket-major, the side to move's half first
   * @param outputBiases {@code B}, in {@code QA × QB} units
   * @throws IllegalArgumentException if a dimension, constant or array length is out of range
   */
  public static Network of(
      int hiddenSize,
      int outputBuckets,
      Activation activation,
      int qa,
      int qb,
      int scale,
      String description,
      short[] featureWeights,
      short[] featureBiases,
      short[] outputWeights,
      short[] outputBiases) {
    @Nullable String problem = hiddenSizeProblem(hiddenSize);
    if (problem == null) {
      problem = bucketsProblem(outputBuckets);
    }
    if (problem == null) {
      problem = constantProblem("QA", qa, MAX_QA);
    }
    if (problem == null) {
      problem = constantProblem("QB", qb, MAX_CONSTANT);
    }
    if (problem == null) {
      problem = constantProblem("SCALE", scale, MAX_CONSTANT);
    }
    if (problem == null && description.getBytes(StandardCharsets.UTF_8).length > MAX_DESCRIPTION_BYTES) {
      problem = "description longer than " + MAX_DESCRIPTION_BYTES + " bytes of UTF-8";
    }
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    checkLength("feature weights", featureWeights, INPUTS * hiddenSize);
    checkLength("feature biases", featureBiases, hiddenSize);
    checkLength("output weights", outputWeights, outputBuckets * 2 * hiddenSize);
    checkLength("output biases", outputBiases, outputBuckets);
    return new Network(hiddenSize, outputBuckets, activation, qa, qb, scale, description,
        featureWeights.clone(), featureBiases.clone(), outputWeights.clone(), outputBiases.clone());
  }

  /** A network from parameters the reader has already checked; the arrays are kept. */
  static Network ofChecked(
      int hiddenSize,
      int outputBuckets,
      Activation activation,
      int qa,
      int qb,
      int scale,
      String description,
      short[] featureWeights,
      short[] featureBiases,
      short[] outputWeights,
      short[] outputBiases) {
    return new Network(hiddenSize, outputBuckets, activation, qa, qb, scale, description,
        featureWeights, featureBiases, outputWeights, outputBiases);
  }

  private static void checkLength(String what, short[] array, int expected) {
    if (array.length != expected) {
      throw new IllegalArgumentException(what + ": " + array.length + " values, expected " + expected);
    }
  }

  /** Why this hidden size is not allowed, or null if it is. */
  static @Nullable String hiddenSizeProblem(long hidden) {
    if (hidden < MIN_HIDDEN || hidden > MAX_HIDDEN || hidden % HIDDEN_MULTIPLE != 0) {
      return "hidden size " + hidden + " is not a multiple of " + HIDDEN_MULTIPLE + " from "
          + MIN_HIDDEN + " to " + MAX_HIDDEN;
    }
    return null;
  }

  /** Why this number of output buckets is not allowed, or null if it is. */
  static @Nullable String bucketsProblem(long buckets) {
    if (buckets < 1 || buckets > MAX_BUCKETS) {
      return "output buckets " + buckets + " not from 1 to " + MAX_BUCKETS;
    }
    return null;
  }

  /** Why this quantisation constant is not allowed, or null if it is. */
  static @Nullable String constantProblem(String name, long value, int max) {
    if (value < 1 || value > max) {
      return name + " " + value + " not from 1 to " + max;
    }
    return null;
  }

  /** Whether every run of {@code width} output weights sums in the int range whatever the accumulators. */
  private static boolean sumsFitInt(short[] outputWeights, int width, long maxActivation) {
    for (int start = 0; start < outputWeights.length; start += width) {
      long positive = 0;
      long negative = 0;
      for (int i = start; i < start + width; i++) {
        int w = outputWeights[i];
        if (w > 0) {
          positive += w;
        } else {
          negative -= w;
        }
      }
      if (positive * maxActivation > Integer.MAX_VALUE || negative * maxActivation > Integer.MAX_VALUE) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- reading and writing

  /**
   * Reads a network file.
   *
   * @throws NetworkFormatException if the file is not a valid network of this format
   * @throws IOException if the file cannot be read
   */
  public static Network read(Path path) throws IOException {
    try (InputStream in = Files.newInputStream(path)) {
      return NetworkReader.read(in, path.toString());
    }
  }

  /**
   * Reads a network from a stream (to its end; the stream is not closed).
   *
   * @param source what the stream is, for error messages
   * @throws NetworkFormatException if the bytes are not a valid network of this format
   * @throws IOException if the stream cannot be read
   */
  public static Network read(InputStream in, String source) throws IOException {
    return NetworkReader.read(in, source);
  }

  /**
   * Reads a network from the bytes of a network file.
   *
   * @throws NetworkFormatException if the bytes are not a valid network of this format
   */
  public static Network fromBytes(byte[] bytes) {
    return NetworkReader.parse(bytes, "bytes");
  }

  /**
   * The network shipped in this module as the resource {@value #DEFAULT_RESOURCE}, read once per
   * JVM and shared.
   *
   * @throws NetworkFormatException if the resource is absent or not a valid network
   */
  public static Network defaultNetwork() {
    Network network = DefaultNetwork.NETWORK;
    if (network == null) {
      throw new NetworkFormatException(DEFAULT_RESOURCE, 0, DefaultNetwork.PROBLEM);
    }
    return network;
  }

  /** Whether this build has a default network resource that reads without error. */
  public static boolean hasDefaultNetwork() {
    return DefaultNetwork.NETWORK != null;
  }

  /** Holds the default network, read on first use. */
  private static final class DefaultNetwork {
    static final @Nullable Network NETWORK;
    static final String PROBLEM;

    static {
      Network network = null;
      String problem = "";
      try (InputStream in = Network.class.getResourceAsStream(DEFAULT_RESOURCE)) {
        if (in == null) {
          problem = "no network resource " + DEFAULT_RESOURCE + " in this build";
        } else {
          network = NetworkReader.read(in, DEFAULT_RESOURCE);
        }
      } catch (NetworkFormatException e) {
        problem = e.reason();
      } catch (IOException e) {
        problem = "cannot be read: " + e.getMessage();
      }
      NETWORK = network;
      PROBLEM = problem;
    }

    private DefaultNetwork() {}
  }

  /** Writes this network in the file format, checksum included. */
  public void write(OutputStream out) throws IOException {
    out.write(toBytes());
  }

  /** Writes this network to a file in the file format. */
  public void write(Path path) throws IOException {
    Files.write(path, toBytes());
  }

  /** The bytes of this network's file. */
  public byte[] toBytes() {
    byte[] text = description.getBytes(StandardCharsets.UTF_8);
    int size = HEADER_BYTES + text.length
        + 2 * (featureWeights.length + featureBiases.length + outputWeights.length + outputBiases.length) + 4;
    ByteBuffer b = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    b.put(MAGIC.getBytes(StandardCharsets.US_ASCII));
    b.putInt(VERSION).putInt(INPUTS).putInt(hiddenSize).putInt(outputBuckets).putInt(activation.code())
        .putInt(qa).putInt(qb).putInt(scale).putInt(text.length).put(text);
    for (short[] part : new short[][] {featureWeights, featureBiases, outputWeights, outputBiases}) {
      for (short v : part) {
        b.putShort(v);
      }
    }
    CRC32 crc = new CRC32();
    crc.update(b.array(), 0, size - 4);
    b.putInt((int) crc.getValue());
    return b.array();
  }

  /** The CRC32 that this network's file ends with. */
  public long checksum() {
    byte[] bytes = toBytes();
    return ByteBuffer.wrap(bytes, bytes.length - 4, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xFFFF_FFFFL;
  }

  // ---------------------------------------------------------------- the architecture

  /**
   * The input feature of a piece as a perspective sees it.
   *
   * @param perspective whose view: White sees the board as is, Black sees it flipped vertically
   * @param color the piece's colour
   * @param type the piece's type
   * @param square the piece's square, 0 ({@code a1}) to 63 ({@code h8})
   */
  public static int featureIndex(Color perspective, Color color, PieceType type, int square) {
    return feature(perspective.ordinal(), color.ordinal() * 6 + type.ordinal(), square);
  }

  /** {@link #featureIndex} with a piece index {@code colour × 6 + type} and perspective index. */
  static int feature(int perspective, int piece, int square) {
    int color = piece >= 6 ? 1 : 0;
    int type = piece - 6 * color;
    return (color == perspective ? 0 : 384) + type * 64 + (perspective == 0 ? square : square ^ 56);
  }

  /** The output bucket for a position with this many pieces (kings included). */
  public int outputBucket(int pieceCount) {
    int bucket = Math.max(0, pieceCount - 2) / (32 / outputBuckets);
    return Math.min(outputBuckets - 1, bucket);
  }

  /**
   * The evaluation of a position computed from scratch, in centipawns for the side to move;
   * allocates its accumulators, so a search uses an {@link NnueEvaluator} instead.
   */
  public int evaluate(Position position) {
    int[] white = new int[hiddenSize];
    int[] black = new int[hiddenSize];
    refresh(position, white, black);
    boolean whiteToMove = position.sideToMove() == Color.WHITE;
    return output(whiteToMove ? white : black, whiteToMove ? black : white,
        outputBucket(Long.bitCount(position.occupied())), new int[hiddenSize]);
  }

  /**
   * Fills both accumulators from the position: each is the feature biases plus the weights of
   * every piece's feature, an exact int sum (no int16 wrap-around).
   */
  void refresh(Position position, int[] white, int[] black) {
    System.arraycopy(biasRow, 0, white, 0, hiddenSize);
    System.arraycopy(biasRow, 0, black, 0, hiddenSize);
    long whitePieces = position.pieces(Color.WHITE);
    for (PieceType type : PIECE_TYPES) {
      long bits = position.pieces(type);
      while (bits != 0) {
        int square = Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        int piece = ((whitePieces >>> square) & 1) != 0 ? type.ordinal() : 6 + type.ordinal();
        add(white, featureRows[feature(0, piece, square)]);
        add(black, featureRows[feature(1, piece, square)]);
      }
    }
  }

  private static final PieceType[] PIECE_TYPES = PieceType.values();

  private static void add(int[] acc, int[] row) {
    for (int i = 0; i < acc.length; i++) {
      acc[i] += row[i];
    }
  }

  /**
   * The output layer over the side to move's accumulator and the other's, in centipawns clamped
   * to ±{@value #MAX_EVAL}; {@code scratch} is an int array of H elements it may overwrite.
   */
  int output(int[] us, int[] them, int bucket, int[] scratch) {
    int[] wUs = outputRows[2 * bucket];
    int[] wThem = outputRows[2 * bucket + 1];
    long sum;
    if (activation == Activation.SCRELU) {
      sum = intSums ? squaredSumInt(us, them, wUs, wThem, scratch) : squaredSumLong(us, them, wUs, wThem);
      sum /= qa;
    } else {
      sum = intSums ? clippedSumInt(us, them, wUs, wThem, scratch) : clippedSumLong(us, them, wUs, wThem);
    }
    long cp = (sum + outputBiases[bucket]) * scale / ((long) qa * qb);
    return (int) Math.max(-MAX_EVAL, Math.min(MAX_EVAL, cp));
  }

  /*
   * The int sums clamp with shifts and masks (x & ~(x >> 31) is max(x, 0); q − max(q − x, 0) is
   * min(x, q)), which C2 vectorises where it does not vectorise Math.min and Math.max, write each
   * unit's product into scratch, and add those up in a plain loop (a reduction C2 leaves scalar),
   * one half at a time: intSums bounds every partial sum of a half, and the halves add in a long.
   */

  private long squaredSumInt(int[] us, int[] them, int[] wUs, int[] wThem, int[] t) {
    return (long) squaredHalf(us, wUs, t) + squaredHalf(them, wThem, t);
  }

  private int squaredHalf(int[] acc, int[] w, int[] t) {
    int q = qa;
    for (int i = 0; i < t.length; i++) {
      int x = acc[i];
      x &= ~(x >> 31);
      int d = q - x;
      x = q - (d & ~(d >> 31));
      t[i] = x * x * w[i];
    }
    int sum = 0;
    for (int i = 0; i < t.length; i++) {
      sum += t[i];
    }
    return sum;
  }

  private long clippedSumInt(int[] us, int[] them, int[] wUs, int[] wThem, int[] t) {
    return (long) clippedHalf(us, wUs, t) + clippedHalf(them, wThem, t);
  }

  private int clippedHalf(int[] acc, int[] w, int[] t) {
    int q = qa;
    for (int i = 0; i < t.length; i++) {
      int x = acc[i];
      x &= ~(x >> 31);
      int d = q - x;
      x = q - (d & ~(d >> 31));
      t[i] = x * w[i];
    }
    int sum = 0;
    for (int i = 0; i < t.length; i++) {
      sum += t[i];
    }
    return sum;
  }

  private long squaredSumLong(int[] us, int[] them, int[] wUs, int[] wThem) {
    long sum = 0;
    for (int i = 0; i < us.length; i++) {
      long x = Math.min(Math.max(us[i], 0), qa);
      long y = Math.min(Math.max(them[i], 0), qa);
      sum += x * x * wUs[i] + y * y * wThem[i];
    }
    return sum;
  }

  private long clippedSumLong(int[] us, int[] them, int[] wUs, int[] wThem) {
    long sum = 0;
    for (int i = 0; i < us.length; i++) {
      long x = Math.min(Math.max(us[i], 0), qa);
      long y = Math.min(Math.max(them[i], 0), qa);
      sum += x * wUs[i] + y * wThem[i];
    }
    return sum;
  }

  // ---------------------------------------------------------------- accessors

  /** H, the number of hidden units per perspective. */
  public int hiddenSize() {
    return hiddenSize;
  }

  /** B, the number of output buckets (by piece count). */
  public int outputBuckets() {
    return outputBuckets;
  }

  /** The activation. */
  public Activation activation() {
    return activation;
  }

  /** QA, the scale of the feature weights and accumulators. */
  public int qa() {
    return qa;
  }

  /** QB, the scale of the output weights. */
  public int qb() {
    return qb;
  }

  /** Centipawns per unit of the float network's output. */
  public int scale() {
    return scale;
  }

  /** The free text the trainer stored (settings, data). */
  public String description() {
    return description;
  }

  /** A copy of the feature weights, {@code 768 × H}, feature-major. */
  public short[] featureWeights() {
    return featureWeights.clone();
  }

  /** A copy of the feature biases, {@code H}. */
  public short[] featureBiases() {
    return featureBiases.clone();
  }

  /** A copy of the output weights, {@code B × 2H}, bucket-major, the side to move's half first. */
  public short[] outputWeights() {
    return outputWeights.clone();
  }

  /** A copy of the output biases, {@code B}, in {@code QA × QB} units. */
  public short[] outputBiases() {
    return outputBiases.clone();
  }

  /** Networks are equal when their files would be equal. */
  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Network)) {
      return false;
    }
    Network n = (Network) o;
    return hiddenSize == n.hiddenSize && outputBuckets == n.outputBuckets && activation == n.activation
        && qa == n.qa && qb == n.qb && scale == n.scale && description.equals(n.description)
        && Arrays.equals(featureWeights, n.featureWeights) && Arrays.equals(featureBiases, n.featureBiases)
        && Arrays.equals(outputWeights, n.outputWeights) && Arrays.equals(outputBiases, n.outputBiases);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * hiddenSize + outputBuckets) + Arrays.hashCode(outputWeights);
  }

  /** The architecture in one line, for logs. */
  @Override
  public String toString() {
    return "Network[768x2->" + hiddenSize + "x2->1, " + outputBuckets + " buckets, " + activation
        + ", QA=" + qa + ", QB=" + qb + ", SCALE=" + scale + "]";
  }
}
