package io.github.augurchess.bench;

import io.github.augurchess.api.PositionListener;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.movegen.Perft;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
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
 * The cost of the {@link PositionListener} hook of make and unmake: the same work with no listener
 * (the usual case, where every piece change and every move pays one null test) and with a
 * listener that does nothing (what the calls themselves add). The difference between the two is
 * the price of a registered listener; the no-listener figure against {@link MakeUnmakeBenchmark}
 * and {@link PerftBenchmark} is the price everyone pays.
 *
 * <ul>
 *   <li>{@code makeUnmake*}: make + unmake of every legal move of the {@link BenchmarkPositions},
 *       nanoseconds per pair, as in {@link MakeUnmakeBenchmark};
 *   <li>{@code perftFull*}: {@link Perft#countFull} of the start position to depth 5
 *       ({@value #START_DEPTH_5_NODES} nodes, every leaf made and unmade), seconds per call.
 * </ul>
 *
 * <p>JMH runs every benchmark method in its own JVM, so the JIT compiles make and unmake for one
 * case only, as it would in a program that uses the board one way; two forks each, because the
 * difference is small against the noise of a shared machine.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar ListenerBenchmark -prof gc
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class ListenerBenchmark {
  /** Perft 5 of the start position. */
  public static final long START_DEPTH_5_NODES = 4_865_609L;

  private Board[] boards;
  /** The legal moves of {@code boards[i]}, exactly as many as there are. */
  private int[][] moves;
  private Board start;

  @Setup
  public void setUp() {
    boards = BenchmarkPositions.boards();
    moves = new int[boards.length][];
    int[] buffer = new int[MoveGenerator.MAX_MOVES];
    for (int i = 0; i < boards.length; i++) {
      moves[i] = Arrays.copyOf(buffer, boards[i].unchecked().generateLegal(buffer, 0));
    }
    start = Board.startingPosition();
  }

  /** Make + unmake of every move, no listener. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  @OperationsPerInvocation(BenchmarkPositions.LEGAL_MOVES)
  public long makeUnmakeNoListener() {
    return makeUnmakeAll();
  }

  /** Make + unmake of every move, a listener that does nothing registered on every board. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  @OperationsPerInvocation(BenchmarkPositions.LEGAL_MOVES)
  public long makeUnmakeNoOpListener() {
    setListener(NoOpListener.INSTANCE);
    try {
      return makeUnmakeAll();
    } finally {
      setListener(null);
    }
  }

  /** Perft 5 of the start position in full, no listener. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public long perftFullNoListener() {
    return checked(Perft.countFull(start, 5));
  }

  /** Perft 5 of the start position in full, a listener that does nothing. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public long perftFullNoOpListener() {
    start.setListener(NoOpListener.INSTANCE);
    try {
      return checked(Perft.countFull(start, 5));
    } finally {
      start.setListener(null);
    }
  }

  /** The XOR of the keys after each make, which depends on every make having been done. */
  private long makeUnmakeAll() {
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

  private void setListener(@Nullable PositionListener listener) {
    for (Board board : boards) {
      board.setListener(listener);
    }
  }

  private static long checked(long nodes) {
    if (nodes != START_DEPTH_5_NODES) {
      throw new IllegalStateException("perft counted " + nodes + " nodes, expected " + START_DEPTH_5_NODES);
    }
    return nodes;
  }

  /** Hears every change and does nothing with it; one class, so the calls are monomorphic. */
  private static final class NoOpListener implements PositionListener {
    static final NoOpListener INSTANCE = new NoOpListener();

    @Override
    public void pieceAdded(int piece, int square) {}

    @Override
    public void pieceRemoved(int piece, int square) {}

    @Override
    public void pieceMoved(int piece, int from, int to) {}
  }
}
