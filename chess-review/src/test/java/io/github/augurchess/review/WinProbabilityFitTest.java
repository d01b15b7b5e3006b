package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class WinProbabilityFitTest {

  /** Results drawn from a known logistic (wins, draws and losses): the fit finds its scale. */
  @Test
  void recoversTheScaleOfGeneratedResults() {
    for (long seed = 1; seed <= 5; seed++) {
      Random random = new Random(seed);
      double trueScale = 150 + 50 * seed;
      int n = 40_000;
      double[] scores = new double[n];
      double[] results = new double[n];
      for (int i = 0; i < n; i++) {
        scores[i] = Math.round(random.nextGaussian() * 300);
        double p = 1 / (1 + Math.exp(-scores[i] / trueScale));
        // A draw with probability 0.4·min(p, 1−p)·2 keeps the expected result at p.
        double draw = 0.8 * Math.min(p, 1 - p);
        double u = random.nextDouble();
        results[i] = u < draw ? 0.5 : u < draw + (p - draw / 2) ? 1 : 0;
      }
      WinProbabilityFit fit = WinProbabilityFit.of(scores, results);
      assertEquals(trueScale, fit.scale(), 4 * fit.standardError() + 2, "seed " + seed + ": " + fit);
      assertTrue(fit.standardError() > 0 && fit.standardError() < 10, "seed " + seed + ": " + fit);
      assertEquals(n, fit.samples());
    }
  }

  @Test
  void theFitIsTheMaximumOfTheLikelihood() {
    Random random = new Random(7);
    int n = 5_000;
    double[] scores = new double[n];
    double[] results = new double[n];
    for (int i = 0; i < n; i++) {
      scores[i] = random.nextGaussian() * 250;
      results[i] = random.nextDouble() < 1 / (1 + Math.exp(-scores[i] / 220)) ? 1 : 0;
    }
    WinProbabilityFit fit = WinProbabilityFit.of(scores, results);
    double best = logLikelihood(fit.scale(), scores, results);
    assertEquals(-best / n, fit.meanLogLoss(), 1e-9);
    assertTrue(best > logLikelihood(fit.scale() * 1.02, scores, results));
    assertTrue(best > logLikelihood(fit.scale() * 0.98, scores, results));
  }

  private static double logLikelihood(double scale, double[] scores, double[] results) {
    double sum = 0;
    for (int i = 0; i < scores.length; i++) {
      double p = 1 / (1 + Math.exp(-scores[i] / scale));
      sum += results[i] * Math.log(p) + (1 - results[i]) * Math.log(1 - p);
    }
    return sum;
  }

  @Test
  void rejectsDataWithoutAnAnswer() {
    assertThrows(IllegalArgumentException.class, () -> WinProbabilityFit.of(new double[] {0, 0}, new double[] {1, 0}));
    assertThrows(IllegalArgumentException.class, () -> WinProbabilityFit.of(new double[] {1}, new double[] {1, 0}));
    assertThrows(IllegalArgumentException.class, () -> WinProbabilityFit.of(new double[] {100}, new double[] {2}));
    // Scores that predict the results backwards have no maximum at a positive scale.
    assertThrows(IllegalArgumentException.class,
        () -> WinProbabilityFit.of(new double[] {100, -100, 200, -200}, new double[] {0, 1, 0, 1}));
  }
}
