package io.github.augurchess.bench;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.eval.MaterialEvaluator;
import io.github.augurchess.movegen.Board;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Static evaluations per second over a fixed set of {@value #POSITIONS} positions
 * ({@code evaluation-positions.fen}: test-suite positions from real games and openings continued by
 * random walks). The score is evaluations per second (by {@code @OperationsPerInvocation}).
 *
 * <ul>
 *   <li>{@code classicalWarmPawnHash}: the classical evaluator with its default pawn hash table,
 *       which holds every position's pawn structure after the first pass (the search's usual case);
 *   <li>{@code classicalWithoutPawnHash}: no pawn hash table, so the pawn terms are computed on
 *       every call (the worst case);
 *   <li>{@code material}: the material-only evaluator, as a floor.
 * </ul>
 *
 * Evaluating must not allocate: {@code -prof gc} should show {@code gc.alloc.rate.norm} of about 0
 * B/op.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar EvaluationBenchmark -prof gc
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EvaluationBenchmark {
  static final int POSITIONS = 1000;
  private static final String RESOURCE = "evaluation-positions.fen";

  private Board[] boards;
  private ClassicalEvaluator warm;
  private ClassicalEvaluator withoutPawnHash;
  private MaterialEvaluator material;

  @Setup
  public void setUp() {
    boards = positions();
    warm = new ClassicalEvaluator();
    withoutPawnHash = new ClassicalEvaluator(EvalParameters.defaults(), 0);
    material = new MaterialEvaluator();
    for (Board board : boards) {
      warm.evaluate(board); // fills the pawn hash table
    }
  }

  /** Reads the positions; fails if the file does not hold exactly {@value #POSITIONS}. */
  static Board[] positions() {
    List<Board> boards = new ArrayList<>();
    try (InputStream in = EvaluationBenchmark.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank() && !line.startsWith("#")) {
          boards.add(Board.fromFen(line.trim()));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (boards.size() != POSITIONS) {
      throw new IllegalStateException(RESOURCE + " holds " + boards.size() + " positions, not " + POSITIONS);
    }
    return boards.toArray(new Board[0]);
  }

  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int classicalWarmPawnHash() {
    int sum = 0;
    for (Board board : boards) {
      sum += warm.evaluate(board);
    }
    return sum;
  }

  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int classicalWithoutPawnHash() {
    int sum = 0;
    for (Board board : boards) {
      sum += withoutPawnHash.evaluate(board);
    }
    return sum;
  }

  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int material() {
    int sum = 0;
    for (Board board : boards) {
      sum += material.evaluate(board);
    }
    return sum;
  }
}
