package io.github.augurchess.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Score;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.movegen.Board;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EngineInfoTest {
  @Test
  void aFullLineIsReadWithItsMovesAgainstThePosition() {
    Board board = Board.startingPosition();
    EngineInfo info = EngineInfo.parse("info depth 12 seldepth 17 multipv 2 score cp -31 upperbound wdl 120 700 180"
        + " nodes 52000 nps 910000 hashfull 12 tbhits 0 time 57 pv e2e4 e7e5 g1f3", board).orElseThrow();
    assertEquals(12, info.depth());
    assertEquals(17, info.selectiveDepth());
    assertEquals(2, info.multiPv());
    assertEquals(Optional.of(Score.centipawns(-31)), info.score());
    assertEquals(ScoreBound.UPPER, info.bound());
    assertEquals(Optional.of(new Wdl(120, 700, 180)), info.wdl());
    assertEquals(52_000, info.nodes());
    assertEquals(910_000, info.nodesPerSecond());
    assertEquals(12, info.hashFullPermille());
    assertEquals(57, info.timeMillis());
    assertEquals(List.of(board.parseUci("e2e4"), move("e2e4", "e7e5"), move("e2e4 e7e5", "g1f3")), info.pv());
  }

  @Test
  void thePrincipalVariationStopsAtTheFirstMoveThatIsNotLegal() {
    EngineInfo info = EngineInfo.parse("info depth 3 score mate 2 pv e2e4 e2e4 d7d5", Board.startingPosition())
        .orElseThrow();
    assertEquals(1, info.pv().size());
    assertEquals(Optional.of(Score.mateIn(2)), info.score());
    assertEquals(Optional.empty(), info.wdl());
    assertEquals(ScoreBound.EXACT, info.bound());
  }

  @Test
  void oddFieldsAreSkippedAndStringsAreNoReports() {
    Board board = Board.startingPosition();
    EngineInfo info = EngineInfo.parse("info depth x currmove e2e4 currmovenumber 1 nodes 5 wdl 1 2", board)
        .orElseThrow();
    assertEquals(0, info.depth());
    assertEquals(5, info.nodes());
    assertEquals(List.of(), info.pv());
    assertTrue(EngineInfo.parse("info string hello pv e2e4", board).isEmpty());
    assertTrue(EngineInfo.parse("bestmove e2e4", board).isEmpty());
  }

  @Test
  void wdlGivesTheExpectedScore() {
    assertEquals(0.8, new Wdl(700, 200, 100).expectedScore(), 1e-9);
  }

  private static io.github.augurchess.api.Move move(String before, String move) {
    Board board = Board.startingPosition();
    for (String m : before.split(" ")) {
      board.playUci(m);
    }
    return board.parseUci(move);
  }
}
