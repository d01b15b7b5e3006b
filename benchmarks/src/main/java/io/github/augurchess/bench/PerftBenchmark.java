package io.github.augurchess.bench;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Perft;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft (leaf count of the legal move tree) of the start position to depth 6 and of Kiwipete to
 * depth 5, bulk-counted ({@link Perft#count}: the last ply is counted, not played) and in full
 * ({@link Perft#countFull}: every leaf is made and unmade).
 *
 * <p>The score is seconds per perft call. The node counts are fixed:
 *
 * <ul>
 *   <li>start position, depth 6: {@value #START_DEPTH_6_NODES} nodes;
 *   <li>Kiwipete, depth 5: {@value #KIWIPETE_DEPTH_5_NODES} nodes;
 * </ul>
 *
 * <p>so <b>nodes per second = nodes / score</b> (for example 119,060,324 / 0.5 s/op = 238 M
 * nodes/s). JMH cannot print that rate itself here: an {@code @AuxCounters} counter of operations
 * is reported in the primary unit (seconds per node in this mode), and one of events is summed
 * over the iterations.
 *
 * <p>Each call takes from about half a second (bulk) to ten seconds (full), so a one-second
 * iteration holds one or two calls (JMH finishes the call in progress). With 2 warmup and 5
 * measured iterations in one fork, the class runs in about 7 × (sum of the four call times) plus
 * JVM start-up: about 2.5 minutes at the speeds seen on a 2-core machine (bulk 0.5–1 s, full
 * 7–11 s per call). Every call checks its count, so a broken generator fails the benchmark
 * instead of timing it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PerftBenchmark {
  /** Perft 6 of the start position. */
  public static final long START_DEPTH_6_NODES = 119_060_324L;

  /** Perft 5 of Kiwipete. */
  public static final long KIWIPETE_DEPTH_5_NODES = 193_690_690L;

  /** Kiwipete by Peter McKenzie: castling, en passant, pins and promotions early in the tree. */
  static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

  private Board start;
  private Board kiwipete;

  @Setup
  public void setUp() {
    start = Board.startingPosition();
    kiwipete = Board.fromFen(KIWIPETE);
  }

  @Benchmark
  public long startDepth6Bulk() {
    return checked(Perft.count(start, 6), START_DEPTH_6_NODES);
  }

  @Benchmark
  public long kiwipeteDepth5Bulk() {
    return checked(Perft.count(kiwipete, 5), KIWIPETE_DEPTH_5_NODES);
  }

  @Benchmark
  public long startDepth6Full() {
    return checked(Perft.countFull(start, 6), START_DEPTH_6_NODES);
  }

  @Benchmark
  public long kiwipeteDepth5Full() {
    return checked(Perft.countFull(kiwipete, 5), KIWIPETE_DEPTH_5_NODES);
  }

  private static long checked(long nodes, long expected) {
    if (nodes != expected) {
      throw new IllegalStateException("perft counted " + nodes + " nodes, expected " + expected);
    }
    return nodes;
  }
}
