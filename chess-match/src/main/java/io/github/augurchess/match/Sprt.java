package io.github.augurchess.match;

import java.util.Locale;

/**
 * A sequential probability ratio test of H0 (Elo difference elo0) against H1 (elo1) with error
 * rates alpha and beta, on pentanomial counts.
 *
 * @param elo0 the Elo difference of the null hypothesis
 * @param elo1 the Elo difference of the alternative
 * @param alpha the false-positive rate
 * @param beta the false-negative rate
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
  /**
   * Checks the hypotheses and error rates.
   *
   * @throws IllegalArgumentException unless {@code elo0 < elo1} and both rates are in (0, 0.5)
   */
  public Sprt {
    if (!(elo1 > elo0) || !(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
      throw new IllegalArgumentException("SPRT needs elo0 < elo1 and 0 < alpha, beta < 0.5");
    }
  }

  /** Reads {@code elo0,elo1} (alpha and beta 0.05) or {@code elo0,elo1,alpha,beta}. */
  public static Sprt parse(String text) {
    String[] parts = text.split(",");
    try {
      if (parts.length == 2) {
        return new Sprt(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]), 0.05, 0.05);
      }
      if (parts.length == 4) {
        return new Sprt(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
            Double.parseDouble(parts[2]), Double.parseDouble(parts[3]));
      }
    } catch (NumberFormatException e) {
      // Reported below with the expected form.
    }
    throw new IllegalArgumentException("SPRT is elo0,elo1[,alpha,beta]: " + text);
  }

  /** The decision so far: H0 accepted, H1 accepted, or none yet. */
  public enum Decision { ACCEPT_H0, ACCEPT_H1, CONTINUE }

  /**
   * The log-likelihood ratio of H1 against H0 for the pentanomial counts (pairs scoring 0, 0.5, 1,
   * 1.5 and 2 points).
   */
  public double llr(long[] pentanomial) {
    return MatchStatistics.sprtLlr(pentanomial, elo0, elo1);
  }

  /** Accepts H0 when the ratio falls to the lower bound, H1 at the upper, else continues. */
  public Decision decide(long[] pentanomial) {
    double llr = llr(pentanomial);
    double[] bounds = MatchStatistics.sprtBounds(alpha, beta);
    if (llr <= bounds[0]) {
      return Decision.ACCEPT_H0;
    }
    return llr >= bounds[1] ? Decision.ACCEPT_H1 : Decision.CONTINUE;
  }

  /** The LLR, its bounds and the decision, as a result line. */
  public String describe(long[] pentanomial) {
    double[] bounds = MatchStatistics.sprtBounds(alpha, beta);
    return String.format(Locale.ROOT, "SPRT elo0=%.1f elo1=%.1f alpha=%.2f beta=%.2f: LLR %.2f [%.2f, %.2f] %s",
        elo0, elo1, alpha, beta, llr(pentanomial), bounds[0], bounds[1], decide(pentanomial));
  }
}
