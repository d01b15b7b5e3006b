package io.github.augurchess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchPgnTest {
  @Test
  void aGameIsWrittenInExportFormatAndReadsBack() throws Exception {
    Board start = Fen.parse("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1", Variant.CHESS960);
    List<Move> moves = new ArrayList<>();
    Board board = start.copy();
    for (String uci : List.of("b1h1", "b8a8", "a2a4")) {
      Move move = board.parseUci(uci);
      moves.add(move);
      board.play(move);
    }
    GameRecord game = new GameRecord("A", "B", start, moves, List.of("", "+0.12/5 0.10s", "-0.30/6 0.20s"),
        "1/2-1/2", GameRecord.GameEnd.ADJUDICATED, "adjudicated {draw}");
    String text = MatchPgn.format(game, 3, "A vs B", TimeControl.parse("10+0.1"));
    assertTrue(text.startsWith("[Event \"A vs B\"]\n[Site \"?\"]\n[Date \""), text);
    assertTrue(text.contains("1. O-O O-O-O {+0.12/5 0.10s} 2. a4 {-0.30/6 0.20s}"), text);

    PgnGame read = PgnReader.ofText(text).nextGame();
    assertTrue(read != null);
    assertEquals("3", read.tag("Round"));
    assertEquals("B", read.tag("Black"));
    assertEquals("1/2-1/2", read.result());
    assertEquals("adjudicated {draw}", read.tag("Termination"));
    assertEquals(TimeControl.parse("10+0.1").toString(), read.tag("TimeControl"));
    assertEquals(Variant.CHESS960, read.variant());
    assertEquals(moves, read.mainLine());
    GameNode last = read.root().next().next().next();
    assertEquals(List.of("-0.30/6 0.20s", "adjudicated {draw}"), last.comments());
  }
}
