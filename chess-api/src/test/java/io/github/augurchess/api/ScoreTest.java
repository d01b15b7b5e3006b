package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScoreTest {

  @Test
  void uciText() {
    assertEquals("cp 35", Score.centipawns(35).toUci());
    assertEquals("cp -120", Score.centipawns(-120).toUci());
    assertEquals("mate 3", Score.mateIn(3).toUci());
    assertEquals("mate -2", Score.mateIn(-2).toUci());
  }

  @Test
  void orderFromMatedSoonestToMatingSoonest() {
    List<Score> expected = List.of(Score.mateIn(0), Score.mateIn(-1), Score.mateIn(-5),
        Score.centipawns(-900), Score.centipawns(0), Score.centipawns(900), Score.mateIn(7), Score.mateIn(1));
    List<Score> shuffled = new ArrayList<>(expected);
    Collections.reverse(shuffled);
    Collections.sort(shuffled);
    assertEquals(expected, shuffled);
  }

  @Test
  void kindsAreKeptApart() {
    assertNotEquals(Score.centipawns(3), Score.mateIn(3));
    assertTrue(Score.mateIn(2).isMate());
    assertThrows(IllegalStateException.class, () -> Score.mateIn(2).centipawns());
    assertThrows(IllegalStateException.class, () -> Score.centipawns(2).mateMoves());
    assertEquals(Score.mateIn(-4), Score.mateIn(-4));
    assertEquals(Score.mateIn(-4).hashCode(), Score.mateIn(-4).hashCode());
  }
}
