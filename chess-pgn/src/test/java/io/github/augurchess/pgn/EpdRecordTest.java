package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.FenLeniency;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class EpdRecordTest {
  private static final String WAC1 = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -";

  @Test
  void opcodesAndTheirOperandsAreReadInOrder() {
    EpdRecord record = EpdRecord.parse(WAC1 + " bm Qg6; id \"WAC.001\"; c0 \"a; b\"; acd 12; ce -35; foo_2 x y z;");
    assertEquals(List.of("bm", "id", "c0", "acd", "ce", "foo_2"), List.copyOf(record.operations().keySet()));
    assertEquals("WAC.001", record.id());
    assertEquals("a; b", record.comment(0));
    assertNull(record.comment(1));
    assertEquals(OptionalInt.of(12), record.acd());
    assertEquals(OptionalInt.of(-35), record.ce());
    assertEquals(List.of("x", "y", "z"), record.operands("foo_2"));
    assertEquals(List.of(Move.of(Square.G3, Square.G6)), record.bestMoves());
    assertEquals("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", record.fen());
  }

  @Test
  void spacingOfRealSuitesIsTolerated() {
    EpdRecord record = EpdRecord.parse("\t " + WAC1.replace(" w ", "  w\t") + "   bm   Qg6 ;id \"WAC.001\"\u0000\r");
    assertEquals(List.of(Move.of(Square.G3, Square.G6)), record.bestMoves());
    assertEquals("WAC.001", record.id());
    assertTrue(EpdRecord.parse(WAC1 + " bm Qg6").has("bm"), "a missing final semicolon");
    assertTrue(EpdRecord.parse(WAC1 + ";; bm Qg6;;").has("bm"), "empty operations");
  }

  @Test
  void clocksComeFromHmvcAndFmvnOrFromFenFields() {
    assertEquals(WAC1 + " 7 30", EpdRecord.parse(WAC1 + " hmvc 7; fmvn 30;").fen());
    assertEquals(WAC1 + " 7 30", EpdRecord.parse(WAC1 + " 7 30 bm Qg6;").fen());
    assertEquals(WAC1 + " 0 1", EpdRecord.parse(WAC1.substring(0, WAC1.length() - 1) + "-0 1 bm Qg6;").fen());
    EpdException e = assertThrows(EpdException.class, () -> EpdRecord.parse(WAC1 + " hmvc x;"));
    assertEquals("hmvc", e.field());
  }

  @Test
  void moveOperandsMayBeSanOrUciAndAreChecked() {
    EpdRecord record = EpdRecord.parse("1kr5/3n4/q3p2p/p2n2p1/PppB1P2/5BP1/1P2Q2P/3R2K1 w - - bm f5; am d4e5 Be5+ ;pv f5 exf5 Qe6;");
    assertEquals(List.of(Move.of(Square.F4, Square.F5)), record.bestMoves());
    assertEquals(List.of(Move.of(Square.D4, Square.E5), Move.of(Square.D4, Square.E5)), record.avoidMoves());
    assertEquals(3, record.pv().size());
    assertEquals(List.of(Move.of(Square.F6, Square.F8, io.github.augurchess.api.PieceType.QUEEN)),
        EpdRecord.parse("8/2pPpP2/1P1qk1p1/1p4P1/1P4p1/1p1QK1P1/2PpPp2/8 w - -; bm f8 = Q; c1 diff=7").bestMoves()
            .stream().map(m -> Move.of(Square.F6, m.to(), m.promotion())).toList());
    assertEquals(1, EpdRecord.parse("2k5/2p5/1q1p4/pPpPp1p1/N1P1Pp1p/P4PbP/KQ4P1/8 w - -; am Nxb6 + ? ;").avoidMoves().size());
  }

  @Test
  void errorsSayWhichFieldAndWhere() {
    EpdException bad = assertThrows(EpdException.class, () -> EpdRecord.parse(WAC1 + " bm Ke3;"));
    assertEquals("bm operand", bad.field());
    assertEquals(WAC1.length() + 2, bad.column());
    EpdException opcode = assertThrows(EpdException.class, () -> EpdRecord.parse(WAC1 + " 18 knights;"));
    assertEquals("opcode", opcode.field());
    EpdException castling = assertThrows(EpdException.class,
        () -> EpdRecord.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQAb - 0 1"));
    assertEquals("castling", castling.field());
    assertEquals(49, castling.column());
    EpdException fields = assertThrows(EpdException.class, () -> EpdRecord.parse("hello have a"));
    assertEquals("record", fields.field());
    EpdException twice = assertThrows(EpdException.class, () -> EpdRecord.parse(WAC1 + " id a; id b;"));
    assertTrue(twice.reason().contains("twice"));
    assertThrows(EpdException.class, () -> EpdRecord.parse(WAC1 + " id \"open;"));
  }

  @Test
  void leniencyAdmitsComposedPositions() {
    String thirtyKnights = "nnnnknnn/nnnnnnnn/8/8/8/8/NNNNNNNN/NNNNKNNN w - - id \"30 knights\";";
    assertThrows(EpdException.class, () -> EpdRecord.parse(thirtyKnights));
    assertEquals("30 knights", EpdRecord.parse(thirtyKnights, FenLeniency.IMPOSSIBLE_MATERIAL).id());
  }

  @Test
  void chess960PositionsAreRecognised() {
    EpdRecord record = EpdRecord.parse("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    assertEquals(Variant.CHESS960, record.variant());
    Board board = record.position();
    assertEquals(Variant.CHESS960, board.variant());
  }

  @Test
  void writtenRecordsReadBackTheSame() {
    EpdRecord record = EpdRecord.of(Board.startingPosition()).with("bm", "e4", "d4").with("id", "start 1")
        .with("c0", "two words");
    String line = EpdWriter.write(record);
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4 d4; id \"start 1\"; c0 \"two words\";", line);
    assertEquals(record, EpdRecord.parse(line));
    EpdRecord clocks = EpdRecord.parse(WAC1 + " 7 30 bm Qg6;");
    assertEquals(WAC1 + " bm Qg6; hmvc 7; fmvn 30;", clocks.toString());
    assertEquals(clocks.fen(), EpdRecord.parse(clocks.toString()).fen());
    assertFalse(EpdRecord.parse(WAC1).toString().contains("hmvc"));
  }
}
