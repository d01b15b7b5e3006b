package io.github.augurchess.eval.internal;

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
}
