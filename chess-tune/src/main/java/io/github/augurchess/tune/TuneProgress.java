package io.github.augurchess.tune;

import java.time.Duration;
import java.util.Locale;

/**
 * The errors after one iteration (0 for the starting weights), with the time spent and an
 * estimate of the time left.
 *
 * @param iteration iterations done
 * @param iterations iterations in the run
 * @param trainingError the mean squared error on the training positions
 * @param validationError the mean squared error on the validation positions (NaN with none)
 * @param elapsed time since the run started
 * @param remaining the estimated time to the end
 */
public record TuneProgress(int iteration, int iterations, double trainingError, double validationError,
    Duration elapsed, Duration remaining) {
  @Override
  public String toString() {
    return String.format(Locale.ROOT, "iteration %d/%d: training error %.6f, validation error %.6f, %s elapsed, about %s left",
        iteration, iterations, trainingError, validationError, format(elapsed), format(remaining));
  }

  private static String format(Duration d) {
    long s = d.toSeconds();
    return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
        : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
  }
}
