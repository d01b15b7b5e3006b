package io.github.augurchess.bench;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.PositionListener;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.nnue.Activation;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The network evaluator beside the classical one, on the same work, in evaluations per second,
 * over the main lines of the first {@value #GAMES} games of the TCEC season 9 superfinal
 * ({@value #PLIES} plies, {@value #CHILDREN} legal moves along them):
 *
 * <ul>
 *   <li>{@code *Children}: at every position of every game, each legal move is made, the child
 *       evaluated and the move taken back: a search's leaves, where the network's accumulators
 *       are one move from a known ply (every capture, castling and promotion included);
 *   <li>{@code *GameLine}: each game played forward with an evaluation after every move, then
 *       taken back: a long line whose accumulators follow ply by ply;
 *   <li>{@code nnueFromScratch}: the network's accumulators computed from the pieces at every
 *       child, no board followed (the cost an incremental update avoids).
 * </ul>
 *
 * <p>The networks are random ones of the shipped architecture (SCReLU, 8 output buckets) with
 * {@code hidden} units per perspective: speed does not depend on the weights' values. The
 * classical evaluator keeps its pawn hash table, as in a search. Evaluating must not allocate:
 * {@code -prof gc} should show {@code gc.alloc.rate.norm} of about 0 B/op.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar NnueBenchmark -prof gc
 * java -jar benchmarks/target/benchmarks.jar NnueBenchmark -p hidden=256
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class NnueBenchmark {
  static final int GAMES = 20;
  /** Main-line plies of the first {@value #GAMES} games. */
  static final int PLIES = 2_461;
  /** Legal moves summed over every position of those lines, the last included. */
  static final int CHILDREN = 74_561;
  private static final String RESOURCE = "/pgn/TCEC_Season_9_-_Superfinal.pgn";

  @Param({"128", "256", "512"})
  public int hidden;

  /** The moves of each game, packed. */
  private int[][] games;
  private Board board;
  private NnueEvaluator nnue;
  private NnueEvaluator scratch;
  private ClassicalEvaluator classical;
  private final int[] moves = new int[MoveGenerator.MAX_MOVES];

  @Setup
  public void setUp() {
    games = readGames();
    Network network = randomNetwork(hidden, 74);
    nnue = new NnueEvaluator(network);
    scratch = new NnueEvaluator(network);
    classical = new ClassicalEvaluator();
    board = Board.startingPosition();
    int plies = Arrays.stream(games).mapToInt(g -> g.length).sum();
    long children = countChildren();
    if (plies != PLIES || children != CHILDREN) {
      throw new IllegalStateException("games have " + plies + " plies and " + children
          + " children, expected " + PLIES + " and " + CHILDREN);
    }
  }

  private static int[][] readGames() {
    List<int[]> lines = new ArrayList<>();
    try {
      PgnReader reader = PgnReader.of(new ByteArrayInputStream(BenchmarkResources.bytes(RESOURCE)));
      for (PgnGame game = reader.nextGame(); game != null && lines.size() < GAMES; game = reader.nextGame()) {
        Board board = game.startPosition();
        List<Integer> packed = new ArrayList<>();
        for (@Nullable GameNode node = game.root().next(); node != null; node = node.next()) {
          Move move = node.move();
          if (move == null) {
            break;
          }
          int code = board.unchecked().pack(move);
          packed.add(code);
          board.unchecked().makeMove(code);
        }
        lines.add(packed.stream().mapToInt(Integer::intValue).toArray());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines.toArray(new int[0][]);
  }

  private long countChildren() {
    long children = 0;
    for (int[] game : games) {
      Board b = Board.startingPosition();
      for (int i = 0; i <= game.length; i++) {
        children += b.unchecked().generateLegal(moves, 0);
        if (i < game.length) {
          b.unchecked().makeMove(game[i]);
        }
      }
    }
    return children;
  }

  /** A network of this size with seeded random weights in a trained network's ranges. */
  static Network randomNetwork(int hidden, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    short[] featureWeights = new short[Network.INPUTS * hidden];
    for (int i = 0; i < featureWeights.length; i++) {
      featureWeights[i] = (short) random.nextInt(-64, 65);
    }
    short[] featureBiases = new short[hidden];
    for (int i = 0; i < hidden; i++) {
      featureBiases[i] = (short) random.nextInt(-128, 129);
    }
    short[] outputWeights = new short[8 * 2 * hidden];
    for (int i = 0; i < outputWeights.length; i++) {
      outputWeights[i] = (short) random.nextInt(-127, 128);
    }
    return Network.of(hidden, 8, Activation.SCRELU, 255, 64, 400, "benchmark", featureWeights,
        featureBiases, outputWeights, new short[8]);
  }

  @Benchmark
  @OperationsPerInvocation(CHILDREN)
  public long nnueChildren() {
    return children(nnue, true);
  }

  @Benchmark
  @OperationsPerInvocation(CHILDREN)
  public long classicalChildren() {
    return children(classical, false);
  }

  @Benchmark
  @OperationsPerInvocation(CHILDREN)
  public long nnueFromScratch() {
    return children(scratch, false);
  }

  @Benchmark
  @OperationsPerInvocation(PLIES)
  public long nnueGameLine() {
    return gameLines(nnue, true);
  }

  @Benchmark
  @OperationsPerInvocation(PLIES)
  public long classicalGameLine() {
    return gameLines(classical, false);
  }

  /**
   * Every child of every position of the games, evaluated; the parent is evaluated first (as a
   * search does before it looks at the moves), so the child is one move from known accumulators.
   * Without a listener, the board's plain make and unmake (no deltas reported).
   */
  private long children(Evaluator evaluator, boolean listen) {
    long sum = 0;
    for (int[] game : games) {
      Board b = board;
      b.setListener(null);
      reset(b);
      evaluator.reset(b);
      if (listen) {
        b.setListener((PositionListener) evaluator);
      }
      for (int i = 0; i <= game.length; i++) {
        sum += evaluator.evaluate(b);
        int n = b.unchecked().generateLegal(moves, 0);
        for (int m = 0; m < n; m++) {
          b.unchecked().makeMove(moves[m]);
          sum += evaluator.evaluate(b);
          b.unchecked().unmakeMove();
        }
        if (i < game.length) {
          b.unchecked().makeMove(game[i]);
        }
      }
    }
    board.setListener(null);
    return sum;
  }

  /** Each game forward with an evaluation after every move, then back to its start. */
  private long gameLines(Evaluator evaluator, boolean listen) {
    long sum = 0;
    Board b = board;
    for (int[] game : games) {
      b.setListener(null);
      reset(b);
      evaluator.reset(b);
      if (listen) {
        b.setListener((PositionListener) evaluator);
      }
      for (int move : game) {
        b.unchecked().makeMove(move);
        sum += evaluator.evaluate(b);
      }
      for (int i = 0; i < game.length; i++) {
        b.unchecked().unmakeMove();
      }
    }
    board.setListener(null);
    return sum;
  }

  /** Takes the board back to the start position. */
  private static void reset(Board b) {
    while (b.historySize() > 0) {
      b.unchecked().unmakeMove();
    }
  }
}
