package io.github.augurchess.search;

import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.api.InvalidSearchLimitsException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchListener;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.movegen.PackedMove;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A chess engine: iterative-deepening principal variation search over a transposition table,
 * with an evaluator per thread, an optional opening book, time management and Lazy SMP threads.
 *
 * <p>An engine owns all of its state (table, histories, evaluators), so several engines live in
 * one JVM without interfering. It runs one search at a time and is reused across searches and
 * games; {@link #newGame()} forgets what belongs to the previous game.
 *
 * <pre>{@code
 * try (Engine engine = Engine.builder().hashMiB(64).threads(2).build()) {
 *   SearchResult result = engine.search(Board.startingPosition(), SearchLimits.depth(12));
 *   System.out.println(result.bestMove().orElseThrow() + " " + result.score());
 * }
 * }</pre>
 */
public final class Engine implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Engine.class);

  /**
   * How long a search runs before fail-highs and fail-lows at the root are reported (at once in
   * an infinite search): as in Stockfish, so that fast searches are not flooded with them.
   */
  static final long BOUND_REPORT_AFTER_MILLIS = 1_000;

  /** The most search threads an engine accepts. */
  public static final int MAX_THREADS = 256;
  /** The largest contempt for draws, in centipawns, either way. */
  public static final int MAX_CONTEMPT = 500;
  /** How long idle search threads are kept: long enough that a game's searches reuse them. */
  private static final long POOL_KEEP_ALIVE_MILLIS = 30_000;

  private final EvaluatorFactory evaluatorFactory;
  private final SearchParameters searchParameters;
  /** Holds the evaluator's scores to its range, warning once for this engine. */
  private final ScoreRangeGuard scoreRange = new ScoreRangeGuard();
  private final TranspositionTable table;
  private @Nullable OpeningBook book;
  private int bookDepth;
  private long moveOverheadMillis;
  private int contempt;
  /** How long a timed search runs before it reports fail-highs and fail-lows. */
  private final long boundReportAfterMillis;
  private final SplittableRandom bookRandom;
  private SearchWorker[] workers;
  /** One thread per search thread, kept between searches (a thread start can cost milliseconds). */
  private ExecutorService threadPool;
  private final long poolKeepAliveMillis;
  private int hashMiB;
  /** A table allocated by {@link #resizeHashInBackground} and not yet in use, or null. */
  private TranspositionTable.@Nullable Storage pendingTable;
  /** Counts background resizes, so that only the latest one is installed. */
  private long hashRequests;
  private @Nullable SearchControl running;
  private @Nullable CompletableFuture<SearchResult> runningResult;
  private boolean closed;

  private Engine(Builder b) {
    @Nullable EvaluatorFactory chosen = b.evaluatorFactory;
    evaluatorFactory = chosen != null ? chosen : EngineSettings.defaults().evaluatorFactory();
    table = new TranspositionTable(b.hashMiB);
    hashMiB = table.mebibytes();
    book = b.book;
    bookDepth = b.bookDepth;
    moveOverheadMillis = b.moveOverheadMillis;
    contempt = b.contempt;
    boundReportAfterMillis = b.boundReportAfterMillis;
    bookRandom = new SplittableRandom(b.bookSeed);
    searchParameters = b.searchParameters;
    workers = createWorkers(b.threads, table, evaluatorFactory, searchParameters, scoreRange);
    poolKeepAliveMillis = b.poolKeepAliveMillis;
    threadPool = createPool(b.threads, poolKeepAliveMillis);
  }

  /**
   * The search threads: daemon threads that end after {@code keepAliveMillis} idle, so that an
   * engine never closed holds no thread once it stops searching (and the JVM can exit).
   */
  private static ExecutorService createPool(int threads, long keepAliveMillis) {
    AtomicInteger number = new AtomicInteger();
    ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, keepAliveMillis, TimeUnit.MILLISECONDS,
        new LinkedBlockingQueue<>(), task -> {
          Thread thread = new Thread(task, "augur-search-" + number.getAndIncrement());
          thread.setDaemon(true);
          return thread;
        });
    pool.allowCoreThreadTimeOut(true);
    return pool;
  }

  /** An engine with 16 MiB of hash, one thread and the network evaluator with the shipped network. */
  public static Engine create() {
    return builder().build();
  }

  /**
   * A builder of an engine: 16 MiB of table, one thread and the network evaluator with the network
   * shipped in {@code chess-nnue} unless set; {@code evaluator(ClassicalEvaluator.factory())} chooses
   * the classical evaluator.
   */
  public static Builder builder() {
    return new Builder();
  }

  private static SearchWorker[] createWorkers(int threads, TranspositionTable table,
      EvaluatorFactory evaluatorFactory, SearchParameters searchParameters, ScoreRangeGuard scoreRange) {
    SearchWorker[] created = new SearchWorker[threads];
    for (int i = 0; i < threads; i++) {
      created[i] = new SearchWorker(i, table, evaluatorFactory.create(), searchParameters, scoreRange);
    }
    return created;
  }

  /** True once this engine has clamped an evaluator's score into its range (and warned). */
  boolean hasClampedAScore() {
    return scoreRange.hasWarned();
  }

  // ---------------------------------------------------------------- configuration

  /** The size of the transposition table allocated, in MiB. */
  public synchronized int hashMiB() {
    return hashMiB;
  }

  /**
   * Replaces the transposition table with an empty one of this size (between searches). The new
   * table is allocated before the old one is let go, so a refusal leaves the engine as it was.
   *
   * @throws IllegalArgumentException if the size is not 1 to 16384 MiB
   * @throws HashSizeException if the heap cannot hold the table now (its message names what would fit)
   */
  public synchronized void setHashMiB(int mebibytes) {
    requireIdle();
    table.resize(mebibytes);
    hashMiB = table.mebibytes();
    hashRequests++;
    pendingTable = null;
  }

  /**
   * Resizes the transposition table without blocking: the new table is allocated on a background
   * thread (a table of gigabytes takes seconds to clear) while the engine keeps its old table and
   * can search with it; once allocated, the new table replaces the old one at once if the engine
   * is idle, otherwise when the next search starts. A later call supersedes an earlier one still
   * under way. {@link #hashMiB()} reports the size in use throughout.
   *
   * @return completes with the new size once the table is allocated, or exceptionally with a
   *     {@link HashSizeException} if the heap could not hold it (the old table is kept)
   * @throws IllegalArgumentException if the size is not 1 to 16384 MiB
   * @throws HashSizeException if the size exceeds what the heap can ever hold, checked at once
   */
  public CompletableFuture<Integer> resizeHashInBackground(int mebibytes) {
    return resizeHashInBackground(mebibytes, task -> {
      Thread allocator = new Thread(task, "augur-hash-" + mebibytes);
      allocator.setDaemon(true);
      allocator.start();
    });
  }

  /**
   * As {@link #resizeHashInBackground(int)}, with the table allocated by a task run on {@code
   * allocator} (a front end's own thread, or a test's executor that decides when it runs).
   *
   * @throws IllegalArgumentException if the size is not 1 to 16384 MiB
   * @throws HashSizeException if the size exceeds what the heap can ever hold, checked at once
   * @throws java.util.concurrent.RejectedExecutionException if {@code allocator} refuses the task
   */
  public synchronized CompletableFuture<Integer> resizeHashInBackground(int mebibytes, Executor allocator) {
    if (closed) {
      throw new IllegalStateException("engine is closed");
    }
    TranspositionTable.checkFits(mebibytes);
    long request = ++hashRequests;
    CompletableFuture<Integer> done = new CompletableFuture<>();
    allocator.execute(() -> {
      try {
        TranspositionTable.Storage storage = table.allocateStorage(mebibytes);
        synchronized (this) {
          if (request == hashRequests) {
            pendingTable = storage;
            installPendingTableIfIdle();
          }
        }
        done.complete(mebibytes);
      } catch (RuntimeException e) {
        done.completeExceptionally(e);
      }
    });
    return done;
  }

  /** Installs a table allocated in the background, unless a search is using the current one. */
  private void installPendingTableIfIdle() {
    TranspositionTable.Storage pending = pendingTable;
    CompletableFuture<SearchResult> r = runningResult;
    if (pending != null && (r == null || r.isDone())) {
      table.install(pending);
      hashMiB = pending.mebibytes();
      pendingTable = null;
    }
  }

  /** The number of search threads. */
  public synchronized int threads() {
    return workers.length;
  }

  /** Sets the number of search threads (between searches); histories start afresh. */
  public synchronized void setThreads(int threads) {
    requireIdle();
    checkThreads(threads);
    workers = createWorkers(threads, table, evaluatorFactory, searchParameters, scoreRange);
    threadPool.shutdown();
    threadPool = createPool(threads, poolKeepAliveMillis);
  }

  /** Uses this book (or none) from the next search on. */
  public synchronized void setOpeningBook(@Nullable OpeningBook book) {
    this.book = book;
  }

  /** Book moves are played while fewer than this many plies have been played in the game. */
  public synchronized void setBookDepth(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("book depth must not be negative: " + plies);
    }
    bookDepth = plies;
  }

  /** Milliseconds kept back from every timed move for communication delays. */
  public synchronized void setMoveOverheadMillis(long millis) {
    if (millis < 0) {
      throw new IllegalArgumentException("move overhead must not be negative: " + millis);
    }
    moveOverheadMillis = millis;
  }

  /**
   * How much worse than an even position a draw is for the side this engine plays, in
   * centipawns ({@value #MAX_CONTEMPT} at most either way; 0 by default). Above 0 the engine
   * avoids repetitions and other draws while it does not stand worse by this much (meant for
   * play against weaker opponents); below 0 it seeks them. Scores it reports include it.
   */
  public synchronized void setContempt(int centipawns) {
    contempt = checkContempt(centipawns);
  }

  /** The search's settings, fixed when the engine was built ({@link Builder#searchParameters}). */
  public SearchParameters searchParameters() {
    return searchParameters;
  }

  /** The contempt for draws in centipawns (see {@link #setContempt}). */
  public synchronized int contempt() {
    return contempt;
  }

  private static int checkContempt(int centipawns) {
    if (Math.abs(centipawns) > MAX_CONTEMPT) {
      throw new IllegalArgumentException(
          "contempt must lie within -" + MAX_CONTEMPT + " and " + MAX_CONTEMPT + ": " + centipawns);
    }
    return centipawns;
  }

  /**
   * Forgets the previous game: clears the table, and the histories and evaluation caches of every
   * thread.
   */
  public synchronized void newGame() {
    requireIdle();
    table.clear();
    for (SearchWorker worker : workers) {
      worker.newGame();
    }
  }

  /** How full the transposition table is, in permille of a sample. */
  public synchronized int hashFullPermille() {
    return table.hashFullPermille();
  }

  private void requireIdle() {
    if (closed) {
      throw new IllegalStateException("engine is closed");
    }
    CompletableFuture<SearchResult> r = runningResult;
    if (r != null && !r.isDone()) {
      throw new IllegalStateException("a search is running");
    }
  }

  private static void checkThreads(int threads) {
    if (threads < 1 || threads > MAX_THREADS) {
      throw new IllegalArgumentException("threads must be 1 to " + MAX_THREADS + ": " + threads);
    }
  }

  // ---------------------------------------------------------------- searching

  /**
   * What a failed search throws to the caller of {@link #search}: the exception the search
   * thread met (an evaluator's own exception, say), not the {@link CompletionException} of the
   * future that carried it; a checked one wrapped in an {@link IllegalStateException}.
   */
  private static RuntimeException searchFailure(CompletionException e) {
    Throwable cause = e.getCause();
    if (cause instanceof RuntimeException) {
      return (RuntimeException) cause;
    }
    if (cause instanceof Error) {
      throw (Error) cause;
    }
    return new IllegalStateException("search failed", cause == null ? e : cause);
  }

  /** Searches the position within the limits and returns the result (blocking). */
  public SearchResult search(Position position, SearchLimits limits) {
    return search(position, limits, SearchListener.NONE);
  }

  /** Searches, reporting each iteration to the listener, and returns the result (blocking). */
  public SearchResult search(Position position, SearchLimits limits, SearchListener listener) {
    if (limits.isInfinite() || limits.isPonder()) {
      throw new InvalidSearchLimitsException(
          limits.isInfinite() ? "infinite" : "ponder",
          "a blocking search needs an end; use start() and stop() for this");
    }
    try {
      return start(position, limits, listener).result().join();
    } catch (CompletionException e) {
      throw searchFailure(e);
    }
  }

  /**
   * Starts a search in the background and returns its handle. The position is copied (its move
   * history too, for repetitions), so the caller may change it at once.
   *
   * @throws InvalidSearchLimitsException if a search move is not legal in the position
   * @throws IllegalStateException if this engine is already searching or closed
   */
  public synchronized SearchHandle start(Position position, SearchLimits limits, SearchListener listener) {
    requireIdle();
    installPendingTableIfIdle();
    Board root = position instanceof Board ? ((Board) position).copy() : Fen.parse(position.fen(), position.variant());
    int[] rootMoves = rootMoves(root, limits);
    long startNanos = System.nanoTime();
    TimeManager time = TimeManager.of(limits, root.sideToMove(), moveOverheadMillis);
    SearchWorker[] searchWorkers = workers;
    SearchControl control = new SearchControl(time, limits.nodes().orElse(Long.MAX_VALUE), limits.isPonder(),
        contempt, searchWorkers.length, () -> totalNodes(searchWorkers));
    CompletableFuture<SearchResult> result = new CompletableFuture<>();
    running = control;
    runningResult = result;

    if (rootMoves.length == 0) {
      result.complete(noMoveResult(root));
      return new SearchHandle(control, result);
    }
    Optional<SearchResult> booked = bookMove(root, limits);
    if (booked.isPresent()) {
      result.complete(booked.get());
      return new SearchHandle(control, result);
    }

    SearchWorker[] threadWorkers = workers;
    int maxDepth = limits.depth().orElse(SearchLimits.MAX_DEPTH);
    int mate = limits.mate().orElse(0);
    if (mate > 0) {
      maxDepth = Math.min(maxDepth, Math.min(SearchLimits.MAX_DEPTH, 2 * mate + 8));
    }
    int depthLimit = maxDepth;
    Reporter reporter = new Reporter(control, listener, startNanos, limits.isInfinite());
    table.newSearch();
    ExecutorService pool = threadPool;
    List<Future<?>> helpers = new ArrayList<>();
    SearchWorker main = threadWorkers[0];
    pool.execute(() -> {
      try {
        for (int i = 1; i < threadWorkers.length; i++) {
          SearchWorker helper = threadWorkers[i];
          helpers.add(pool.submit(
              () -> helper.search(root, rootMoves, control, depthLimit, limits.multiPv(), 0, null)));
        }
        main.search(root, rootMoves, control, depthLimit, limits.multiPv(), mate, reporter);
        control.awaitRelease(limits.isInfinite());
        control.stop();
        for (Future<?> helper : helpers) {
          helper.get();
        }
        result.complete(resultOf(root, main, control, limits.multiPv(), startNanos));
      } catch (Throwable t) {
        control.stop();
        // A helper thread's failure comes wrapped by its future; the caller gets what it threw.
        Throwable failure = t instanceof ExecutionException && t.getCause() != null ? t.getCause() : t;
        LOG.error("search failed", failure);
        result.completeExceptionally(failure);
      }
    });
    return new SearchHandle(control, result);
  }

  /** The legal root moves (restricted to the search moves), hash move first. */
  private int[] rootMoves(Board root, SearchLimits limits) {
    int[] buffer = new int[MoveGenerator.MAX_MOVES];
    int count;
    if (limits.searchMoves().isEmpty()) {
      count = root.unchecked().generateLegal(buffer, 0);
    } else {
      count = 0;
      for (Move move : limits.searchMoves()) {
        int packed = root.unchecked().packIfLegal(move.code());
        if (packed == PackedMove.NONE) {
          throw new InvalidSearchLimitsException("searchMoves", move + " is not legal in " + root.fen());
        }
        buffer[count++] = packed;
      }
    }
    long entry = table.probe(root.zobristKey());
    if (entry != TranspositionTable.MISS) {
      int hashCode = TranspositionTable.move(entry);
      for (int i = 1; i < count; i++) {
        if (PackedMove.code(buffer[i]) == hashCode) {
          int hashMove = buffer[i];
          System.arraycopy(buffer, 0, buffer, 1, i);
          buffer[0] = hashMove;
          break;
        }
      }
    }
    return Arrays.copyOf(buffer, count);
  }

  private Optional<SearchResult> bookMove(Board root, SearchLimits limits) {
    OpeningBook b = book;
    int gamePly = 2 * (root.fullmoveNumber() - 1) + root.sideToMove().ordinal();
    if (b == null || limits.isInfinite() || limits.isPonder() || !limits.searchMoves().isEmpty()
        || gamePly >= bookDepth) {
      return Optional.empty();
    }
    Optional<Move> move = b.choose(root, bookRandom);
    if (move.isEmpty() || !root.isLegal(move.get())) {
      return Optional.empty();
    }
    PvLine line = new PvLine(1, Score.centipawns(0), List.of(move.get()));
    return Optional.of(new SearchResult(move, Optional.empty(), Score.centipawns(0), 0, 0, 0, 0,
        List.of(line), Optional.empty(), true));
  }

  private static SearchResult noMoveResult(Board root) {
    Outcome outcome = root.outcome();
    Score score = root.isCheck() ? Score.mateIn(0) : Score.centipawns(0);
    return new SearchResult(Optional.empty(), Optional.empty(), score, 0, 0, 0, 0, List.of(),
        Optional.ofNullable(outcome), false);
  }

  /** The nodes of a search's threads so far (approximate while they run). */
  private static long totalNodes(SearchWorker[] searchWorkers) {
    long sum = 0;
    for (SearchWorker worker : searchWorkers) {
      sum += worker.nodes();
    }
    return sum;
  }

  private SearchResult resultOf(Board root, SearchWorker main, SearchControl control, int multiPv, long startNanos) {
    RootMove[] moves = main.rootMoves();
    List<PvLine> lines = lines(moves, Math.min(multiPv, moves.length));
    RootMove best = moves[0];
    Optional<Move> ponder = Optional.empty();
    if (best.pvLength > 1) {
      ponder = Optional.of(PackedMove.toMove(best.pv[1]));
    } else {
      ponder = ponderFromTable(root, best.move);
    }
    long millis = (System.nanoTime() - startNanos) / 1_000_000;
    return new SearchResult(Optional.of(PackedMove.toMove(best.move)), ponder, lines.get(0).score(),
        main.completedDepth(), best.selectiveDepth, control.totalNodes(), millis, lines,
        Optional.empty(), false);
  }

  private Optional<Move> ponderFromTable(Board root, int bestMove) {
    Board after = root.copy();
    after.unchecked().makeMove(bestMove);
    long entry = table.probe(after.zobristKey());
    if (entry == TranspositionTable.MISS) {
      return Optional.empty();
    }
    int reply = after.unchecked().packIfLegal(TranspositionTable.move(entry));
    return reply == PackedMove.NONE ? Optional.empty() : Optional.of(PackedMove.toMove(reply));
  }

  private static List<PvLine> lines(RootMove[] moves, int count) {
    List<PvLine> lines = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      RootMove rm = moves[i];
      int score = rm.score != -Scores.INFINITE ? rm.score
          : rm.previousScore != -Scores.INFINITE ? rm.previousScore : 0;
      List<Move> pv = new ArrayList<>(rm.pvLength);
      for (int p = 0; p < rm.pvLength; p++) {
        pv.add(PackedMove.toMove(rm.pv[p]));
      }
      lines.add(new PvLine(i + 1, Scores.toScore(score), pv));
    }
    return lines;
  }

  /** Stops a running search, if any, and ends the engine's threads. */
  @Override
  public synchronized void close() {
    SearchControl c = running;
    if (c != null) {
      c.stop();
      c.release();
    }
    threadPool.shutdown();
    closed = true;
  }

  /** Turns the main worker's iterations into {@link SearchInfo} for the listener. */
  private final class Reporter implements SearchWorker.IterationReporter {
    private final SearchControl control;
    private final SearchListener listener;
    private final long startNanos;
    private final boolean reportBoundsAtOnce;

    Reporter(SearchControl control, SearchListener listener, long startNanos, boolean reportBoundsAtOnce) {
      this.control = control;
      this.listener = listener;
      this.startNanos = startNanos;
      this.reportBoundsAtOnce = reportBoundsAtOnce;
    }

    @Override
    public void boundReached(SearchWorker worker, int lineIndex, int selectiveDepth, boolean failHigh) {
      long millis = (System.nanoTime() - startNanos) / 1_000_000;
      if (!reportBoundsAtOnce && millis < boundReportAfterMillis) {
        return;
      }
      RootMove rm = worker.rootMoves()[lineIndex];
      List<Move> pv = new ArrayList<>(rm.pvLength);
      for (int p = 0; p < rm.pvLength; p++) {
        pv.add(PackedMove.toMove(rm.pv[p]));
      }
      PvLine line = new PvLine(lineIndex + 1, Scores.toScore(rm.score), pv,
          failHigh ? ScoreBound.LOWER : ScoreBound.UPPER);
      long nodes = control.totalNodes();
      long nps = millis == 0 ? nodes * 1000 : nodes * 1000 / millis;
      SearchInfo info = new SearchInfo(worker.rootDepth(), selectiveDepth, List.of(line), nodes, nps, millis,
          table.hashFullPermille());
      try {
        listener.boundReported(info);
      } catch (RuntimeException e) {
        LOG.warn("search listener failed", e);
      }
    }

    @Override
    public void iterationCompleted(SearchWorker worker, int lineCount, int selectiveDepth) {
      long millis = (System.nanoTime() - startNanos) / 1_000_000;
      long nodes = control.totalNodes();
      long nps = millis == 0 ? nodes * 1000 : nodes * 1000 / millis;
      SearchInfo info = new SearchInfo(worker.completedDepth(), selectiveDepth,
          lines(worker.rootMoves(), lineCount), nodes, nps, millis, table.hashFullPermille());
      try {
        listener.iterationCompleted(info);
      } catch (RuntimeException e) {
        LOG.warn("search listener failed", e);
      }
    }

    @Override
    public void currentMove(int move, int number, int depth) {
      try {
        listener.currentMove(PackedMove.toMove(move), number, depth);
      } catch (RuntimeException e) {
        LOG.warn("search listener failed", e);
      }
    }
  }

  /** Configures an engine; every setting has a default. */
  public static final class Builder {
    private int hashMiB = 16;
    private int threads = 1;
    private @Nullable EvaluatorFactory evaluatorFactory;
    private @Nullable OpeningBook book;
    private int bookDepth = 20;
    private long moveOverheadMillis = 10;
    private int contempt;
    private long bookSeed = System.nanoTime();
    private long boundReportAfterMillis = BOUND_REPORT_AFTER_MILLIS;
    private SearchParameters searchParameters = SearchParameters.defaults();
    private long poolKeepAliveMillis = POOL_KEEP_ALIVE_MILLIS;

    private Builder() {}

    /**
     * The transposition table's size, 1 to 16384 MiB (default 16). Whether the heap can hold it
     * is checked when the table is allocated, by {@link #build()}.
     */
    public Builder hashMiB(int mebibytes) {
      if (mebibytes < 1 || mebibytes > TranspositionTable.MAX_MIB) {
        throw new IllegalArgumentException(
            "hash size must be 1 to " + TranspositionTable.MAX_MIB + " MiB: " + mebibytes);
      }
      hashMiB = mebibytes;
      return this;
    }

    /** Search threads (Lazy SMP), 1 to 256 (default 1). */
    public Builder threads(int count) {
      checkThreads(count);
      threads = count;
      return this;
    }

    /**
     * Makes the evaluator of each search thread (default: {@link NnueEvaluator} with {@link
     * Network#defaultNetwork()}, read once per JVM and shared by every engine).
     */
    public Builder evaluator(EvaluatorFactory factory) {
      evaluatorFactory = factory;
      return this;
    }

    /** An opening book consulted before searching (default none). */
    public Builder openingBook(@Nullable OpeningBook openingBook) {
      book = openingBook;
      return this;
    }

    /** Book moves are played while fewer plies than this have been played (default 20). */
    public Builder bookDepth(int plies) {
      if (plies < 0) {
        throw new IllegalArgumentException("book depth must not be negative: " + plies);
      }
      bookDepth = plies;
      return this;
    }

    /** Seeds the book's random choice, for reproducible games. */
    public Builder bookSeed(long seed) {
      bookSeed = seed;
      return this;
    }

    /** Milliseconds kept back from every timed move (default 10). */
    public Builder moveOverheadMillis(long millis) {
      if (millis < 0) {
        throw new IllegalArgumentException("move overhead must not be negative: " + millis);
      }
      moveOverheadMillis = millis;
      return this;
    }

    /** The contempt for draws in centipawns (default 0; see {@link Engine#setContempt}). */
    public Builder contempt(int centipawns) {
      contempt = checkContempt(centipawns);
      return this;
    }

    /**
     * The search's pruning, reduction and extension settings (default: {@link
     * SearchParameters#defaults()}, the values the engine was tested with).
     */
    public Builder searchParameters(SearchParameters parameters) {
      searchParameters = parameters;
      return this;
    }

    /** How long an idle search thread lives before it ends (tests). */
    Builder poolKeepAliveMillis(long millis) {
      poolKeepAliveMillis = millis;
      return this;
    }

    /** How long a search that is not infinite runs before it reports fail-highs and fail-lows (tests). */
    Builder boundReportAfterMillis(long millis) {
      boundReportAfterMillis = millis;
      return this;
    }

    /**
     * Makes the engine; its threads start with the first search.
     *
     * @throws HashSizeException if the heap cannot hold the transposition table now
     */
    public Engine build() {
      return new Engine(this);
    }
  }
}
