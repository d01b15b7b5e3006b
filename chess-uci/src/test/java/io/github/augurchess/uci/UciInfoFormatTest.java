package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.util.List;
import org.junit.jupiter.api.Test;

class UciInfoFormatTest {

  private static String format(ScoreBound bound, Score score) {
    Board board = Board.startingPosition();
    PvLine line = new PvLine(2, score, List.of(Move.of(Square.E2, Square.E4), Move.of(Square.E7, Square.E5)), bound);
    SearchInfo info = new SearchInfo(9, 13, List.of(line), 5000, 25000, 200, 3);
    return UciInfoFormat.format(info, line, board);
  }

  @Test
  void anExactScoreHasNoBound() {
    assertEquals("info depth 9 seldepth 13 multipv 2 score cp 31 nodes 5000 nps 25000 hashfull 3 time 200 pv e2e4 e7e5",
        format(ScoreBound.EXACT, Score.centipawns(31)));
  }

  @Test
  void boundsFollowTheScore() {
    assertEquals("info depth 9 seldepth 13 multipv 2 score cp 31 lowerbound nodes 5000 nps 25000 hashfull 3 time 200"
        + " pv e2e4 e7e5", format(ScoreBound.LOWER, Score.centipawns(31)));
    assertEquals("info depth 9 seldepth 13 multipv 2 score mate -4 upperbound nodes 5000 nps 25000 hashfull 3 time 200"
        + " pv e2e4 e7e5", format(ScoreBound.UPPER, Score.mateIn(-4)));
  }

  @Test
  void chess960CastlingIsWrittenAsKingTakesRook() {
    Board board = Fen.parse("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", Variant.CHESS960);
    PvLine line = new PvLine(1, Score.centipawns(0), List.of(board.parseUci("b1h1")));
    SearchInfo info = new SearchInfo(1, 1, List.of(line), 1, 1, 1, 0);
    assertEquals("pv b1h1", UciInfoFormat.format(info, line, board).replaceAll(".* (pv .*)", "$1"));
  }
}
