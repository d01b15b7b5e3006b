package io.github.augurchess.tune;

import io.github.augurchess.eval.EvalParameters;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * What a tuning run produced: the tuned weights (rounded to integers, within their ranges), the
 * sigmoid constant K, the errors before and after, and the learning curve.
 *
 * @param parameters the tuned weights
 * @param k the sigmoid's scaling constant the run used
 * @param trainingPositions positions the weights were fitted on
 * @param validationPositions positions held out
 * @param tunedWeights how many weights the run was allowed to move (linear, used by the data, not anchored)
 * @param curve the progress after each iteration, starting with iteration 0 (the starting weights)
 * @param finalTrainingError the training error of the rounded weights
 * @param finalValidationError the validation error of the rounded weights
 * @param elapsed the run's time, fitting K included
 */
public record TuneResult(EvalParameters parameters, double k, int trainingPositions, int validationPositions,
    int tunedWeights, List<TuneProgress> curve, double finalTrainingError, double finalValidationError,
    Duration elapsed) {
  /** Copies the curve. */
  public TuneResult {
    curve = List.copyOf(curve);
  }

  /** The training error of the starting weights. */
  public double initialTrainingError() {
    return curve.get(0).trainingError();
  }

  /** The validation error of the starting weights. */
  public double initialValidationError() {
    return curve.get(0).validationError();
  }

  /** Writes the learning curve as CSV: {@code iteration,training_error,validation_error,seconds}. */
  public void writeCurve(Path csv) throws IOException {
    try (Writer out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
      out.write("iteration,training_error,validation_error,seconds\n");
      for (TuneProgress p : curve) {
        out.write(String.format(Locale.ROOT, "%d,%.8f,%.8f,%.1f%n", p.iteration(), p.trainingError(),
            p.validationError(), p.elapsed().toMillis() / 1000.0));
      }
    }
  }
}
