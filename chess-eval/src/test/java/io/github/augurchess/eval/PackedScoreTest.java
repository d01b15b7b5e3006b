package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PackedScoreTest {
  @Test
  void partsComeBackWhateverTheirSigns() {
    int[] values = {0, 1, -1, 32_767, -32_768, 65_536, -65_537, Integer.MAX_VALUE, Integer.MIN_VALUE};
    for (int mg : values) {
      for (int eg : values) {
        long packed = PackedScore.of(mg, eg);
        assertEquals(mg, PackedScore.mg(packed), "mg of (" + mg + ", " + eg + ")");
        assertEquals(eg, PackedScore.eg(packed), "eg of (" + mg + ", " + eg + ")");
      }
    }
  }

  @Test
  void sumsAndMultiplesArePackedSums() {
    long seed = 20261123L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int trial = 0; trial < 1_000; trial++) {
      long packed = 0;
      int mg = 0;
      int eg = 0;
      for (int term = 0; term < 40; term++) {
        int m = random.nextInt(-32_768, 32_768);
        int e = random.nextInt(-32_768, 32_768);
        int times = random.nextInt(0, 9);
        packed += times * PackedScore.of(m, e);
        mg += times * m;
        eg += times * e;
      }
      assertEquals(mg, PackedScore.mg(packed), "seed " + seed + ", trial " + trial);
      assertEquals(eg, PackedScore.eg(packed), "seed " + seed + ", trial " + trial);
    }
  }
}
