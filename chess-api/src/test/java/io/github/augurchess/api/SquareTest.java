package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SquareTest {

  @Test
  void indexIsEightTimesRankPlusFile() {
    assertEquals(0, Square.A1.index());
    assertEquals(1, Square.B1.index());
    assertEquals(7, Square.H1.index());
    assertEquals(8, Square.A2.index());
    assertEquals(28, Square.E4.index());
    assertEquals(63, Square.H8.index());
    for (Square square : Square.values()) {
      assertEquals(square.ordinal(), square.index());
      assertEquals(square.rank().ordinal() * 8 + square.file().ordinal(), square.index(), square.name());
      assertSame(square, Square.ofIndex(square.index()));
      assertSame(square, Square.of(square.file(), square.rank()));
      assertEquals(1L << square.index(), square.bit());
    }
  }

  @Test
  void bitsOfAllSquaresCoverTheBoardOnce() {
    long all = 0;
    for (Square square : Square.values()) {
      assertEquals(0, all & square.bit(), square.name());
      all |= square.bit();
    }
    assertEquals(-1L, all);
  }

  @Test
  void namesAreLowerCaseAlgebraic() {
    assertEquals("a1", Square.A1.algebraic());
    assertEquals("e4", Square.E4.algebraic());
    assertEquals("h8", Square.H8.algebraic());
    assertEquals("e4", Square.E4.toString());
    for (Square square : Square.values()) {
      assertEquals(square.name().toLowerCase(java.util.Locale.ROOT), square.algebraic());
      assertSame(square, Square.fromName(square.algebraic()));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "e", "e44", "i1", "a0", "a9", "E4", "e4 ", " e4", "4e", "ee", "44", "-", "e\u0034\u0301",
      "\uff45\uff14"})
  void fromNameRefusesAnythingButTwoCharacterLowerCaseNames(String text) {
    assertNull(Square.fromName(text));
  }

  @Test
  void flipRankMirrorsTheRankAndKeepsTheFile() {
    assertSame(Square.A8, Square.A1.flipRank());
    assertSame(Square.E7, Square.E2.flipRank());
    assertSame(Square.H1, Square.H8.flipRank());
    for (Square square : Square.values()) {
      Square flipped = square.flipRank();
      assertSame(square.file(), flipped.file());
      assertEquals(7 - square.rank().ordinal(), flipped.rank().ordinal());
      assertSame(square, flipped.flipRank());
      assertNotEquals(square, flipped);
    }
  }

  @Test
  void a1IsDarkAndColoursAlternate() {
    assertTrue(Square.A1.isDark());
    assertFalse(Square.H1.isDark());
    assertFalse(Square.A8.isDark());
    assertTrue(Square.H8.isDark());
    assertTrue(Square.D4.isDark());
    assertFalse(Square.E4.isDark());
    int dark = 0;
    for (Square square : Square.values()) {
      dark += square.isDark() ? 1 : 0;
      if (square.file().ordinal() < 7) {
        assertNotEquals(square.isDark(), Square.ofIndex(square.index() + 1).isDark(), square.name());
      }
      if (square.rank().ordinal() < 7) {
        assertNotEquals(square.isDark(), Square.ofIndex(square.index() + 8).isDark(), square.name());
      }
    }
    assertEquals(32, dark);
  }
}
