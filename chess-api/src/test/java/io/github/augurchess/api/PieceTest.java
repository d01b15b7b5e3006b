package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PieceTest {

  @Test
  void fenCharsAreUpperCaseForWhiteAndLowerCaseForBlack() {
    StringBuilder chars = new StringBuilder();
    for (Piece piece : Piece.values()) {
      chars.append(piece.fenChar());
    }
    assertEquals("PNBRQKpnbrqk", chars.toString());
  }

  @Test
  void fenCharsReadBack() {
    for (Piece piece : Piece.values()) {
      assertSame(piece, Piece.fromFenChar(piece.fenChar()), piece.name());
    }
  }

  @Test
  void ordinalIsColourTimesSixPlusType() {
    for (Piece piece : Piece.values()) {
      assertEquals(piece.color().ordinal() * 6 + piece.type().ordinal(), piece.ordinal());
      assertSame(piece, Piece.of(piece.color(), piece.type()));
      assertSame(piece, Piece.ofIndex(piece.ordinal()));
    }
  }

  @ParameterizedTest
  @ValueSource(chars = {'x', 'X', 'a', 'i', 'I', 'h', '1', '8', '0', ' ', '-', '/', '.', '\0', '\u00fe'})
  void charsThatNameNoPieceGiveNull(char c) {
    assertNull(Piece.fromFenChar(c));
  }

  /**
   * U+212A KELVIN SIGN lower-cases to 'k' with {@link Character#toLowerCase(char)}; a FEN letter
   * must be ASCII, so it names no piece. (Fails today: PieceType.fromLetter lower-cases with
   * Character.toLowerCase and reads it as a white king.)
   */
  @Test
  void kelvinSignIsNotAKing() {
    assertNull(Piece.fromFenChar('\u212A'));
  }
}
