package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MoveTest {
  /** Codes 0 to 5 * 4096 - 1: 12 bits of squares and a promotion field of 0 (none) to 4 (queen). */
  private static final int CODE_COUNT = 5 << 12;

  @Test
  void everyValidCodeIsInternedAndRoundTrips() {
    for (int code = 0; code < CODE_COUNT; code++) {
      assertTrue(Move.isValidCode(code), "code " + code);
      Move move = Move.fromCode(code);
      assertEquals(code, move.code());
      assertSame(move, Move.fromCode(move.code()), "code " + code);
      assertSame(move, Move.of(move.from(), move.to(), move.promotion()), "code " + code);
      assertEquals(code, move.hashCode());
    }
  }

  @Test
  void codeLayoutIsToFromAndPromotion() {
    Move move = Move.of(Square.E7, Square.E8, PieceType.QUEEN);
    assertEquals(Square.E8.index() | Square.E7.index() << 6 | 4 << 12, move.code());
    assertSame(Square.E7, move.from());
    assertSame(Square.E8, move.to());
    assertSame(PieceType.QUEEN, move.promotion());
    assertEquals(Square.E4.index() | Square.E2.index() << 6, Move.of(Square.E2, Square.E4).code());
    assertEquals(1 << 12, Move.of(Square.A1, Square.A1, PieceType.KNIGHT).code() & 0xF000);
    assertNull(Move.of(Square.E2, Square.E4).promotion());
    assertSame(Move.of(Square.E2, Square.E4), Move.of(Square.E2, Square.E4, null));
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, CODE_COUNT, CODE_COUNT + 1, 0xFFFF, 0x10000, Integer.MAX_VALUE, Integer.MIN_VALUE})
  void invalidCodesAreRefused(int code) {
    assertFalse(Move.isValidCode(code));
    assertThrows(IllegalArgumentException.class, () -> Move.fromCode(code));
  }

  @Test
  void toStringIsRawCoordinates() {
    assertEquals("e2e4", Move.of(Square.E2, Square.E4).toString());
    assertEquals("e7e8q", Move.of(Square.E7, Square.E8, PieceType.QUEEN).toString());
    assertEquals("a2a1n", Move.of(Square.A2, Square.A1, PieceType.KNIGHT).toString());
    assertEquals("b7c8r", Move.of(Square.B7, Square.C8, PieceType.ROOK).toString());
    assertEquals("g2h1b", Move.of(Square.G2, Square.H1, PieceType.BISHOP).toString());
    // Castling is king takes own rook inside Augur.
    assertEquals("e1h1", Move.of(Square.E1, Square.H1).toString());
    assertEquals("0000", Move.NULL.toString());
  }

  @Test
  void nullMoveIsCodeZeroAndOnlyThat() {
    assertEquals(0, Move.NULL.code());
    assertTrue(Move.NULL.isNull());
    assertSame(Move.NULL, Move.fromCode(0));
    for (int code = 1; code < CODE_COUNT; code++) {
      assertFalse(Move.fromCode(code).isNull(), "code " + code);
    }
  }

  @Test
  void promotionToPawnOrKingIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Move.of(Square.E7, Square.E8, PieceType.PAWN));
    assertThrows(IllegalArgumentException.class, () -> Move.of(Square.E7, Square.E8, PieceType.KING));
  }

  @Test
  void equalityIsIdentity() {
    Move a = Move.of(Square.G1, Square.F3);
    assertEquals(a, Move.fromCode(a.code()));
    assertNotEquals(a, Move.of(Square.F3, Square.G1));
    assertNotEquals(Move.of(Square.E7, Square.E8, PieceType.QUEEN), Move.of(Square.E7, Square.E8, PieceType.KNIGHT));
    assertFalse(a.equals(null));
    assertFalse(a.equals("g1f3"));
  }
}
