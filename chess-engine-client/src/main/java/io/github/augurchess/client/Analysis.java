package io.github.augurchess.client;

import io.github.augurchess.api.ScoreBound;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A search running in the background, started by {@link ChessEngine#analysis}: its reports
 * stream to the listener given there (on the engine's thread) and are kept here as the latest of
 * each principal variation; {@link #stop()} ends it and returns the engine's move. An infinite
 * analysis runs until stopped; one with limits that end also ends by itself ({@link #result()}).
 *
 * <pre>{@code
 * try (Analysis analysis = engine.analysis(board, SearchLimits.infinite(), info -> System.out.println(info.pv()))) {
 *   Thread.sleep(1_000);
 *   EngineResult best = analysis.stop();
 * }
 * }</pre>
 *
 * <p>While it runs, its engine refuses other work ({@link IllegalStateException}). The methods
 * here may be called from any thread.
 */
public final class Analysis implements AutoCloseable {
  /** What the engine does when asked to stop or told of a ponder hit. */
  interface Control {
    /** Asks the search to end now; called at most once. */
    void stop();

    /** Tells a ponder search that the expected move was played. */
    void ponderHit();
  }

  private final Consumer<EngineInfo> listener;
  private final CompletableFuture<EngineResult> result = new CompletableFuture<>();
  private final TreeMap<Integer, EngineInfo> lines = new TreeMap<>();
  private @Nullable Control control;
  private boolean stopRequested;
  private int updates;

  Analysis(Consumer<EngineInfo> listener) {
    this.listener = listener;
  }

  /** Connects the engine's side; done before the analysis is handed to the caller. */
  void attach(Control engineControl) {
    this.control = engineControl;
  }

  /** Records a report and passes it on to the listener (on the engine's thread). */
  void report(EngineInfo info) {
    synchronized (this) {
      updates++;
      if (!info.pv().isEmpty()) {
        EngineInfo known = lines.get(info.multiPv());
        // A bound (a fail-high or fail-low) does not hide a finished line of the same depth.
        if (known == null || info.bound() == ScoreBound.EXACT || known.bound() != ScoreBound.EXACT
            || info.depth() > known.depth()) {
          lines.put(info.multiPv(), info);
        }
      }
    }
    listener.accept(info);
  }

  /** The latest line of each rank, best first: what a result reports. */
  synchronized List<EngineInfo> lines() {
    return new ArrayList<>(lines.values());
  }

  void complete(EngineResult engineResult) {
    result.complete(engineResult);
  }

  void fail(Throwable failure) {
    result.completeExceptionally(failure);
  }

  /** The latest report of the best line, if any came yet. */
  public synchronized Optional<EngineInfo> latest() {
    return lines.isEmpty() ? Optional.empty() : Optional.of(lines.values().iterator().next());
  }

  /** The latest report of each principal variation so far, best first. */
  public synchronized List<EngineInfo> latestLines() {
    return List.copyOf(lines.values());
  }

  /** How many reports have come so far (every line of every iteration counts). */
  public synchronized int updates() {
    return updates;
  }

  /** True once the search has ended (by itself, stopped, or failed). */
  public boolean isDone() {
    return result.isDone();
  }

  /**
   * Tells a ponder search ({@link io.github.augurchess.api.SearchLimits#isPonder()}) that the
   * opponent played the expected move: the search goes on as a normal one, its clock starting now.
   *
   * @throws IllegalStateException if the search has ended
   */
  public void ponderHit() {
    Control engineControl;
    synchronized (this) {
      if (result.isDone() || stopRequested) {
        throw new IllegalStateException("the analysis has ended");
      }
      engineControl = control;
    }
    if (engineControl != null) {
      engineControl.ponderHit();
    }
  }

  /**
   * Stops the search and waits for the engine's move (within the engine's deadline).
   *
   * @return the engine's move and its last lines
   * @throws EngineException if the engine crashed, hung or broke its protocol
   */
  public EngineResult stop() {
    Control engineControl = null;
    synchronized (this) {
      if (!stopRequested && !result.isDone()) {
        stopRequested = true;
        engineControl = control;
      }
    }
    if (engineControl != null) {
      engineControl.stop();
    }
    return result();
  }

  /**
   * Waits until the search ends by itself (for an infinite analysis, {@link #stop()} instead) and
   * returns the engine's move.
   *
   * @throws EngineException if the engine crashed, hung or broke its protocol
   */
  public EngineResult result() {
    try {
      return result.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EngineTimeoutException("interrupted while waiting for the analysis");
    } catch (ExecutionException | CompletionException e) {
      throw unwrap(e.getCause() == null ? e : e.getCause());
    } catch (CancellationException e) {
      throw new EngineCrashedException("the analysis was cancelled", e);
    }
  }

  private static RuntimeException unwrap(Throwable failure) {
    if (failure instanceof RuntimeException runtime) {
      return runtime;
    }
    if (failure instanceof Error error) {
      throw error;
    }
    return new EngineCrashedException("the analysis failed: " + failure, failure);
  }

  /** Stops the search if it runs; its result, or failure, is dropped. */
  @Override
  public void close() {
    if (result.isDone()) {
      return;
    }
    try {
      stop();
    } catch (RuntimeException e) {
      // Closing: the caller no longer wants the result. The engine reports a lasting failure on its next use.
    }
  }
}
