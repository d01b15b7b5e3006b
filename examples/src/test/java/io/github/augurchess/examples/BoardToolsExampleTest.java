package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.SquareSet;
import org.junit.jupiter.api.Test;

class BoardToolsExampleTest {
  @Test
  void findsThePawnNothingDefends() {
    Board board = Board.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    // The queen and bishop attack e5, f7 and h7, each defended.
    assertEquals(SquareSet.EMPTY, BoardToolsExample.hangingPieces(board));
    Board open = Board.fromFen("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1");
    assertEquals(SquareSet.of(Square.D5), BoardToolsExample.hangingPieces(open));
  }

  @Test
  void writesTheGameInSanAndPgn() {
    String text = BoardToolsExample.scholarsMate();
    assertTrue(text.startsWith("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#\n"), text);
    assertTrue(text.contains("[White \"Teacher\"]") && text.contains("[Result \"1-0\"]"), text);
  }
}
