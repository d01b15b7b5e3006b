package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NotationExceptionTest {

  @Test
  void messageNamesFieldLineColumnReasonAndText() {
    NotationException e = new NotationException("1. e4 e5 2. Qh9", "SAN move", 3, 13, "\"h9\" is not a square");
    String message = e.getMessage();
    assertTrue(message.contains("SAN move"), message);
    assertTrue(message.contains("line 3"), message);
    assertTrue(message.contains("column 13"), message);
    assertTrue(message.contains("\"h9\" is not a square"), message);
    assertTrue(message.contains("1. e4 e5 2. Qh9"), message);
  }

  @Test
  void accessorsGiveTheParts() {
    NotationException e = new NotationException("e2e9", "UCI move", 1, 3, "bad square");
    assertEquals("e2e9", e.text());
    assertEquals("UCI move", e.field());
    assertEquals(1, e.line());
    assertEquals(3, e.column());
    assertEquals("bad square", e.reason());
    assertInstanceOf(ChessException.class, e);
    assertInstanceOf(RuntimeException.class, e);
  }
}
