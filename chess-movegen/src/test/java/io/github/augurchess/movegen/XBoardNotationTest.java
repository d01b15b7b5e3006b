package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Variant;
import org.junit.jupiter.api.Test;

class XBoardNotationTest {
  private static final String FRC = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1";

  @Test
  void chess960CastlingIsWrittenOoAndStandardCastlingAsTheKingsMove() {
    Board frc = Fen.parse(FRC, Variant.CHESS960);
    assertEquals("O-O", XBoardNotation.write(frc, XBoardNotation.parse(frc, "b1h1")));
    assertEquals("O-O-O", XBoardNotation.write(frc, XBoardNotation.parse(frc, "O-O-O")));
    assertEquals(frc.parseUci("b1a1"), XBoardNotation.parse(frc, "O-O-O"));
    assertEquals(frc.parseUci("b1h1"), XBoardNotation.parse(frc, "b1g1"));
    assertEquals("b1c1", XBoardNotation.write(frc, XBoardNotation.parse(frc, "b1c1")),
        "b1c1 is an ordinary king move, not castling");
    Board standard = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertEquals("e1g1", XBoardNotation.write(standard, XBoardNotation.parse(standard, "O-O")));
    assertEquals("e1c1", XBoardNotation.write(standard, XBoardNotation.parse(standard, "e1c1")));
  }
}
