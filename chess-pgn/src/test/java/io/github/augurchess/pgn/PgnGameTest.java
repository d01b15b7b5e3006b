package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Game;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link PgnGame#from(Game)} and {@link PgnGame#from(Board)}, as python-chess's {@code Game.from_board}. */
class PgnGameTest {
  @Test
  void fromGameHasTheRosterTheMovesAndTheResult() throws IOException {
    Game game = new Game();
    for (String san : List.of("f3", "e5", "g4", "Qh4#")) {
      game.playSan(san);
    }
    PgnGame pgn = PgnGame.from(game);
    assertEquals(List.of("Event", "Site", "Date", "Round", "White", "Black"), List.copyOf(pgn.tags().keySet()));
    assertEquals("????.??.??", pgn.tag("Date"));
    assertEquals("0-1", pgn.result());
    assertEquals(game.moves(), pgn.mainLine());
    String text = PgnWriter.toString(pgn);
    assertTrue(text.contains("[Result \"0-1\"]"), text);
    assertTrue(text.contains("1. f3 e5 2. g4 Qh4# 0-1"), text);
    PgnGame read = PgnReader.ofText(text).readAll().games().get(0);
    assertEquals(game.moves(), read.mainLine());
  }

  @Test
  void unfinishedGameFromAPositionKeepsItsStart() {
    Game game = Game.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", Variant.STANDARD);
    game.playSan("e4");
    PgnGame pgn = PgnGame.from(game);
    assertEquals("*", pgn.result());
    String text = PgnWriter.toString(pgn);
    assertTrue(text.contains("[SetUp \"1\"]") && text.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]"), text);
    assertTrue(text.contains("40. e4 *"), text);
  }

  @Test
  void fromBoardTakesTheBoardsHistory() {
    Board board = Board.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
    board.playSan("e4");
    board.playSan("Kd7");
    PgnGame pgn = PgnGame.from(board);
    assertEquals("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", pgn.startFen());
    assertEquals(2, pgn.plyCount());
    assertEquals(board.fen(), pgn.finalBoard().fen());
    assertEquals(2, board.historySize(), "the board is not changed");
  }
}
