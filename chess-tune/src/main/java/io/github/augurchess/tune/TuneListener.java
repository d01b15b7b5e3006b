package io.github.augurchess.tune;

/** Hears the {@link Tuner}'s progress: once for the starting weights, then after each iteration. */
@FunctionalInterface
public interface TuneListener {
  void onProgress(TuneProgress progress);
}
