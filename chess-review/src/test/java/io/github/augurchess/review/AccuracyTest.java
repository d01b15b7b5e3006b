package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AccuracyTest {

  @Test
  void aMoveThatLosesNothingIsPerfect() {
    assertEquals(100.0, Accuracy.ofMove(0.6, 0.6), 1e-3);
    assertEquals(100.0, Accuracy.ofMove(0.4, 0.7), 1e-3);
  }

  @Test
  void theFormulaAtKnownDrops() {
    assertEquals(103.1668 * Math.exp(-0.4354) - 3.1669, Accuracy.ofMove(0.6, 0.5), 1e-9);
    assertEquals(0.0, Accuracy.ofMove(1.0, 0.0));
  }

  @Test
  void fallsWithTheDrop() {
    double previous = 101;
    for (int d = 0; d <= 100; d++) {
      double a = Accuracy.ofMove(1.0, 1.0 - d / 100.0);
      assertTrue(a <= previous && a >= 0 && a <= 100, "drop " + d);
      previous = a;
    }
  }

  @Test
  void aPlayerWithOneBlunderScoresBelowTheMean() {
    double[] moves = {100, 100, 100, 100, 0};
    double accuracy = Accuracy.ofPlayer(moves);
    double harmonic = 5 / (4 / 100.0 + 1);
    assertEquals((80 + harmonic) / 2, accuracy, 1e-9);
    assertTrue(accuracy < 80);
    assertEquals(100.0, Accuracy.ofPlayer(new double[] {100, 100}), 1e-12);
    assertTrue(Double.isNaN(Accuracy.ofPlayer(new double[0])));
  }
}
