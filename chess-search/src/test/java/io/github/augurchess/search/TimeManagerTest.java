package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.SearchLimits;
import org.junit.jupiter.api.Test;

class TimeManagerTest {
  private static final long OVERHEAD = 10;

  private static TimeManager clock(long time, long increment, int movesToGo) {
    SearchLimits.Builder b = SearchLimits.builder().whiteTime(time).blackTime(time)
        .whiteIncrement(increment).blackIncrement(increment);
    if (movesToGo > 0) {
      b.movesToGo(movesToGo);
    }
    return TimeManager.of(b.build(), Color.WHITE, OVERHEAD);
  }

  @Test
  void everyClockFormStaysWithinTheRemainingTime() {
    long[] times = {0, 1, 15, 50, 200, 1_000, 10_000, 60_000, 600_000, 7_200_000};
    long[] increments = {0, 100, 2_000};
    int[] movesToGo = {0, 1, 2, 10, 40};
    for (long time : times) {
      for (long increment : increments) {
        for (int mtg : movesToGo) {
          TimeManager tm = clock(time, increment, mtg);
          assertTrue(tm.isTimed());
          assertTrue(tm.hardMillis() >= 1);
          assertTrue(tm.hardMillis() <= Math.max(1, time - OVERHEAD),
              "hard " + tm.hardMillis() + " for " + time + "+" + increment + " mtg " + mtg);
        }
      }
    }
  }

  /** The best move's share of the nodes at which the plan is neither stretched nor cut. */
  private static final double NEUTRAL_SHARE = 0.7;

  @Test
  void aLongClockUsesAShareNotAll() {
    TimeManager tm = clock(60_000, 0, 0);
    assertTrue(tm.hardMillis() < 60_000 / 2, "hard " + tm.hardMillis());
    assertTrue(tm.shouldStartIteration(100, 0, 0, NEUTRAL_SHARE));
    assertFalse(tm.shouldStartIteration(60_000 / 4, 0, 0, NEUTRAL_SHARE));
  }

  @Test
  void withoutMovesToGoItPlansForTwentyMoreMoves() {
    // 60 s, no increment: a soft limit of 60,000 / 20 ms, and a new iteration only before 60% of
    // it (the overhead and the safety margin come off first).
    TimeManager tm = clock(60_000, 0, 0);
    assertTrue(tm.shouldStartIteration(1_750, 0, 0, NEUTRAL_SHARE));
    assertFalse(tm.shouldStartIteration(1_800, 0, 0, NEUTRAL_SHARE));
    // With an increment, three quarters of it come on top.
    TimeManager withIncrement = clock(5_000, 50, 0);
    assertTrue(withIncrement.shouldStartIteration(170, 0, 0, NEUTRAL_SHARE));
    assertFalse(withIncrement.shouldStartIteration(172, 0, 0, NEUTRAL_SHARE));
  }

  @Test
  void instabilityAndAFallingScoreBuyTime() {
    TimeManager tm = clock(60_000, 0, 0);
    long stable = firstRefusal(tm, 0, 0);
    assertTrue(firstRefusal(tm, 2, 0) > stable, "unstable best move");
    assertTrue(firstRefusal(tm, 0, 80) > stable, "score fell");
  }

  private static long firstRefusal(TimeManager tm, double changes, int drop) {
    return firstRefusal(tm, changes, drop, NEUTRAL_SHARE);
  }

  private static long firstRefusal(TimeManager tm, double changes, int drop, double share) {
    for (long t = 0; t < 100_000; t += 10) {
      if (!tm.shouldStartIteration(t, changes, drop, share)) {
        return t;
      }
    }
    return Long.MAX_VALUE;
  }

  @Test
  void aBestMoveThatTakesNearlyAllTheNodesSavesTimeAndContestedOnesBuyIt() {
    TimeManager tm = clock(60_000, 0, 0);
    long neutral = firstRefusal(tm, 0, 0);
    assertTrue(firstRefusal(tm, 0, 0, 0.98) < neutral, "clear best move");
    assertTrue(firstRefusal(tm, 0, 0, 0.4) > neutral, "contested best move");
    assertEquals(1.0, TimeManager.effortFactor(NEUTRAL_SHARE), 1e-9);
  }

  @Test
  void theLastMoveBeforeTheControlMayUseMost() {
    assertTrue(clock(10_000, 0, 1).hardMillis() > clock(10_000, 0, 20).hardMillis());
  }

  @Test
  void fixedMoveTimeKeepsTheOverheadBackAndNeverSkipsAnIteration() {
    TimeManager tm = TimeManager.of(SearchLimits.moveTime(500), Color.BLACK, OVERHEAD);
    assertEquals(490, tm.hardMillis());
    assertTrue(tm.shouldStartIteration(480, 0, 0, NEUTRAL_SHARE));
  }

  @Test
  void noClockMeansNoTimeLimit() {
    assertFalse(TimeManager.of(SearchLimits.depth(5), Color.WHITE, OVERHEAD).isTimed());
    assertFalse(TimeManager.of(SearchLimits.infinite(), Color.WHITE, OVERHEAD).isTimed());
    // Only the other side's clock given: nothing to plan with for the side to move.
    assertFalse(TimeManager.of(SearchLimits.builder().blackTime(1000).build(), Color.WHITE, OVERHEAD).isTimed());
  }
}
