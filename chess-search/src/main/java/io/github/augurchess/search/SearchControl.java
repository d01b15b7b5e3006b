package io.github.augurchess.search;

import java.util.function.LongSupplier;

/**
 * What the threads of one search share besides the table: the stop flag, the clock, the limits
 * and the contempt for draws. The main thread checks the limits; every thread reads the stop flag
 * at every node. It knows the threads only by their count and by a sum of their node counts, so
 * it depends on nothing that searches.
 */
final class SearchControl {
  private final TimeManager time;
  private final long nodeLimit;
  private final int contempt;
  private final int workerCount;
  private final LongSupplier totalNodes;
  private final long startNanos = System.nanoTime();

  private volatile boolean stop;
  private volatile boolean pondering;
  private volatile long clockStartNanos = startNanos;

  /**
   * @param workerCount the threads of the search
   * @param totalNodes the nodes of all threads so far (approximate while they run)
   */
  SearchControl(TimeManager time, long nodeLimit, boolean pondering, int contempt, int workerCount,
      LongSupplier totalNodes) {
    this.time = time;
    this.contempt = contempt;
    this.nodeLimit = nodeLimit;
    this.pondering = pondering;
    this.workerCount = workerCount;
    this.totalNodes = totalNodes;
  }

  /** The root side's contempt for draws, in centipawns. */
  int contempt() {
    return contempt;
  }

  boolean isStopped() {
    return stop;
  }

  void stop() {
    stop = true;
  }

  boolean isPondering() {
    return pondering;
  }

  /** The opponent played the expected move: our clock runs from now on. */
  void ponderHit() {
    clockStartNanos = System.nanoTime();
    pondering = false;
  }

  TimeManager time() {
    return time;
  }

  long nodeLimit() {
    return nodeLimit;
  }

  int workerCount() {
    return workerCount;
  }

  /** Milliseconds since the search started. */
  long elapsedMillis() {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  /** Milliseconds on our clock: since the start, or since the ponder hit. */
  long clockMillis() {
    return (System.nanoTime() - clockStartNanos) / 1_000_000;
  }

  /** Nodes of all threads (approximate while they run). */
  long totalNodes() {
    return totalNodes.getAsLong();
  }

  /** Wakes a search waiting in {@link #awaitRelease}. */
  synchronized void release() {
    notifyAll();
  }

  /**
   * Holds a finished search back, as UCI requires: an infinite search until it is stopped, a
   * ponder search until it is stopped or the pondered move is played.
   */
  synchronized void awaitRelease(boolean infinite) {
    boolean interrupted = false;
    while (!stop && (infinite || pondering)) {
      try {
        wait();
      } catch (InterruptedException e) {
        interrupted = true;
        stop = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** The main thread's periodic check of the hard limits. */
  void checkLimits() {
    if (totalNodes() >= nodeLimit) {
      stop = true;
    } else if (!pondering && time.isTimed() && clockMillis() >= time.hardMillis()) {
      stop = true;
    }
  }
}
