package io.github.augurchess.review;

import java.util.Locale;

/**
 * A maximum-likelihood fit of {@link WinProbability}'s scale to labelled scores: each sample is a
 * centipawn score and the result the side it belongs to went on to get (1 a win, ½ a draw, 0 a
 * loss). The log-likelihood {@code Σ y·log p + (1−y)·log(1−p)} with {@code p = 1/(1+exp(−a·cp))}
 * is concave in {@code a = 1/scale}, so Newton's method from any positive start finds the one
 * maximum; draws count as half a win and half a loss, as in Texel tuning.
 *
 * <pre>{@code
 * WinProbabilityFit fit = WinProbabilityFit.of(centipawns, results);
 * WinProbability curve = fit.curve();
 * }</pre>
 *
 * @param scale the fitted scale in centipawns
 * @param standardError the scale's standard error from the curvature at the maximum (Fisher
 *     information, samples taken as independent — positions of one game are not, so treat it as
 *     a lower bound)
 * @param samples the number of samples
 * @param meanLogLoss the mean negative log-likelihood per sample at the maximum
 */
public record WinProbabilityFit(double scale, double standardError, int samples, double meanLogLoss) {
  private static final int MAX_ITERATIONS = 100;

  /**
   * Fits the scale.
   *
   * @param centipawns the scores, each from the point of view of the side whose result is given
   * @param results the results for that side, each 0, ½ or 1 (any value in {@code [0, 1]})
   * @throws IllegalArgumentException for arrays of different lengths, no informative sample (every
   *     score zero), a result outside {@code [0, 1]}, or data without a positive maximum (scores
   *     that predict results backwards)
   */
  public static WinProbabilityFit of(double[] centipawns, double[] results) {
    if (centipawns.length != results.length) {
      throw new IllegalArgumentException(
          "scores and results differ in length: " + centipawns.length + " and " + results.length);
    }
    boolean informative = false;
    for (int i = 0; i < centipawns.length; i++) {
      if (!(results[i] >= 0 && results[i] <= 1)) {
        throw new IllegalArgumentException("result " + i + " is outside [0, 1]: " + results[i]);
      }
      if (!Double.isFinite(centipawns[i])) {
        throw new IllegalArgumentException("score " + i + " is not finite: " + centipawns[i]);
      }
      informative |= centipawns[i] != 0;
    }
    if (!informative) {
      throw new IllegalArgumentException("no sample with a non-zero score");
    }
    double a = 1.0 / 300;
    boolean converged = false;
    for (int iteration = 0; iteration < MAX_ITERATIONS && !converged; iteration++) {
      double gradient = 0;
      double curvature = 0;
      for (int i = 0; i < centipawns.length; i++) {
        double x = centipawns[i];
        double p = 1.0 / (1.0 + Math.exp(-a * x));
        gradient += (results[i] - p) * x;
        curvature += p * (1 - p) * x * x;
      }
      if (curvature == 0) {
        throw new IllegalArgumentException("the likelihood has no maximum at a positive scale");
      }
      double step = gradient / curvature;
      // Newton on a concave function may overshoot far out; halve towards the old point instead.
      double next = a + step;
      while (next <= 0) {
        step /= 2;
        next = a + step;
        if (step < 1e-15) {
          throw new IllegalArgumentException("the likelihood has no maximum at a positive scale");
        }
      }
      a = next;
      converged = Math.abs(step) < 1e-10 * a;
    }
    if (!converged) {
      throw new IllegalArgumentException("the likelihood has no maximum at a positive scale");
    }
    double curvature = 0;
    double logLoss = 0;
    for (int i = 0; i < centipawns.length; i++) {
      double x = centipawns[i];
      double p = 1.0 / (1.0 + Math.exp(-a * x));
      curvature += p * (1 - p) * x * x;
      logLoss -= results[i] * Math.log(Math.max(p, 1e-300)) + (1 - results[i]) * Math.log(Math.max(1 - p, 1e-300));
    }
    double standardErrorOfA = 1 / Math.sqrt(curvature);
    double scale = 1 / a;
    return new WinProbabilityFit(scale, standardErrorOfA * scale * scale, centipawns.length,
        logLoss / centipawns.length);
  }

  /** The fitted curve. */
  public WinProbability curve() {
    return new WinProbability(scale);
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "scale %.1f cp +/- %.1f over %d samples, mean log loss %.4f",
        scale, standardError, samples, meanLogLoss);
  }
}
