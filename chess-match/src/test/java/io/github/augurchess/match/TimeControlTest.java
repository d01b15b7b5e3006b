package io.github.augurchess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class TimeControlTest {
  private static final Board START = Board.startingPosition();

  @Test
  void baseAndIncrement() {
    TimeControl tc = TimeControl.parse("10+0.1");
    assertTrue(tc.hasClock());
    SearchLimits limits = tc.limits(START, 9_000, 8_000, 0);
    assertEquals(9_000, limits.timeMillis(Color.WHITE).getAsLong());
    assertEquals(8_000, limits.timeMillis(Color.BLACK).getAsLong());
    assertEquals(100, limits.incrementMillis(Color.WHITE));
    assertTrue(limits.movesToGo().isEmpty());
  }

  @Test
  void movesPerSession() {
    TimeControl tc = TimeControl.parse("40/60");
    assertEquals(40, tc.movesPerSession());
    assertEquals(60_000, tc.baseMillis());
    assertEquals(12, tc.limits(START, 1_000, 1_000, 12).movesToGo().getAsInt());
  }

  @Test
  void fixedMoveTimeNodesAndDepth() {
    assertEquals(200, TimeControl.parse("st=0.2").limits(START, 0, 0, 0).moveTimeMillis().getAsLong());
    assertEquals(5_000, TimeControl.parse("nodes=5000").limits(START, 0, 0, 0).nodes().getAsLong());
    assertEquals(6, TimeControl.parse("depth=6").limits(START, 0, 0, 0).depth().getAsInt());
    assertFalse(TimeControl.parse("depth=6").hasClock());
  }

  @ParameterizedTest
  @CsvSource({
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, 0",
      "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1, 1",
      "r3k3/pppp4/8/8/8/8/PPPP4/R3K3 w - - 0 1, 3",
      "2b1k3/pppp4/8/8/8/8/PPPP4/2N1K3 w - - 0 1, 4",
      "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1, 5",
      "r1b1k3/pppp4/8/8/8/8/PPPP4/R1N1K3 w - - 0 1, 1"})
  void endgameDepthGrowsAsMaterialGoes(String fen, int bonus) {
    assertEquals(bonus, TimeControl.endgameBonus(Board.fromFen(fen)));
    assertEquals(6 + bonus, TimeControl.parse("depth=6+endgame").limits(Board.fromFen(fen), 0, 0, 0).depth().getAsInt());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "abc", "10+x", "0+1", "-5", "st=", "nodes=0", "depth=0", "depth=500", "0/10", "depth=3+mid"})
  void badTextIsRefused(String text) {
    assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(text));
  }
}
