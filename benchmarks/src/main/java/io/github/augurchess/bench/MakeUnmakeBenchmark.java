package io.github.augurchess.bench;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import java.util.Arrays;
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
 * {@code board.unchecked().makeMove(int)} followed by {@code unmakeMove()} of every legal move of the
 * {@link BenchmarkPositions}; the moves are generated once in setup, so only make and unmake are
 * timed.
 *
 * <p>One invocation plays and takes back all {@value BenchmarkPositions#LEGAL_MOVES} moves; the
 * score is nanoseconds per make + unmake pair (by {@code @OperationsPerInvocation}). The
 * benchmark should not allocate: {@code -prof gc} should show {@code gc.alloc.rate.norm} of about
 * 0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MakeUnmakeBenchmark {
  private Board[] boards;
  /** The legal moves of {@code boards[i]}, exactly as many as there are. */
  private int[][] moves;

  @Setup
  public void setUp() {
    boards = BenchmarkPositions.boards();
    moves = new int[boards.length][];
    int[] buffer = new int[MoveGenerator.MAX_MOVES];
    for (int i = 0; i < boards.length; i++) {
      moves[i] = Arrays.copyOf(buffer, boards[i].unchecked().generateLegal(buffer, 0));
    }
  }

  /**
   * Makes and unmakes every move; returns the XOR of the Zobrist keys after each make, which
   * depends on every make having been done.
   */
  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.LEGAL_MOVES)
  public long makeUnmakeEveryMove() {
    long keys = 0;
    for (int i = 0; i < boards.length; i++) {
      Board board = boards[i];
      for (int move : moves[i]) {
        board.unchecked().makeMove(move);
        keys ^= board.zobristKey();
        board.unchecked().unmakeMove();
      }
    }
    return keys;
  }
}
