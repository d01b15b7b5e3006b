package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Score;
import org.junit.jupiter.api.Test;

class WinProbabilityTest {
  private final WinProbability curve = WinProbability.augur();

  @Test
  void anEqualScoreIsAHalf() {
    assertEquals(0.5, curve.of(Score.centipawns(0)), 1e-12);
  }

  @Test
  void oneScaleIsTheLogisticOfOne() {
    assertEquals(1 / (1 + Math.exp(-1)), curve.ofCentipawns(WinProbability.AUGUR_SCALE), 1e-12);
  }

  @Test
  void symmetricBetweenTheSides() {
    for (int cp = -2000; cp <= 2000; cp += 37) {
      assertEquals(1.0, curve.of(Score.centipawns(cp)) + curve.of(Score.centipawns(-cp)), 1e-12, "cp " + cp);
    }
  }

  @Test
  void increasingInTheScore() {
    double previous = -1;
    for (int cp = -3000; cp <= 3000; cp += 10) {
      double p = curve.ofCentipawns(cp);
      assertTrue(p > previous || p == 1.0, "cp " + cp);
      previous = p;
    }
  }

  @Test
  void aPawnIsAboutSevenInTen() {
    assertEquals(0.70, curve.of(Score.centipawns(100)), 0.01);
  }

  @Test
  void matesAreCertain() {
    assertEquals(1.0, curve.of(Score.mateIn(3)));
    assertEquals(0.0, curve.of(Score.mateIn(-1)));
    assertEquals(0.0, curve.of(Score.mateIn(0)));
  }

  @Test
  void rejectsAScaleThatIsNotPositive() {
    assertThrows(IllegalArgumentException.class, () -> new WinProbability(0));
    assertThrows(IllegalArgumentException.class, () -> new WinProbability(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> new WinProbability(Double.POSITIVE_INFINITY));
  }
}
