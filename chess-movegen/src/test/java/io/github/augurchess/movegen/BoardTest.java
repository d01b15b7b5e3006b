package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BoardTest {

  /** Taking back a move that was never made is refused, and the board stays as it was. */
  @Test
  void unmakeWithNothingToUndoThrowsAndChangesNothing() {
    Board board = Board.startingPosition();
    board.playUci("e2e4");
    board.unchecked().unmakeMove();
    String fen = board.fen();
    long key = board.zobristKey();
    assertThrows(IllegalStateException.class, () -> board.unchecked().unmakeMove());
    assertThrows(IllegalStateException.class, () -> board.unchecked().unmakeNullMove());
    assertThrows(IllegalStateException.class, board::undo);
    assertEquals(0, board.historySize());
    assertEquals(fen, board.fen());
    assertEquals(key, board.zobristKey());
    board.playUci("d2d4");
    board.playUci("d7d5");
    assertEquals(2, board.historySize());
    assertEquals("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", board.fen());
  }
}
