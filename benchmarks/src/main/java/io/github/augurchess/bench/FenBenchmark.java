package io.github.augurchess.bench;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
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
 * FEN per position over the {@link BenchmarkPositions}: reading with the strict {@code Fen.parse}
 * (which builds a board, its keys and checks the position's validity) and writing with {@code
 * Fen.write} and {@code Fen.writeShredder}. The score is nanoseconds per position.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar FenBenchmark -prof gc
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FenBenchmark {
  private Board[] boards;
  private String[] fens;
  private Variant[] variants;

  @Setup
  public void setUp() {
    boards = BenchmarkPositions.boards();
    fens = new String[boards.length];
    variants = new Variant[boards.length];
    for (int i = 0; i < boards.length; i++) {
      fens[i] = Fen.write(boards[i]);
      variants[i] = boards[i].variant();
      // A FEN that does not read back to the same position would time the wrong work.
      String reread = Fen.write(Fen.parse(fens[i], variants[i]));
      if (!reread.equals(fens[i])) {
        throw new IllegalStateException("FEN does not round-trip: " + fens[i] + " -> " + reread);
      }
    }
  }

  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.COUNT)
  public long read() {
    long keys = 0;
    for (int i = 0; i < fens.length; i++) {
      keys ^= Fen.parse(fens[i], variants[i]).zobristKey();
    }
    return keys;
  }

  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.COUNT)
  public int write() {
    int length = 0;
    for (Board board : boards) {
      length += Fen.write(board).length();
    }
    return length;
  }

  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.COUNT)
  public int writeShredder() {
    int length = 0;
    for (Board board : boards) {
      length += Fen.writeShredder(board).length();
    }
    return length;
  }
}
