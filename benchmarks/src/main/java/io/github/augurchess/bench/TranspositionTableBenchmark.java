package io.github.augurchess.bench;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import java.util.concurrent.TimeUnit;
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
 * The transposition table, measured through the engine's public API by table size.
 *
 * <p>The table is package-private in chess-search, and exporting it only for a benchmark would
 * make its entry layout a published API that the search could no longer change freely. What a
 * caller can choose is its size ({@code Engine.Builder.hashMiB}) and when it is cleared ({@code
 * Engine.newGame}), so those are what this measures:
 *
 * <ul>
 *   <li>{@code searchFixedNodes}: one search of {@value #NODES} nodes of the next {@code augur
 *       bench} position, with the table kept across searches as in a game. A small table stays in
 *       the processor's caches and is overwritten often; a large one costs a cache (and TLB) miss
 *       on most probes. The {@code nodes} counter is nodes per second.
 *   <li>{@code clear}: {@code Engine.newGame()}, which zeroes the table (and the histories): the
 *       cost of a UCI {@code ucinewgame} at that size.
 * </ul>
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar TranspositionTableBenchmark -prof gc
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class TranspositionTableBenchmark {
  /** Nodes per search: large enough that the table, not the search's set-up, dominates. */
  static final long NODES = 200_000;

  @Param({"1", "16", "256"})
  int hashMiB;

  private Board[] boards;
  private Engine engine;
  private int next;

  @Setup(Level.Trial)
  public void setUp() {
    boards = BenchmarkPositions.benchBoards();
    engine = Engine.builder().hashMiB(hashMiB).threads(1).build();
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    engine.close();
  }

  @Benchmark
  public SearchResult searchFixedNodes(SearchBenchmark.Nodes counters) {
    Board board = boards[next];
    next = (next + 1) % boards.length;
    SearchResult result = engine.search(board, SearchLimits.nodes(NODES));
    counters.nodes += result.nodes();
    counters.searches++;
    return result;
  }

  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public void clear() {
    engine.newGame();
  }
}
