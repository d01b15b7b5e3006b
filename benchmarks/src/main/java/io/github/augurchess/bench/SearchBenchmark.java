package io.github.augurchess.bench;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Search speed on one thread, measured as {@code augur bench} measures it: each operation searches
 * the next of the bench's positions to the bench's depth (12) on an engine whose table was cleared
 * before the operation, outside the timed part (zeroing 16 MiB is not search work, and at a small
 * depth it was a tenth of the operation). The {@code nodes} counter is the search's nodes per
 * second; {@code -prof gc}'s {@code gc.alloc.rate.norm} divided by the nodes per operation
 * (printed as {@code nodesPerSearch}) is the allocation per node, which must be about 0 (what
 * remains is per search: the root move list, the result, the search thread).
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar SearchBenchmark -prof gc
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class SearchBenchmark {
  @Param({"12"})
  int depth;

  private Board[] boards;
  private Engine engine;
  private int next;

  /** Nodes searched, reported by JMH as a rate (nodes per second). */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Nodes {
    public long nodes;

    /** Nodes per search, averaged (an event count, not a rate). */
    public long searches;
  }

  @Setup(Level.Trial)
  public void setUp() {
    boards = BenchmarkPositions.benchBoards();
    engine = Engine.builder().hashMiB(16).threads(1).build();
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    engine.close();
  }

  /** A fresh table and histories for each search, as the bench gives each position. */
  @Setup(Level.Invocation)
  public void clearEngine() {
    engine.newGame();
  }

  @Benchmark
  public SearchResult search(Nodes counters) {
    Board board = boards[next];
    next = (next + 1) % boards.length;
    SearchResult result = engine.search(board, SearchLimits.depth(depth));
    counters.nodes += result.nodes();
    counters.searches++;
    return result;
  }
}
