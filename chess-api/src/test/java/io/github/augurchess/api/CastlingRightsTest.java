package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CastlingRightsTest {

  @Test
  void noneHasNoRight() {
    assertTrue(CastlingRights.NONE.isEmpty());
    assertEquals("-", CastlingRights.NONE.toString());
    for (Color color : Color.values()) {
      for (CastlingSide side : CastlingSide.values()) {
        assertFalse(CastlingRights.NONE.has(color, side));
        assertNull(CastlingRights.NONE.rookFile(color, side));
      }
    }
  }

  @Test
  void standardHasAllFourWithCornerRooks() {
    CastlingRights rights = CastlingRights.STANDARD;
    assertFalse(rights.isEmpty());
    for (Color color : Color.values()) {
      assertTrue(rights.has(color, CastlingSide.KINGSIDE));
      assertTrue(rights.has(color, CastlingSide.QUEENSIDE));
      assertSame(File.H, rights.rookFile(color, CastlingSide.KINGSIDE));
      assertSame(File.A, rights.rookFile(color, CastlingSide.QUEENSIDE));
    }
    assertEquals("HAha", rights.toString());
  }

  @Test
  void withAddsOneRightAndLeavesTheOriginalUnchanged() {
    CastlingRights rights = CastlingRights.NONE.with(Color.BLACK, CastlingSide.QUEENSIDE, File.B);
    assertTrue(CastlingRights.NONE.isEmpty());
    assertTrue(rights.has(Color.BLACK, CastlingSide.QUEENSIDE));
    assertSame(File.B, rights.rookFile(Color.BLACK, CastlingSide.QUEENSIDE));
    assertFalse(rights.has(Color.BLACK, CastlingSide.KINGSIDE));
    assertFalse(rights.has(Color.WHITE, CastlingSide.QUEENSIDE));
    assertFalse(rights.has(Color.WHITE, CastlingSide.KINGSIDE));
    assertEquals("b", rights.toString());
  }

  @Test
  void withReplacesTheRookFileOfAnExistingRight() {
    CastlingRights rights = CastlingRights.STANDARD.with(Color.WHITE, CastlingSide.KINGSIDE, File.G);
    assertSame(File.G, rights.rookFile(Color.WHITE, CastlingSide.KINGSIDE));
    assertSame(File.A, rights.rookFile(Color.WHITE, CastlingSide.QUEENSIDE));
    assertEquals("GAha", rights.toString());
    assertSame(File.H, CastlingRights.STANDARD.rookFile(Color.WHITE, CastlingSide.KINGSIDE));
  }

  @Test
  void withoutRemovesOneRightOrBothOfASide() {
    CastlingRights rights = CastlingRights.STANDARD.without(Color.BLACK, CastlingSide.QUEENSIDE);
    assertFalse(rights.has(Color.BLACK, CastlingSide.QUEENSIDE));
    assertNull(rights.rookFile(Color.BLACK, CastlingSide.QUEENSIDE));
    assertTrue(rights.has(Color.BLACK, CastlingSide.KINGSIDE));
    assertEquals("HAh", rights.toString());
    assertEquals("ha", CastlingRights.STANDARD.without(Color.WHITE).toString());
    assertTrue(CastlingRights.STANDARD.without(Color.WHITE).without(Color.BLACK).isEmpty());
    assertEquals(CastlingRights.NONE, CastlingRights.NONE.without(Color.WHITE, CastlingSide.KINGSIDE));
  }

  @Test
  void fileAOnKingsideIsStillARight() {
    // File A has index 0: the presence of a right must not depend on a non-zero file.
    CastlingRights rights = CastlingRights.NONE.with(Color.WHITE, CastlingSide.KINGSIDE, File.A);
    assertTrue(rights.has(Color.WHITE, CastlingSide.KINGSIDE));
    assertSame(File.A, rights.rookFile(Color.WHITE, CastlingSide.KINGSIDE));
    assertFalse(rights.isEmpty());
  }

  @Test
  void equalsComparesRightsAndFiles() {
    CastlingRights built = CastlingRights.NONE
        .with(Color.BLACK, CastlingSide.QUEENSIDE, File.A)
        .with(Color.WHITE, CastlingSide.KINGSIDE, File.H)
        .with(Color.BLACK, CastlingSide.KINGSIDE, File.H)
        .with(Color.WHITE, CastlingSide.QUEENSIDE, File.A);
    assertEquals(CastlingRights.STANDARD, built);
    assertEquals(CastlingRights.STANDARD.hashCode(), built.hashCode());
    assertNotEquals(CastlingRights.STANDARD, built.with(Color.WHITE, CastlingSide.KINGSIDE, File.G));
    assertNotEquals(CastlingRights.STANDARD, built.without(Color.WHITE, CastlingSide.KINGSIDE));
    assertNotEquals(
        CastlingRights.NONE.with(Color.WHITE, CastlingSide.KINGSIDE, File.H),
        CastlingRights.NONE.with(Color.BLACK, CastlingSide.KINGSIDE, File.H));
    assertFalse(CastlingRights.STANDARD.equals(null));
    assertFalse(CastlingRights.STANDARD.equals("HAha"));
  }
}
