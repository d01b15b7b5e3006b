package io.github.augurchess.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class BoardSvgTest {
  static final String RUY_LOPEZ = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void theSameSettingsGiveTheSameBytes() {
    Board board = Board.fromFen(RUY_LOPEZ);
    String first = BoardSvg.of(board).arrow(Arrow.parse("f1b5")).toSvg();
    String second = BoardSvg.of(Board.fromFen(RUY_LOPEZ)).arrow(Arrow.parse("f1b5")).toSvg();
    assertEquals(first, second);
  }

  @Test
  void aWellFormedSvgWithOnePieceUsePerPiece() throws Exception {
    Document doc = parse(BoardSvg.of(Board.fromFen(RUY_LOPEZ)).toSvg());
    Element root = doc.getDocumentElement();
    assertEquals("svg", root.getLocalName());
    assertEquals("http://www.w3.org/2000/svg", root.getNamespaceURI());
    NodeList uses = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "use");
    assertEquals(32, uses.getLength());
    NodeList squares = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect");
    assertEquals(64 + 1, squares.getLength(), "64 squares and the frame");
    // Each use names the piece on its square.
    Board board = Board.fromFen(RUY_LOPEZ);
    for (int i = 0; i < uses.getLength(); i++) {
      Element use = (Element) uses.item(i);
      String href = use.getAttributeNS("http://www.w3.org/1999/xlink", "href");
      Square square = Square.fromName(use.getAttribute("class").substring("piece ".length()));
      var piece = board.pieceAt(square);
      assertEquals("#" + PieceShapes.id(piece.color(), piece.type()), href, "on " + square);
    }
  }

  @Test
  void squaresAreWhereTheOrientationPutsThem() throws Exception {
    Board board = Board.startingPosition();
    Element a1 = squareRect(parse(BoardSvg.of(board).toSvg()), "a1");
    assertEquals("20", a1.getAttribute("x"));
    assertEquals(String.valueOf(20 + 7 * 45), a1.getAttribute("y"));
    Element flipped = squareRect(parse(BoardSvg.of(board).flipped(true).toSvg()), "a1");
    assertEquals(String.valueOf(20 + 7 * 45), flipped.getAttribute("x"));
    assertEquals("20", flipped.getAttribute("y"));
    Element bare = squareRect(parse(BoardSvg.of(board).coordinates(false).toSvg()), "h8");
    assertEquals(String.valueOf(7 * 45), bare.getAttribute("x"));
    assertEquals("0", bare.getAttribute("y"));
  }

  private static Element squareRect(Document doc, String name) {
    NodeList rects = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect");
    for (int i = 0; i < rects.getLength(); i++) {
      Element rect = (Element) rects.item(i);
      String[] classes = rect.getAttribute("class").split(" ");
      if (classes.length > 0 && classes[0].equals("square") && classes[classes.length - 1].equals(name)) {
        return rect;
      }
    }
    throw new AssertionError("no square " + name);
  }

  @Test
  void theLastMoveIsTinted() throws Exception {
    Board board = Board.startingPosition();
    board.playUci("e2e4");
    Document doc = parse(BoardSvg.of(board).lastMove(board.lastMove()).toSvg());
    assertEquals(BoardColors.DEFAULT.lastMoveLight(), squareRect(doc, "e2").getAttribute("fill"));
    assertEquals(BoardColors.DEFAULT.lastMoveLight(), squareRect(doc, "e4").getAttribute("fill"));
    assertEquals(BoardColors.DEFAULT.dark(), squareRect(doc, "d4").getAttribute("fill"));
  }

  @Test
  void aKingInCheckGlows() {
    Board board = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    String svg = BoardSvg.of(board).toSvg();
    assertTrue(svg.contains("class=\"check e1\""), svg);
    assertFalse(BoardSvg.of(board).markCheck(false).toSvg().contains("check-gradient"));
    assertFalse(BoardSvg.of(Board.startingPosition()).toSvg().contains("check-gradient"));
  }

  @Test
  void highlightsAndArrowsAreDrawn() throws Exception {
    String svg = BoardSvg.of(Board.startingPosition())
        .highlight(Square.D4, "#ff0000")
        .arrow(Arrow.parse("g1f3:blue"))
        .arrow(Arrow.of(Square.E4, Square.E4))
        .toSvg();
    Document doc = parse(svg);
    assertTrue(svg.contains("class=\"highlight d4\" fill=\"#ff0000\""), svg);
    assertEquals(1, doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "polygon").getLength());
    assertEquals(1, doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "circle").getLength());
  }

  @Test
  void anInlineElementPrefixesItsIds() throws Exception {
    Board board = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    String element = BoardSvg.of(board).toSvgElement("b7-");
    assertFalse(element.startsWith("<?xml"));
    assertTrue(element.contains("id=\"b7-white-king\""));
    assertTrue(element.contains("url(#b7-check-gradient)"));
    assertFalse(element.contains("\"#white-king\""));
    parse(element);
    assertThrows(IllegalArgumentException.class, () -> BoardSvg.of(board).toSvgElement("a\"b"));
    // The prefix does not stick to later documents.
    assertTrue(BoardSvg.of(board).toSvg().contains("id=\"white-king\""));
  }

  @Test
  void badSettingsAreRejectedWithTheText() {
    BoardSvg svg = BoardSvg.of(Board.startingPosition());
    assertThrows(IllegalArgumentException.class, () -> svg.size(0));
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
        () -> svg.highlight(Square.A1, "red\"/><script>"));
    assertTrue(bad.getMessage().contains("red\"/><script>"), bad.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Arrow.parse("e2e9"));
    assertThrows(IllegalArgumentException.class, () -> Arrow.parse("e2"));
    assertThrows(IllegalArgumentException.class, () -> Arrow.parse("e2e4:url(x)"));
    assertThrows(IllegalArgumentException.class,
        () -> new BoardColors("#fff", "#000", "#fff", "#000", "#000", "#12345"));
  }

  @Test
  void aNullLastMoveTintsNothing() {
    String svg = BoardSvg.of(Board.startingPosition()).lastMove(Move.NULL).toSvg();
    assertFalse(svg.contains("lastmove"));
  }
}
