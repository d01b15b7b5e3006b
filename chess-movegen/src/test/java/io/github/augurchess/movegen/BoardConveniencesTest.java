package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board's conveniences: diagrams, a line in SAN, lenient FEN. */
class BoardConveniencesTest {
  @Test
  void diagramIsPythonChessText() {
    assertEquals("r n b q k b n r\n"
        + "p p p p p p p p\n"
        + ". . . . . . . .\n"
        + ". . . . . . . .\n"
        + ". . . . . . . .\n"
        + ". . . . . . . .\n"
        + "P P P P P P P P\n"
        + "R N B Q K B N R\n", Board.startingPosition().diagram());
  }

  @Test
  void unicodeDiagramWithCoordinatesAndMarker() {
    Board board = Board.fromFen("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
    String diagram = board.diagram(DiagramStyle.UNICODE.withCoordinates().withSideToMove());
    String[] lines = diagram.split("\n");
    assertEquals(9, lines.length);
    assertEquals("8 · · · · ♚ · · · ●", lines[0], "black to move: the marker on black's edge");
    assertEquals("1 · · · · ♔ · · ♖", lines[7]);
    assertEquals("  a b c d e f g h", lines[8]);
  }

  @Test
  void flippedAsciiDiagramPutsBlackBelow() {
    Board board = Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    String[] lines = board.diagram(DiagramStyle.ASCII.flipped().withCoordinates().withSideToMove()).split("\n");
    assertEquals("1 . . . K . . . R *", lines[0], "white to move, seen from black: marker on top");
    assertEquals("8 . . . k . . . .", lines[7]);
    assertEquals("  h g f e d c b a", lines[8]);
  }

  @Test
  void variationSanNumbersTheMoves() {
    Board board = Board.startingPosition();
    List<Move> line = List.of(Move.of(Square.E2, Square.E4), Move.of(Square.E7, Square.E5),
        Move.of(Square.G1, Square.F3));
    assertEquals("1. e4 e5 2. Nf3", board.variationSan(line));
    assertEquals(Board.startingPosition().fen(), board.fen(), "the board is not changed");
    board.playUci("e2e4");
    assertEquals("1... e5 2. Nf3", board.variationSan(line.subList(1, 3)));
    assertEquals("", board.variationSan(List.of()));
  }

  @Test
  void variationSanWritesCastlingChecksAndNullMoves() {
    Board board = Board.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 10");
    Move castle = board.parseSan("O-O");
    assertEquals("10. O-O O-O-O 11. --", board.variationSan(List.of(castle,
        Board.fromFen("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 10").parseSan("O-O-O"), Move.NULL)));
  }

  @Test
  void variationSanRefusesAnIllegalMoveAndNamesItsPlace() {
    Board board = Board.startingPosition();
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> board.variationSan(List.of(board.parseUci("e2e4"), board.parseUci("e2e4"))));
    assertTrue(e.getMessage().contains("move 2"), e.getMessage());
    assertEquals(Board.startingPosition().fen(), board.fen());
  }

  @Test
  void fromFenTakesLeniencies() {
    assertThrows(FenException.class, () -> Board.fromFen("4k3/8/8/8/8/8/8/4K3 w - -"));
    Board board = Board.fromFen("4k3/8/8/8/8/8/8/4K3 w - -", FenLeniency.MISSING_CLOCKS);
    assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", board.fen());
    Board chess960 = Board.fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        Variant.CHESS960);
    assertEquals(Variant.CHESS960, chess960.variant());
  }
}
