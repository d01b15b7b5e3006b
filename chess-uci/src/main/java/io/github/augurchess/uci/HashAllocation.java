package io.github.augurchess.uci;

import io.github.augurchess.search.Engine;
import io.github.augurchess.search.HashSizeException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The hash table a front end asked for, allocated off the command thread ({@link
 * Engine#resizeHashInBackground(int, Executor)}): a table of gigabytes takes seconds to clear, and
 * the command loop must go on reading meanwhile. The answers that tell a GUI the engine is ready
 * ({@code readyok}, {@code pong}) wait until the table is allocated or refused, but at most {@link
 * #READY_WAIT_MILLIS}, so that a GUI always has its answer within its deadline; a search started
 * before the table is ready uses the old one.
 */
final class HashAllocation {
  /**
   * How long {@code readyok} and {@code pong} wait for a table being allocated: long enough for a
   * table of a few GiB on an ordinary machine, short enough to stay well inside the time a GUI or
   * match runner gives an engine to answer (Augur's own client allows 30 s).
   */
  static final long READY_WAIT_MILLIS = 5_000;

  /** Allocates each table on a daemon thread of its own. */
  static final Executor OWN_THREAD = task -> {
    Thread thread = new Thread(task, "augur-uci-hash");
    thread.setDaemon(true);
    thread.start();
  };

  /** What a front end says when the allocation it asked for last has ended. */
  interface Listener {
    /** The table of this size is allocated and will be used from the next search on. */
    void allocated(int mebibytes);

    /** The table was refused for {@code reason}; the engine keeps its table of {@code keptMiB}. */
    void refused(int requestedMiB, int keptMiB, String reason);
  }

  private final Executor allocator;
  private final long readyWaitMillis;
  /** Counts requests; an allocation is reported only while it is the latest one. */
  private long requests;
  /** Completes (true) once the latest allocation has ended and been reported; null before the first. */
  private @Nullable CompletableFuture<Boolean> latest;
  private int latestMiB;

  HashAllocation(Executor allocator, long readyWaitMillis) {
    this.allocator = allocator;
    this.readyWaitMillis = readyWaitMillis;
  }

  /**
   * Starts allocating a table of this size for the engine and returns at once; {@code listener}
   * hears how it ended, unless a later request or {@link #forget} came first.
   *
   * @throws UciCommandException if the size exceeds what the heap can ever hold; the message names
   *     the size kept and the largest that would fit, and the engine keeps its table
   */
  synchronized void request(Engine engine, int mebibytes, Listener listener) throws UciCommandException {
    long request = requests + 1;
    CompletableFuture<Integer> allocation;
    try {
      allocation = engine.resizeHashInBackground(mebibytes, allocator);
    } catch (HashSizeException e) {
      throw new UciCommandException(keptMessage(engine.hashMiB(), e.getMessage()));
    }
    requests = request;
    latestMiB = mebibytes;
    latest = allocation.handle((allocated, failure) -> {
      report(engine, request, mebibytes, failure, listener);
      return Boolean.TRUE;
    });
  }

  private void report(Engine engine, long request, int mebibytes, @Nullable Throwable failure, Listener listener) {
    synchronized (this) {
      if (request < requests) {
        return;
      }
    }
    if (failure == null) {
      listener.allocated(mebibytes);
    } else {
      Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
      listener.refused(mebibytes, engine.hashMiB(), String.valueOf(cause.getMessage()));
    }
  }

  /** {@code Hash kept at K MiB: REASON}, the words of every refusal. */
  static String keptMessage(int keptMiB, @Nullable String reason) {
    return "Hash kept at " + keptMiB + " MiB: " + reason;
  }

  /** Forgets the allocations under way (the engine they were for is gone): none is reported. */
  synchronized void forget() {
    requests++;
    latest = null;
  }

  /** The size being allocated, or 0 if no allocation is under way. */
  synchronized int pendingMiB() {
    CompletableFuture<Boolean> pending = latest;
    return pending != null && !pending.isDone() ? latestMiB : 0;
  }

  /**
   * Runs {@code answer} once the latest allocation has ended and been reported, or after the
   * ready wait, whichever comes first; at once if none is under way. Never blocks the caller.
   */
  void whenReady(Runnable answer) {
    CompletableFuture<Boolean> pending;
    synchronized (this) {
      pending = latest;
    }
    if (pending == null || pending.isDone()) {
      answer.run();
      return;
    }
    pending.copy().completeOnTimeout(Boolean.FALSE, readyWaitMillis, TimeUnit.MILLISECONDS)
        .whenComplete((done, failure) -> answer.run());
  }
}
