package io.github.augurchess.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Worked examples, computed by hand from the formulas (and checked with Python's math module). */
class MatchStatisticsTest {
  private static final double EPS = 1e-6;

  @Test
  void eloOfAScore() {
    assertEquals(0, MatchStatistics.elo(0.5), EPS);
    // 0.75 = 1 / (1 + 10^(-d/400)) gives d = 400 log10(3) = 190.848...
    assertEquals(190.848501887865, MatchStatistics.elo(0.75), EPS);
    assertEquals(0.75, MatchStatistics.expectedScore(190.848501887865), EPS);
  }

  @Test
  void eloAndIntervalFromWinsDrawsLosses() {
    // W 10, D 20, L 5: score 20/35; per-game variance as cutechess computes it.
    MatchStatistics.EloEstimate e = MatchStatistics.eloFromGames(10, 20, 5);
    assertEquals(49.975494643319976, e.elo(), EPS);
    assertEquals(-23.941067429359578, e.lower(), EPS);
    assertEquals(128.75841342651847, e.upper(), EPS);
    assertEquals("+50.0 +/- 76.3", e.toString());
  }

  @Test
  void eloFromPentanomialPairs() {
    MatchStatistics.EloEstimate e = MatchStatistics.eloFromPairs(new long[] {1, 4, 10, 6, 2});
    assertEquals(30.288285575247322, e.elo(), EPS);
    assertEquals(-38.27023740590575, e.lower(), EPS);
    assertEquals(101.31732285525902, e.upper(), EPS);
  }

  @Test
  void likelihoodOfSuperiority() {
    assertEquals(0.9016471987705266, MatchStatistics.los(10, 5), 1e-6);
    assertEquals(0.5, MatchStatistics.los(7, 7), EPS);
    assertEquals(0.5, MatchStatistics.los(0, 0), EPS);
  }

  @Test
  void sprtLlrAndBounds() {
    // Values from fishtest's generalised SPRT (the constrained maximum-likelihood ratio), computed
    // independently in Python (docs/tuning/combined_sprt.py's formula).
    assertEquals(0.1104, MatchStatistics.sprtLlr(new long[] {1, 4, 10, 6, 2}, 0, 5), 1e-4);
    assertEquals(2.8053, MatchStatistics.sprtLlr(new long[] {68, 117, 261, 173, 113}, 0, 5), 1e-4);
    double[] bounds = MatchStatistics.sprtBounds(0.05, 0.05);
    assertArrayEquals(new double[] {-2.9444389791664403, 2.9444389791664403}, bounds, 1e-12);
    assertEquals(0, MatchStatistics.sprtLlr(new long[5], 0, 5), 1e-2);
  }

  @Test
  void aFewPairsAreLittleEvidenceHoweverAlikeTheyAre() {
    // The normal approximation divides by the variance of the sample, which is all but zero while
    // every pair has scored the same: it gave -17.5 for these three pairs and +762 for the twenty.
    assertEquals(-0.0435, MatchStatistics.sprtLlr(new long[] {0, 3, 0, 0, 0}, 0, 5), 1e-4);
    assertEquals(0.2858, MatchStatistics.sprtLlr(new long[] {0, 0, 0, 0, 20}, 0, 5), 1e-4);
    assertEquals(Sprt.Decision.CONTINUE, Sprt.parse("0,5").decide(new long[] {0, 3, 0, 0, 0}));
    // Many pairs all won do decide.
    assertEquals(Sprt.Decision.ACCEPT_H1, Sprt.parse("0,5").decide(new long[] {0, 0, 0, 0, 300}));
  }

  @Test
  void sprtDecidesWhenTheEvidenceIsStrong() {
    Sprt test = Sprt.parse("0,10");
    assertEquals(Sprt.Decision.CONTINUE, test.decide(new long[] {1, 4, 10, 6, 2}));
    assertEquals(Sprt.Decision.ACCEPT_H1, test.decide(new long[] {10, 40, 100, 200, 100}));
    assertEquals(Sprt.Decision.ACCEPT_H0, test.decide(new long[] {100, 200, 100, 40, 10}));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("10,0"));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("x"));
  }

  @Test
  void erfMatchesKnownValues() {
    assertEquals(0.8427007929497149, MatchStatistics.erf(1), 2e-7);
    assertEquals(-0.5204998778130465, MatchStatistics.erf(-0.5), 2e-7);
  }
}
