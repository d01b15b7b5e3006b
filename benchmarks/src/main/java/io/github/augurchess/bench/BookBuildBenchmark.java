package io.github.augurchess.bench;

import io.github.augurchess.book.BookBuildOptions;
import io.github.augurchess.book.BookBuilder;
import io.github.augurchess.pgn.PgnReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
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
 * Building a book from superbook2.pgn (6,487 games, 407,185 main-line plies) in memory, one
 * thread: the score is games per second ({@code @OperationsPerInvocation} of the game count).
 * {@code defaults} is {@code polyglot make-book}'s defaults (every ply, min 3 games);
 * {@code maxPly30} reads 30 plies per game. Each call reads, counts, filters, sorts and writes the
 * book (to a stream that discards it) and checks the game count.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BookBuildBenchmark {
  private byte[] superbook;

  @Setup
  public void setUp() {
    superbook = BenchmarkResources.bytes("/pgn/master/superbook2.pgn");
  }

  private long build(BookBuildOptions options) throws IOException {
    BookBuilder builder = new BookBuilder(options);
    long games = builder.addGames(PgnReader.of(new ByteArrayInputStream(superbook)));
    if (games != PgnReadBenchmark.GAMES) {
      throw new IllegalStateException("read " + games + " games");
    }
    return builder.write(OutputStream.nullOutputStream()) + builder.pairsSeen();
  }

  @Benchmark
  @OperationsPerInvocation(PgnReadBenchmark.GAMES)
  public long defaults() throws IOException {
    return build(BookBuildOptions.DEFAULTS);
  }

  @Benchmark
  @OperationsPerInvocation(PgnReadBenchmark.GAMES)
  public long maxPly30() throws IOException {
    return build(BookBuildOptions.DEFAULTS.withMaxPly(30));
  }
}
