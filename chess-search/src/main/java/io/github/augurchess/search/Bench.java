package io.github.augurchess.search;

import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The search benchmark: a fixed set of 50 positions from real games (Carlsen's, at moves 13 and
 * 31 of every fortieth game of the collection), each searched to a fixed depth with one thread
 * on a fresh engine, after an uncounted warm-up pass that lets the JIT compile the search. The
 * total node count is the search's signature: it changes only when the search or the evaluation
 * changes.
 *
 * <pre>{@code
 * Bench.Result r = Bench.run(Bench.DEFAULT_DEPTH);
 * System.out.println(r.nodes() + " nodes " + r.nodesPerSecond() + " nps");
 * }</pre>
 */
public final class Bench {
  /** The depth {@code augur bench} uses unless told otherwise. */
  public static final int DEFAULT_DEPTH = 12;

  private static final int WARM_UP_POSITIONS = 20;
  private static final int WARM_UP_DEPTH = 9;

  private Bench() {}

  /** The 50 positions, as FEN. */
  public static List<String> positions() {
    List<String> fens = new ArrayList<>();
    try (InputStream in = Bench.class.getResourceAsStream("bench.fens")) {
      if (in == null) {
        throw new IllegalStateException("bench.fens is missing from the jar");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      while ((line = reader.readLine()) != null) {
        if (!line.isBlank()) {
          fens.add(line.strip());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return fens;
  }

  /** Searches every position to the depth with one thread and 16 MiB of hash. */
  public static Result run(int depth) {
    return run(depth, 1);
  }

  /**
   * Searches every position to the depth with this many threads and 16 MiB of hash. With more
   * than one thread the node count varies from run to run; the time is the time to depth.
   */
  public static Result run(int depth, int threads) {
    return run(depth, threads, null);
  }

  /**
   * Searches every position to the depth with this many threads, 16 MiB of hash and this
   * evaluator (the engine's default for null): the node count is the signature of the search
   * with that evaluator.
   */
  public static Result run(int depth, int threads, @Nullable EvaluatorFactory evaluator) {
    List<Board> boards = boards();
    long nodes = 0;
    Engine.Builder builder = Engine.builder().hashMiB(16).threads(threads);
    if (evaluator != null) {
      builder.evaluator(evaluator);
    }
    try (Engine engine = builder.build()) {
      warmUp(engine, boards);
      // Only the searches are timed: clearing 16 MiB of table before each position is not search
      // work, and was a tenth of the total (Stockfish's bench leaves it out too).
      long nanos = 0;
      for (Board board : boards) {
        engine.newGame();
        long start = System.nanoTime();
        SearchResult result = engine.search(board, SearchLimits.depth(depth));
        nanos += System.nanoTime() - start;
        nodes += result.nodes();
      }
      long millis = Math.max(1, nanos / 1_000_000);
      return new Result(nodes, millis);
    }
  }

  /**
   * Searches 20 of the positions to depth 9 and leaves the engine as {@link Engine#newGame()}
   * does. The JIT needs a few seconds to compile the search and the evaluator: a search bounded
   * by time that runs before that measures the compiler, not the engine. Callers that time
   * searches, such as a test suite run at a fixed time a position, call this first; results
   * bounded by depth or nodes do not depend on it.
   */
  public static void warmUp(Engine engine) {
    warmUp(engine, boards());
  }

  private static void warmUp(Engine engine, List<Board> boards) {
    for (Board board : boards.subList(0, WARM_UP_POSITIONS)) {
      engine.newGame();
      engine.search(board, SearchLimits.depth(WARM_UP_DEPTH));
    }
    engine.newGame();
  }

  private static List<Board> boards() {
    List<Board> boards = new ArrayList<>();
    for (String fen : positions()) {
      boards.add(Fen.parse(fen));
    }
    return boards;
  }

  /**
   * What a bench run measured.
   *
   * @param nodes the total node count (the signature)
   * @param millis the wall time of the searches (not of clearing the table between them)
   */
  public record Result(long nodes, long millis) {
    /** Nodes divided by the elapsed time, for all positions together. */
    public long nodesPerSecond() {
      return nodes * 1000 / Math.max(1, millis);
    }
  }
}
