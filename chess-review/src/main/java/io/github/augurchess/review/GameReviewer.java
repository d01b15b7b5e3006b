package io.github.augurchess.review;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reviews games move by move: every position of the main line gets a bounded search, each move is
 * judged by the drop in its mover's win probability ({@link MoveClassifier}), and worse moves get
 * the engine's better line.
 *
 * <p>Every position is searched from a cleared engine (its table emptied first), so a review
 * depends only on the game, the limits and the engine: not on what was reviewed before, on the
 * order of the positions or on the thread that searched them. With one search thread per engine
 * and a node or depth limit, the same game gives the same review on every run, whatever {@link
 * ReviewOptions#threads()} is. More threads search more positions at once, each with its own
 * engine from the factory.
 *
 * <pre>{@code
 * try (GameReviewer reviewer = new GameReviewer(engines, ReviewOptions.of(SearchLimits.nodes(100_000)))) {
 *   GameReview review = reviewer.review(game, ReviewListener.NONE);
 *   PgnWriter.toString(review.annotatedGame());
 * }
 * }</pre>
 *
 * <p>{@link #cancel()} may be called from any thread: the review in progress stops after the
 * searches under way and throws {@link CancellationException}; so does every later one.
 */
public final class GameReviewer implements AutoCloseable {
  private final Supplier<? extends PositionAnalyser> engines;
  private final ReviewOptions options;
  private final List<PositionAnalyser> pool = new ArrayList<>();
  private volatile boolean cancelled;

  /**
   * A reviewer that makes its engines when it first needs them, one per thread, and closes them
   * when it is closed.
   *
   * @param engines makes a new engine each call
   * @param options how to review
   */
  public GameReviewer(Supplier<? extends PositionAnalyser> engines, ReviewOptions options) {
    this.engines = engines;
    this.options = options;
  }

  /**
   * A reviewer over engines behind the common engine interface, one made per thread.
   *
   * <pre>{@code
   * GameReviewer reviewer = GameReviewer.withEngines(
   *     () -> UciEngine.start(List.of("/usr/games/stockfish")), ReviewOptions.of(SearchLimits.nodes(200_000)));
   * }</pre>
   */
  public static GameReviewer withEngines(Supplier<? extends ChessEngine> engines, ReviewOptions options) {
    return new GameReviewer(() -> PositionAnalyser.of(engines.get()), options);
  }

  /** The options. */
  public ReviewOptions options() {
    return options;
  }

  /** Stops the review under way (after its current searches) and every later one. */
  public void cancel() {
    cancelled = true;
  }

  /** True once {@link #cancel()} was called. */
  public boolean isCancelled() {
    return cancelled;
  }

  /**
   * Reviews the main line of a game.
   *
   * @param game a game whose moves are legal (read by a validating reader, or built in code)
   * @param listener hears each searched position
   * @throws CancellationException if the review was cancelled
   * @throws IllegalArgumentException if the game has no moves
   */
  public GameReview review(PgnGame game, ReviewListener listener) {
    List<Move> moves = game.mainLine();
    if (moves.isEmpty()) {
      throw new IllegalArgumentException("game " + game.index() + " has no moves to review");
    }
    // The positions before each move and the last one, each with the game's history behind it.
    List<Board> positions = new ArrayList<>(moves.size() + 1);
    List<String> sans = new ArrayList<>(moves.size());
    Board board = game.startPosition();
    for (Move move : moves) {
      positions.add(board.copy());
      sans.add(board.san(move));
      board.play(move);
    }
    positions.add(board.copy());

    ReviewListener.GameRef ref = new ReviewListener.GameRef(game.index(),
        orUnknown(game.tag("White")), orUnknown(game.tag("Black")));
    PositionAnalysis[] analyses = analyseAll(positions, listener, ref);

    List<MoveReview> reviews = new ArrayList<>(moves.size());
    MoveClassifier classifier = options.classifier();
    for (int ply = 0; ply < moves.size(); ply++) {
      Board before = positions.get(ply);
      Color mover = before.sideToMove();
      PositionAnalysis a = analyses[ply];
      PositionAnalysis next = analyses[ply + 1];
      Score beforeForMover = a.score();
      Score afterForMover = MoveClassifier.negate(next.score());
      Move move = moves.get(ply);
      boolean enginesMove = a.bestMove().isPresent() && a.bestMove().get().equals(move);
      // The engine's own move loses nothing by its own standard: a lower score one ply later is
      // the search seeing further, not the player's error.
      MoveJudgement judgement = classifier.judge(beforeForMover, enginesMove ? beforeForMover : afterForMover);
      List<Move> line = !enginesMove && judgement.moveClass().isError() ? legalPrefix(before, a.line()) : List.of();
      reviews.add(new MoveReview(ply, before.fullmoveNumber(), mover, move, sans.get(ply),
          MoveClassifier.view(beforeForMover, mover), MoveClassifier.view(afterForMover, mover), judgement,
          a.bestMove(), line));
    }
    return new GameReview(game, reviews, PlayerSummary.of(Color.WHITE, reviews),
        PlayerSummary.of(Color.BLACK, reviews), engineName(), describe(options.limits()), classifier.curve());
  }

  private List<Move> legalPrefix(Board from, List<Move> line) {
    Board b = from.copy();
    List<Move> legal = new ArrayList<>();
    for (Move m : line) {
      if (legal.size() >= options.maxLinePlies() || !b.isLegal(m)) {
        break;
      }
      legal.add(m);
      b.play(m);
    }
    return legal;
  }

  private PositionAnalysis[] analyseAll(List<Board> positions, ReviewListener listener, ReviewListener.GameRef ref) {
    int count = positions.size();
    @Nullable PositionAnalysis[] results = new PositionAnalysis[count];
    AtomicInteger nextIndex = new AtomicInteger();
    AtomicInteger searched = new AtomicInteger();
    Object listenerLock = new Object();
    int threads = Math.min(options.threads(), count);
    List<Thread> workers = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    ensureEngines(threads);
    for (int t = 0; t < threads; t++) {
      PositionAnalyser engine = pool.get(t);
      Runnable work = () -> {
        int i;
        while (!cancelled && (i = nextIndex.getAndIncrement()) < count) {
          results[i] = analyse(engine, positions.get(i));
          int done = searched.incrementAndGet();
          synchronized (listenerLock) {
            listener.positionSearched(ref, done, count);
          }
        }
      };
      if (threads == 1) {
        work.run();
      } else {
        Thread worker = new Thread(work, "augur-review-" + t);
        worker.setDaemon(true);
        worker.setUncaughtExceptionHandler((th, e) -> {
          synchronized (failures) {
            failures.add(e);
          }
          cancelled = true;
        });
        workers.add(worker);
        worker.start();
      }
    }
    boolean interrupted = false;
    for (Thread worker : workers) {
      while (worker.isAlive()) {
        try {
          worker.join();
        } catch (InterruptedException e) {
          interrupted = true;
          cancelled = true;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    synchronized (failures) {
      if (!failures.isEmpty()) {
        Throwable first = failures.get(0);
        if (first instanceof RuntimeException) {
          throw (RuntimeException) first;
        }
        if (first instanceof Error) {
          throw (Error) first;
        }
        throw new IllegalStateException(first);
      }
    }
    if (cancelled) {
      throw new CancellationException("review cancelled");
    }
    List<PositionAnalysis> checked = new ArrayList<>(count);
    for (PositionAnalysis r : results) {
      if (r == null) {
        throw new IllegalStateException("a position was not searched");
      }
      checked.add(r);
    }
    return checked.toArray(new PositionAnalysis[0]);
  }

  private PositionAnalysis analyse(PositionAnalyser engine, Board board) {
    if (board.countLegalMoves() == 0) {
      return new PositionAnalysis(board.isCheck() ? Score.mateIn(0) : Score.centipawns(0), Optional.empty(),
          List.of(), 0);
    }
    if (board.isInsufficientMaterial()) {
      return new PositionAnalysis(Score.centipawns(0), Optional.empty(), List.of(), 0);
    }
    engine.clear();
    return engine.analyse(board, options.limits());
  }

  private synchronized void ensureEngines(int count) {
    while (pool.size() < count) {
      pool.add(engines.get());
    }
  }

  private synchronized String engineName() {
    return pool.isEmpty() ? "engine" : pool.get(0).name();
  }

  /** The limits as people say them: {@code 100000 nodes}, {@code depth 12}, {@code 500 ms}. */
  static String describe(io.github.augurchess.api.SearchLimits limits) {
    List<String> parts = new ArrayList<>();
    limits.nodes().ifPresent(n -> parts.add(n + " nodes"));
    limits.depth().ifPresent(d -> parts.add("depth " + d));
    limits.moveTimeMillis().ifPresent(t -> parts.add(t + " ms"));
    return String.join(", ", parts);
  }

  private static String orUnknown(@Nullable String tag) {
    return tag == null ? "?" : tag;
  }

  /** Closes the engines this reviewer made. */
  @Override
  public synchronized void close() {
    RuntimeException failure = null;
    for (PositionAnalyser engine : pool) {
      try {
        engine.close();
      } catch (RuntimeException e) {
        if (failure == null) {
          failure = e;
        }
      }
    }
    pool.clear();
    if (failure != null) {
      throw failure;
    }
  }
}
