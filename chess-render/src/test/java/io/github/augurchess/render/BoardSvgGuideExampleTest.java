package io.github.augurchess.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** Runs the picture example of docs/guide/review.md; the examples module checks that the guide shows it. */
class BoardSvgGuideExampleTest {

  @Test
  void theGuidesPictureIsAValidSvgWithItsArrowAndHighlight() throws Exception {
    Board board = Board.startingPosition();
    for (String san : new String[] {"e4", "e5", "Nf3", "Nc6"}) {
      board.playSan(san);
    }
    // GUIDE-BEGIN
    String svg = BoardSvg.of(board)
        .size(360)
        .flipped(true)
        .lastMove(board.lastMove())
        .arrow(Arrow.of(Square.F1, Square.B5))
        .highlight(Square.D5, "#ff0000")
        .toSvg();
    // GUIDE-END
    Document document = BoardSvgTest.parse(svg);
    assertEquals("svg", document.getDocumentElement().getTagName());
    assertEquals("360", document.getDocumentElement().getAttribute("width"));
    assertTrue(svg.contains("#ff0000"), "the highlighted square");
    assertTrue(svg.equals(BoardSvg.of(board).size(360).flipped(true).lastMove(board.lastMove())
        .arrow(Arrow.of(Square.F1, Square.B5)).highlight(Square.D5, "#ff0000").toSvg()), "the same bytes again");
    assertTrue(!svg.equals(BoardSvg.of(board).size(360).flipped(true).lastMove(board.lastMove())
        .highlight(Square.D5, "#ff0000").toSvg()), "the arrow is drawn");
  }
}
