package io.github.augurchess.match;

/**
 * Match statistics from the first engine's point of view: Elo difference with its 95% interval,
 * likelihood of superiority, and the sequential probability ratio test, the way cutechess-cli
 * and fishtest compute them (logistic Elo; the interval in the normal approximation; fishtest's
 * generalised SPRT on pentanomial counts).
 *
 * <pre>{@code
 * MatchStatistics.elo(0.6);                   // about +70.4
 * MatchStatistics.los(10, 5);                  // about 0.90
 * MatchStatistics.sprtBounds(0.05, 0.05);      // {-2.94, 2.94}
 * }</pre>
 */
public final class MatchStatistics {
  /** The two-sided 95% quantile of the normal distribution. */
  static final double Z95 = 1.959963984540054;

  /** The count an empty pentanomial bucket is given in the SPRT (fishtest's regularisation). */
  static final double SPRT_EMPTY_BUCKET = 1e-3;

  private MatchStatistics() {}

  /** The Elo difference that gives this expected score (0 and 1 give infinities). */
  public static double elo(double score) {
    return -400 * Math.log10(1 / score - 1);
  }

  /** The expected score of an Elo difference. */
  public static double expectedScore(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /** Elo difference, its 95% interval and the error (half the interval), from W/D/L counts. */
  public static EloEstimate eloFromGames(long wins, long draws, long losses) {
    long n = wins + draws + losses;
    if (n == 0) {
      return new EloEstimate(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
    }
    double s = (wins + 0.5 * draws) / n;
    double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
    return estimate(s, variance, n);
  }

  /**
   * Elo difference and 95% interval from pentanomial counts: pairs of games (colours reversed)
   * that scored 0, 0.5, 1, 1.5 and 2 points for the first engine.
   */
  public static EloEstimate eloFromPairs(long[] pentanomial) {
    checkPentanomial(pentanomial);
    long pairs = 0;
    double total = 0;
    for (int k = 0; k < 5; k++) {
      pairs += pentanomial[k];
      total += pentanomial[k] * (k / 4.0);
    }
    if (pairs == 0) {
      return new EloEstimate(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
    }
    double s = total / pairs;
    double variance = 0;
    for (int k = 0; k < 5; k++) {
      variance += pentanomial[k] * sq(k / 4.0 - s);
    }
    return estimate(s, variance / pairs, pairs);
  }

  private static EloEstimate estimate(double score, double variance, long samples) {
    double error = Z95 * Math.sqrt(variance / samples);
    return new EloEstimate(elo(score), elo(Math.max(0, score - error)), elo(Math.min(1, score + error)));
  }

  /** The likelihood that the first engine is the stronger: 0.5 (1 + erf((W - L) / sqrt(2 (W + L)))). */
  public static double los(long wins, long losses) {
    if (wins + losses == 0) {
      return 0.5;
    }
    return 0.5 * (1 + erf((wins - losses) / Math.sqrt(2.0 * (wins + losses))));
  }

  /**
   * The SPRT's log-likelihood ratio of H1 (Elo difference elo1) against H0 (elo0), from
   * pentanomial counts: fishtest's generalised SPRT. Under each hypothesis the pentanomial
   * distribution is the most likely one (given the counts) whose expected score per game is that
   * hypothesis's; the LLR is the log ratio of the counts' likelihoods under the two. Empty buckets
   * count as 0.001 pairs, as in fishtest, so that every bucket has a likelihood.
   *
   * <p>Not the normal approximation {@code n (s1 - s0) (2 s - s0 - s1) / (2 var)}: with few pairs
   * that divides by a variance made only of the stand-ins for empty buckets, and three pairs of a
   * draw and a loss gave an LLR of -17 (stopping a test after six games). Here they give about
   * -0.05; on thousands of pairs the two agree to a few hundredths.
   */
  public static double sprtLlr(long[] pentanomial, double elo0, double elo1) {
    checkPentanomial(pentanomial);
    double[] frequencies = new double[5];
    double pairs = 0;
    for (int k = 0; k < 5; k++) {
      frequencies[k] = Math.max(pentanomial[k], SPRT_EMPTY_BUCKET);
      pairs += frequencies[k];
    }
    for (int k = 0; k < 5; k++) {
      frequencies[k] /= pairs;
    }
    double[] p0 = mostLikelyWithMean(frequencies, expectedScore(elo0));
    double[] p1 = mostLikelyWithMean(frequencies, expectedScore(elo1));
    double llr = 0;
    for (int k = 0; k < 5; k++) {
      llr += frequencies[k] * Math.log(p1[k] / p0[k]);
    }
    return pairs * llr;
  }

  /**
   * The distribution over the pair scores 0, 1/4, ..., 1 (per game) with this mean that maximises
   * the likelihood of the observed frequencies (all positive). By Lagrange, {@code p_k = f_k / (1
   * + λ (x_k - mean))} with λ the root of {@code Σ f_k (x_k - mean) / (1 + λ (x_k - mean)) = 0},
   * which decreases in λ on the interval where every denominator is positive: bisection.
   */
  private static double[] mostLikelyWithMean(double[] frequencies, double mean) {
    double low = -1 / (1 - mean);
    double high = 1 / mean;
    for (int i = 0; i < 200; i++) {
      double lambda = (low + high) / 2;
      double g = 0;
      for (int k = 0; k < 5; k++) {
        double d = k / 4.0 - mean;
        g += frequencies[k] * d / (1 + lambda * d);
      }
      if (g > 0) {
        low = lambda;
      } else {
        high = lambda;
      }
    }
    double lambda = (low + high) / 2;
    double[] p = new double[5];
    for (int k = 0; k < 5; k++) {
      p[k] = frequencies[k] / (1 + lambda * (k / 4.0 - mean));
    }
    return p;
  }

  /** The SPRT's stopping bounds {lower, upper}: ln(beta / (1 - alpha)) and ln((1 - beta) / alpha). */
  public static double[] sprtBounds(double alpha, double beta) {
    return new double[] {Math.log(beta / (1 - alpha)), Math.log((1 - beta) / alpha)};
  }

  /** The error function, by Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7). */
  static double erf(double x) {
    double t = 1 / (1 + 0.3275911 * Math.abs(x));
    double y = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
        * Math.exp(-x * x);
    return x >= 0 ? y : -y;
  }

  private static double sq(double x) {
    return x * x;
  }

  private static void checkPentanomial(long[] pentanomial) {
    if (pentanomial.length != 5) {
      throw new IllegalArgumentException("pentanomial counts are five: " + pentanomial.length);
    }
  }

  /**
   * An Elo difference with its 95% interval.
   *
   * @param elo the estimate
   * @param lower the interval's lower end
   * @param upper the interval's upper end
   */
  public record EloEstimate(double elo, double lower, double upper) {
    /** Half the interval's width, as printed after the estimate ({@code +12.3 +/- 25.1}). */
    public double error() {
      if (Double.isInfinite(lower) || Double.isInfinite(upper)) {
        return Double.POSITIVE_INFINITY;
      }
      return (upper - lower) / 2;
    }

    @Override
    public String toString() {
      // Adding 0.0 turns a negative zero (an even score) into a plain zero.
      return String.format(java.util.Locale.ROOT, "%+.1f +/- %.1f", elo + 0.0, error());
    }
  }
}
