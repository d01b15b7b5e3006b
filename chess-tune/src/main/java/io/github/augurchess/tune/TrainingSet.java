package io.github.augurchess.tune;

import io.github.augurchess.api.Position;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalFeatures;
import io.github.augurchess.eval.EvalParameters;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Labelled positions held as the classical evaluator's linear features, compactly enough for
 * millions: per position its non-zero coefficients (weight index and count), the factors that
 * blend middlegame and endgame weights, and the result. The phase and the endgame scale factor are
 * those of the weights the set was built with. Positions with insufficient material are left out:
 * their score is 0 whatever the weights, so they teach nothing.
 *
 * <pre>{@code
 * TrainingSet data = TrainingSet.read(List.of(Path.of("quiet.epd")), EvalParameters.defaults());
 * }</pre>
 */
public final class TrainingSet {
  /** The weight vector's length. */
  final int parameterCount;
  final int size;
  /** [position]: where its coefficients start in {@link #index} and {@link #count}; one more at the end. */
  final int[] start;
  final short[] index;
  final short[] count;
  final float[] middlegameFactor;
  final float[] endgameFactor;
  /** White's score in the game: 1, 0.5 or 0. */
  final float[] result;
  private final long leftOut;

  private TrainingSet(Builder b) {
    parameterCount = b.parameterCount;
    size = b.size;
    start = Arrays.copyOf(b.start, b.size + 1);
    index = Arrays.copyOf(b.index, b.entries);
    count = Arrays.copyOf(b.count, b.entries);
    middlegameFactor = Arrays.copyOf(b.middlegameFactor, b.size);
    endgameFactor = Arrays.copyOf(b.endgameFactor, b.size);
    result = Arrays.copyOf(b.result, b.size);
    leftOut = b.leftOut;
  }

  /**
   * Reads labelled EPD files ({@link LabelledEpdReader}) and takes each position's features under
   * these weights, on one thread.
   *
   * @throws TrainingDataException for a line that cannot be read
   */
  public static TrainingSet read(Iterable<Path> files, EvalParameters weights) throws IOException {
    return read(files, weights, 1);
  }

