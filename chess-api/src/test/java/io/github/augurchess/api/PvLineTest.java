package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PvLineTest {
  private static final List<Move> E4 = List.of(Move.of(Square.E2, Square.E4));

  @Test
  void theConstructorWithoutABoundMakesAnExactLine() {
    PvLine line = new PvLine(1, Score.centipawns(20), E4);
    assertEquals(ScoreBound.EXACT, line.bound());
    assertEquals(new PvLine(1, Score.centipawns(20), E4, ScoreBound.EXACT), line);
  }

  @Test
  void theBoundIsPartOfTheLine() {
    PvLine lower = new PvLine(1, Score.centipawns(20), E4, ScoreBound.LOWER);
    assertEquals(ScoreBound.LOWER, lower.bound());
    assertNotEquals(new PvLine(1, Score.centipawns(20), E4), lower);
    SearchInfo info = new SearchInfo(9, 14, List.of(lower), 1000, 1000, 1, 0);
    assertEquals(ScoreBound.LOWER, info.bound());
  }

  @Test
  void aLineNeedsABoundAndARankOfAtLeastOne() {
    assertThrows(NullPointerException.class, () -> new PvLine(1, Score.centipawns(0), E4, nullBound()));
    assertThrows(IllegalArgumentException.class, () -> new PvLine(0, Score.centipawns(0), E4));
  }

  @SuppressWarnings("nullness") // deliberately breaks the contract to see it refused
  private static ScoreBound nullBound() {
    return null;
  }
}
