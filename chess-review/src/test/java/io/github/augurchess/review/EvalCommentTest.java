package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Score;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EvalCommentTest {

  @Test
  void formatsPawnsWithTwoDecimalsAndMatesWithAHash() {
    assertEquals("[%eval 0.35]", EvalComment.format(Score.centipawns(35)));
    assertEquals("[%eval -1.20]", EvalComment.format(Score.centipawns(-120)));
    assertEquals("[%eval 0.00]", EvalComment.format(Score.centipawns(0)));
    assertEquals("[%eval -0.05]", EvalComment.format(Score.centipawns(-5)));
    assertEquals("[%eval #3]", EvalComment.format(Score.mateIn(3)));
    assertEquals("[%eval #-2]", EvalComment.format(Score.mateIn(-2)));
    assertThrows(IllegalArgumentException.class, () -> EvalComment.format(Score.mateIn(0)));
  }

  @Test
  void everyScoreReadsBackEqual() {
    Random random = new Random(76);
    for (int i = 0; i < 10_000; i++) {
      Score s = random.nextInt(10) == 0 ? Score.mateIn(random.nextBoolean() ? 1 + random.nextInt(60) : -1 - random.nextInt(60))
          : Score.centipawns(random.nextInt(6001) - 3000);
      assertEquals(Optional.of(s), EvalComment.parse("x " + EvalComment.format(s) + " y"), "seed 76, " + s);
    }
  }

  @Test
  void readsOtherToolsForms() {
    assertEquals(Optional.of(Score.centipawns(30)), EvalComment.parse("[%eval 0.3]"));
    assertEquals(Optional.of(Score.centipawns(-100)), EvalComment.parse("[%eval -1]"));
    assertEquals(Optional.of(Score.centipawns(25)), EvalComment.parse("[%eval 0.25,18]"));
    assertEquals(Optional.of(Score.mateIn(4)), EvalComment.parse("[%eval #+4]"));
    assertTrue(EvalComment.parse("[%clk 0:01:00]").isEmpty());
  }

  @Test
  void stripsOnlyTheEval() {
    assertEquals("good [%clk 0:01:00]", EvalComment.strip("[%eval 0.25] good [%clk 0:01:00]"));
  }
}
