package io.github.augurchess.bench;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
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
 * Legal move generation into a preallocated buffer, and legal move counting, over the {@link
 * BenchmarkPositions} (standard and Chess960, quiet and in check).
 *
 * <p>One invocation handles every position once; the score is nanoseconds per position (the
 * average over the set, by {@code @OperationsPerInvocation}). Neither benchmark should allocate:
 * {@code -prof gc} should show {@code gc.alloc.rate.norm} of about 0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MoveGenerationBenchmark {
  private Board[] boards;
  private final int[] buffer = new int[MoveGenerator.MAX_MOVES];

  @Setup
  public void setUp() {
    boards = BenchmarkPositions.boards();
  }

  /** Generates the legal moves of each position; returns the total so that nothing is elided. */
  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.COUNT)
  public int generateLegal() {
    int total = 0;
    for (Board board : boards) {
      total += board.unchecked().generateLegal(buffer, 0);
    }
    return total;
  }

  /** Counts the legal moves of each position without writing them. */
  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.COUNT)
  public int countLegalMoves() {
    int total = 0;
    for (Board board : boards) {
      total += board.countLegalMoves();
    }
    return total;
  }
}