  /**
   * Reads labelled EPD files with several threads: each parses and evaluates a slice of the
   * lines, and the slices are joined in file order.
   *
   * @throws TrainingDataException for a line that cannot be read (its message names the file)
   */
  public static TrainingSet read(Iterable<Path> files, EvalParameters weights, int threads) throws IOException {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1: " + threads);
    }
    List<TrainingSet> parts = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      for (Path file : files) {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Future<TrainingSet>> slices = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          int from = (int) ((long) lines.size() * t / threads);
          int to = (int) ((long) lines.size() * (t + 1) / threads);
          slices.add(pool.submit(() -> slice(file, lines, from, to, weights)));
        }
        for (Future<TrainingSet> slice : slices) {
          parts.add(slice.get());
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while reading training data", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      throw new IOException("cannot read training data", cause);
    } finally {
      pool.shutdownNow();
    }
    return concat(parts, weights.size());
  }

  private static TrainingSet slice(Path file, List<String> lines, int from, int to, EvalParameters weights) {
    Builder builder = builder(weights);
    for (int i = from; i < to; i++) {
      if (!LabelledEpdReader.holdsPosition(lines.get(i))) {
        continue;
      }
      LabelledPosition p;
      try {
        p = LabelledEpdReader.parse(lines.get(i), i + 1);
      } catch (TrainingDataException e) {
        throw new TrainingDataException(e.line(), e.column(), file + ": " + e.reason());
      }
      builder.add(p.position(), p.label());
    }
    return builder.build();
  }

  /** The sets one after another. */
  static TrainingSet concat(List<TrainingSet> sets, int parameterCount) {
    Builder joined = new Builder(parameterCount);
    for (TrainingSet set : sets) {
      joined.append(set);
    }
    return joined.build();
  }

  /** Collects positions one at a time. */
  public static Builder builder(EvalParameters weights) {
    return new Builder(weights);
  }

  /** The number of positions. */
  public int size() {
    return size;
  }

  /** Positions left out because neither side had mating material. */
  public long leftOut() {
    return leftOut;
  }

  /** White's score in the game of position {@code i}: 1, 0.5 or 0. */
  public double result(int i) {
    return result[i];
  }

  /** The number of positions that use each weight (a non-zero coefficient), by weight index. */
  public int[] usage() {
    int[] usage = new int[parameterCount];
    for (int e = 0; e < start[size]; e++) {
      usage[index[e]]++;
    }
    return usage;
  }

  /**
   * The linear model's score of position {@code i} from white's point of view.
   *
   * @param weights the weight vector
   * @param endgame [weight index]: whether it is an endgame weight
   */
  double score(int i, double[] weights, boolean[] endgame) {
    double mg = 0;
    double eg = 0;
    for (int e = start[i]; e < start[i + 1]; e++) {
      double term = count[e] * weights[index[e]];
      if (endgame[index[e]]) {
        eg += term;
      } else {
        mg += term;
      }
    }
    return mg * middlegameFactor[i] + eg * endgameFactor[i];
  }

  /** Builds a {@link TrainingSet}; not thread-safe. */
  public static final class Builder {
    private final @Nullable ClassicalEvaluator evaluator;
    private final int parameterCount;
    private int size;
    private int entries;
    private long leftOut;
    private int[] start = new int[1024];
    private short[] index = new short[16_384];
    private short[] count = new short[16_384];
    private float[] middlegameFactor = new float[1024];
    private float[] endgameFactor = new float[1024];
    private float[] result = new float[1024];

    private Builder(EvalParameters weights) {
      this.evaluator = new ClassicalEvaluator(weights, 0);
      this.parameterCount = weights.size();
    }

    /** A builder that only joins sets ({@link #append}). */
    private Builder(int parameterCount) {
      this.evaluator = null;
      this.parameterCount = parameterCount;
    }

    /** Appends every position of a set, features as they are. */
    private void append(TrainingSet set) {
      leftOut += set.leftOut;
      for (int i = 0; i < set.size; i++) {
        int from = set.start[i];
        int n = set.start[i + 1] - from;
        reserve(n);
        System.arraycopy(set.index, from, index, entries, n);
        System.arraycopy(set.count, from, count, entries, n);
        entries += n;
        middlegameFactor[size] = set.middlegameFactor[i];
        endgameFactor[size] = set.endgameFactor[i];
        result[size] = set.result[i];
        size++;
        start[size] = entries;
      }
    }

    /** Room for one more position with {@code n} coefficients. */
    private void reserve(int n) {
      if (size + 2 > start.length) {
        int capacity = start.length * 2;
        start = Arrays.copyOf(start, capacity);
        middlegameFactor = Arrays.copyOf(middlegameFactor, capacity);
        endgameFactor = Arrays.copyOf(endgameFactor, capacity);
        result = Arrays.copyOf(result, capacity);
      }
      if (entries + n > index.length) {
        int capacity = Math.max(index.length * 2, entries + n);
        index = Arrays.copyOf(index, capacity);
        count = Arrays.copyOf(count, capacity);
      }
    }

    /** Adds a labelled position; returns false if it was left out for insufficient material. */
    public boolean add(Position position, GameResult gameResult) {
      return add(position, gameResult.whiteScore());
    }

    /**
     * Adds a position with a soft label: white's expected score, for data labelled by win, draw
     * and loss probabilities rather than one game's result.
     *
     * @throws IllegalArgumentException if the label is not in [0, 1]
     */
    public boolean add(Position position, double whiteScore) {
      if (!(whiteScore >= 0 && whiteScore <= 1)) {
        throw new IllegalArgumentException("a label is white's score, in [0, 1]: " + whiteScore);
      }
      ClassicalEvaluator e = evaluator;
      if (e == null) {
        throw new IllegalStateException("this builder only joins sets");
      }
      EvalFeatures features = e.features(position);
      if (features.insufficientMaterial()) {
        leftOut++;
        return false;
      }
      reserve(features.size());
      for (int k = 0; k < features.size(); k++) {
        index[entries] = (short) features.index(k);
        count[entries] = (short) features.coefficient(k);
        entries++;
      }
      middlegameFactor[size] = (float) features.middlegameFactor();
      endgameFactor[size] = (float) features.endgameFactor();
      result[size] = (float) whiteScore;
      size++;
      start[size] = entries;
      return true;
    }

    /** The set of every position added. */
    public TrainingSet build() {
      return new TrainingSet(this);
    }
  }
}
