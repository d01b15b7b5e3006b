package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitboardsTest {
  @Test
  void distanceRingsPartitionTheBoardByKingDistance() {
    for (int square = 0; square < 64; square++) {
      long all = 0;
      for (int d = 0; d < 8; d++) {
        long ring = Bitboards.distanceRing(square, d);
        assertEquals(0, all & ring, "rings overlap at square " + square);
        all |= ring;
        for (long b = ring; b != 0; b &= b - 1) {
          assertEquals(d, Bitboards.distance(square, Long.numberOfTrailingZeros(b)));
        }
      }
      assertEquals(-1L, all, "the rings of square " + square + " cover the board");
    }
  }

  @Test
  void nearestDistanceIsTheLeastDistanceToAnyTarget() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 10_000; i++) {
      long targets = random.nextLong() & random.nextLong() & random.nextLong();
      if (targets == 0) {
        continue;
      }
      int square = random.nextInt(64);
      int least = 8;
      for (long b = targets; b != 0; b &= b - 1) {
        least = Math.min(least, Bitboards.distance(square, Long.numberOfTrailingZeros(b)));
      }
      assertEquals(least, Bitboards.nearestDistance(square, targets),
          "square " + square + ", targets 0x" + Long.toHexString(targets));
    }
  }

  @Test
  void distanceSumAddsTheDistanceToEveryTarget() {
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < 10_000; i++) {
      // Sparse and dense sets, the empty set included.
      long targets = random.nextBoolean() ? random.nextLong() : random.nextLong() & random.nextLong() & random.nextLong();
      int square = random.nextInt(64);
      int sum = 0;
      for (long b = targets; b != 0; b &= b - 1) {
        sum += Bitboards.distance(square, Long.numberOfTrailingZeros(b));
      }
      assertEquals(sum, Bitboards.distanceSum(square, targets),
          "square " + square + ", targets 0x" + Long.toHexString(targets));
    }
  }

  @Test
  void nonEmptyAndIsEmptyAnswerWithoutABranchForEverySet() {
    long[] sets = {0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x8000_0000L, 0x0000_0001_0000_0000L};
    for (long set : sets) {
      assertEquals(set != 0 ? 1 : 0, Bitboards.nonEmpty(set), "0x" + Long.toHexString(set));
      assertEquals(set == 0 ? 1 : 0, Bitboards.isEmpty(set), "0x" + Long.toHexString(set));
    }
    SplittableRandom random = new SplittableRandom(13);
    for (int i = 0; i < 10_000; i++) {
      long set = random.nextLong() & random.nextLong() & random.nextLong() & random.nextLong();
      assertEquals(set != 0 ? 1 : 0, Bitboards.nonEmpty(set), "0x" + Long.toHexString(set));
    }
  }

  @Test
  void fileFillCoversExactlyTheFilesOfTheSet() {
    SplittableRandom random = new SplittableRandom(17);
    for (int i = 0; i < 10_000; i++) {
      long set = random.nextLong() & random.nextLong() & random.nextLong();
      long expected = 0;
      for (int file = 0; file < 8; file++) {
        if ((set & Bitboards.fileMask(file)) != 0) {
          expected |= Bitboards.fileMask(file);
        }
      }
      assertEquals(expected, Bitboards.fileFill(set), "0x" + Long.toHexString(set));
    }
  }

  @Test
  void cornerStepsRunFromTheOtherLongDiagonalToTheCornersOfTheChosenColour() {
    assertEquals(7, Bitboards.cornerSteps(0, true)); // a1
    assertEquals(7, Bitboards.cornerSteps(63, true)); // h8
    assertEquals(0, Bitboards.cornerSteps(56, true)); // a8
    assertEquals(0, Bitboards.cornerSteps(28, true)); // e4, on the light long diagonal
    assertEquals(7, Bitboards.cornerSteps(56, false)); // a8
    assertEquals(0, Bitboards.cornerSteps(0, false)); // a1
  }

  @Test
  void centreDistanceCountsFilesAndRanks() {
    assertEquals(0, Bitboards.centreDistance(27)); // d4
    assertEquals(0, Bitboards.centreDistance(36)); // e5
    assertEquals(6, Bitboards.centreDistance(0)); // a1
    assertEquals(6, Bitboards.centreDistance(63)); // h8
    assertEquals(3, Bitboards.centreDistance(24)); // a4
    assertEquals(3, Bitboards.centreDistance(17)); // b3
    assertEquals(5, Bitboards.centreDistance(8)); // a2
  }
}
