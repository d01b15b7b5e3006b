package io.github.augurchess.tune;

/** Hears the {@link Tuner}'s progress: once for the starting weights, then after each iteration. */
@FunctionalInterface
public interface TuneListener {
  /** Called with the errors after an iteration (0 for the starting weights). */
  void onProgress(TuneProgress progress);
}
