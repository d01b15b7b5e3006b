package io.github.augurchess.spark;

import java.io.Serializable;

/**
 * How each task's engine is made: its transposition table and its search threads. One engine is
 * made per task (per partition) on first use and closed when the task ends; its table is cleared
 * before each game (or, for the SQL function, before each search), so that results do not depend
 * on how the data was split.
 *
 * <p>With one thread a node- or depth-limited search is deterministic, so a distributed run
 * reproduces a single-machine run exactly. More threads use more of an executor's cores for one
 * search, but give up that reproducibility; usually one thread per task, with as many tasks as
 * cores, is the better use of an executor.
 *
 * @param hashMiB the table of each engine in MiB (1 to 16384); each executor needs this times its
 *     task slots, beyond Spark's own memory
 * @param threads search threads per engine (1 to 256)
 */
public record EngineOptions(int hashMiB, int threads) implements Serializable {
  /** One thread and 16 MiB. */
  public static final EngineOptions DEFAULT = new EngineOptions(16, 1);

  public EngineOptions {
    if (hashMiB < 1 || hashMiB > 16384) {
      throw new IllegalArgumentException("hashMiB must be 1 to 16384: " + hashMiB);
    }
    if (threads < 1 || threads > 256) {
      throw new IllegalArgumentException("threads must be 1 to 256: " + threads);
    }
  }
}
