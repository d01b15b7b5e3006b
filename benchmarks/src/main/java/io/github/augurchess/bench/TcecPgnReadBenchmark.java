package io.github.augurchess.bench;

import io.github.augurchess.api.Move;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
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
 * Reading TCEC Season 9's superfinal (100 engine games, 2,784,736 bytes: long games with an
 * engine comment after every move) from bytes in memory with every move validated, one thread.
 * The score is games per second; megabytes per second are the score times 0.0278.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TcecPgnReadBenchmark {
  static final int GAMES = 100;
  private static final String RESOURCE = "/pgn/tcec/TCEC_Season_9_-_Superfinal.pgn";

  private byte[] pgn;

  @Setup
  public void setUp() {
    pgn = BenchmarkResources.bytes(RESOURCE);
  }

  @Benchmark
  @OperationsPerInvocation(GAMES)
  public long validated() throws IOException {
    long[] moves = new long[1];
    int games = PgnReader.of(new ByteArrayInputStream(pgn)).visitAll(new PgnVisitor() {
      @Override
      public void move(String text, @Nullable Move move) {
        moves[0]++;
      }
    });
    if (games != GAMES) {
      throw new IllegalStateException("read " + games + " games, expected " + GAMES);
    }
    return games + moves[0];
  }
}
