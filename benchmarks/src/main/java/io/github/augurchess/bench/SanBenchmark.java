package io.github.augurchess.bench;

import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.SanMode;
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
 * SAN per move over every legal move of the {@link BenchmarkPositions}: writing ({@code
 * Board.san}) and reading back strictly and leniently ({@code Board.parseSan}). The score is
 * nanoseconds per move.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SanBenchmark {
  private Board[] boards;
  private Move[][] moves;
  private String[][] sans;

  @Setup
  public void setUp() {
    boards = BenchmarkPositions.boards();
    moves = new Move[boards.length][];
    sans = new String[boards.length][];
    for (int i = 0; i < boards.length; i++) {
      List<Move> legal = boards[i].legalMoves();
      moves[i] = legal.toArray(new Move[0]);
      sans[i] = new String[moves[i].length];
      for (int j = 0; j < moves[i].length; j++) {
        sans[i][j] = boards[i].san(moves[i][j]);
      }
    }
  }

  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.LEGAL_MOVES)
  public int write() {
    int length = 0;
    for (int i = 0; i < boards.length; i++) {
      for (Move move : moves[i]) {
        length += boards[i].san(move).length();
      }
    }
    return length;
  }

  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.LEGAL_MOVES)
  public int readStrict() {
    int codes = 0;
    for (int i = 0; i < boards.length; i++) {
      for (String san : sans[i]) {
        codes += boards[i].parseSan(san).code();
      }
    }
    return codes;
  }

  @Benchmark
  @OperationsPerInvocation(BenchmarkPositions.LEGAL_MOVES)
  public int readLenient() {
    int codes = 0;
    for (int i = 0; i < boards.length; i++) {
      for (String san : sans[i]) {
        codes += boards[i].parseSan(san, SanMode.LENIENT).code();
      }
    }
    return codes;
  }
}
