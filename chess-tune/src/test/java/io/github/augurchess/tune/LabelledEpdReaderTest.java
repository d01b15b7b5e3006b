package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class LabelledEpdReaderTest {
  private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";

  @Test
  void readsTheC9Opcode() {
    LabelledPosition p = LabelledEpdReader.parse(KIWIPETE + " c9 \"1/2-1/2\";", 1);
    assertEquals(GameResult.DRAW.whiteScore(), p.label());
    assertEquals(Board.fromFen(KIWIPETE + " 0 1").fen(), p.position().fen());
  }

  @Test
  void readsResultOpcodesAndTrailingLabels() {
    assertEquals(GameResult.WHITE_WINS.whiteScore(), LabelledEpdReader.parse(KIWIPETE + " result \"1-0\";", 1).label());
    assertEquals(GameResult.BLACK_WINS.whiteScore(), LabelledEpdReader.parse(KIWIPETE + " res \"0-1\";", 1).label());
    assertEquals(GameResult.DRAW.whiteScore(), LabelledEpdReader.parse(KIWIPETE + " 0 1 [0.5]", 1).label());
    assertEquals(GameResult.WHITE_WINS.whiteScore(), LabelledEpdReader.parse(KIWIPETE + " [1.0]", 1).label());
    assertEquals(GameResult.BLACK_WINS.whiteScore(), LabelledEpdReader.parse(KIWIPETE + " \"0-1\";", 1).label());
  }

  @Test
  void writesWhatItReads() {
    LabelledPosition p = LabelledEpdReader.parse(KIWIPETE + " 0 1 [0.0]", 1);
    assertEquals(KIWIPETE + " c9 \"0-1\";", p.toEpd());
    LabelledPosition back = LabelledEpdReader.parse(p.toEpd(), 1);
    assertEquals(p.position().fen(), back.position().fen());
    assertEquals(p.label(), back.label());
  }

  @Test
  void readsAndWritesSoftLabels() {
    assertEquals(0.7312, LabelledEpdReader.parse(KIWIPETE + " [0.7312]", 1).label());
    assertEquals(0.25, LabelledEpdReader.parse(KIWIPETE + " 0 1 \".25\"", 1).label());
    LabelledPosition p = LabelledEpdReader.parse(KIWIPETE + " c9 \"0.0625\";", 1);
    assertEquals(0.0625, p.label());
    assertTrue(p.result().isEmpty());
    assertEquals(KIWIPETE + " [0.0625]", p.toEpd());
    assertEquals(0.0625, LabelledEpdReader.parse(p.toEpd(), 1).label());
    for (String bad : new String[] {"[1.5]", "[-0.5]", "[0.5e0]", "[NaN]", "c9 \"2\";"}) {
      TrainingDataException e = assertThrows(TrainingDataException.class,
          () -> LabelledEpdReader.parse(KIWIPETE + " " + bad, 5), bad);
      assertEquals(5, e.line());
    }
  }

  @Test
  void aLineWithoutAResultIsRefusedWithItsLineAndColumn() {
    TrainingDataException e = assertThrows(TrainingDataException.class,
        () -> LabelledEpdReader.parse(KIWIPETE + " bm e5f7;", 7));
    assertEquals(7, e.line());
    assertEquals(KIWIPETE.length() + " bm e5f7;".length() + 1, e.column());
    assertTrue(e.getMessage().contains("no result"), e.getMessage());
  }

  @Test
  void anUnreadableResultIsRefusedWhereItStands() {
    TrainingDataException e = assertThrows(TrainingDataException.class,
        () -> LabelledEpdReader.parse(KIWIPETE + " c9 \"*\";", 3));
    assertEquals(3, e.line());
    assertEquals(KIWIPETE.length() + 6, e.column());
    TrainingDataException bracket = assertThrows(TrainingDataException.class,
        () -> LabelledEpdReader.parse(KIWIPETE + " [1.7]", 4));
    assertEquals(KIWIPETE.length() + 2, bracket.column());
  }

  @Test
  void aBadPositionIsRefusedWithTheFensColumn() {
    // The castling field (column 23) names a rook that is not there.
    TrainingDataException e = assertThrows(TrainingDataException.class,
        () -> LabelledEpdReader.parse("4k3/8/8/8/8/8/8/4K3 w K - [1.0]", 2));
    assertEquals(2, e.line());
    assertEquals(23, e.column());
  }

  @Test
  void skipsBlankAndCommentLinesAndCountsLines() throws IOException {
    String text = "# quiet positions\n\n" + KIWIPETE + " c9 \"1-0\";\n" + KIWIPETE + " bm e5f7;\n";
    try (LabelledEpdReader reader = new LabelledEpdReader(new StringReader(text))) {
      assertEquals(GameResult.WHITE_WINS.whiteScore(), reader.next().label());
      assertEquals(3, reader.lineNumber());
      TrainingDataException e = assertThrows(TrainingDataException.class, reader::next);
      assertEquals(4, e.line());
      assertNull(reader.next());
    }
  }
}
