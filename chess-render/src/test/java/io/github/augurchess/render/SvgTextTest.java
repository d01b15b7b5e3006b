package io.github.augurchess.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SvgTextTest {

  @Test
  void escapesMarkupAndQuotes() {
    assertEquals("a &lt;b&gt; &amp; &quot;c&quot; 'd'", SvgText.escape("a <b> & \"c\" 'd'"));
    assertEquals("", SvgText.escape(""));
  }

  @Test
  void writesDecimalsWithoutExponentOrTrailingZeros() {
    assertEquals("12.5", SvgText.decimal(12.5, 2));
    assertEquals("3", SvgText.decimal(3.0, 2));
    assertEquals("-0.25", SvgText.decimal(-0.25, 2));
    assertEquals("0.3", SvgText.decimal(0.26, 1));
    assertEquals("1234567", SvgText.decimal(1_234_567.0, 1));
    assertEquals("0.0001", SvgText.decimal(0.0001, 4));
    assertEquals("7", SvgText.decimal(6.6, 0));
  }

  @Test
  void refusesBadPlacesAndNonFiniteValues() {
    assertThrows(IllegalArgumentException.class, () -> SvgText.decimal(1, -1));
    assertThrows(IllegalArgumentException.class, () -> SvgText.decimal(1, 7));
    assertThrows(IllegalArgumentException.class, () -> SvgText.decimal(Double.NaN, 2));
  }
}
