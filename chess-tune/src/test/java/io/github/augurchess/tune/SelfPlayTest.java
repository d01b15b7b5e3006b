package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.augurchess.match.MatchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelfPlayTest {
  @Test
  void playsFinishedGamesIntoPgn() throws Exception {
    List<Board> openings = List.of(Board.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    StringWriter pgn = new StringWriter();
    MatchResult result = new SelfPlay(openings, new SelfPlay.Options(2, 300, 1, 1, 3, "")).play(pgn, line -> { });
    assertEquals(2, result.games());
    List<PgnGame> games = PgnReader.ofText(pgn.toString()).readAll().games();
    assertEquals(2, games.size());
    for (PgnGame game : games) {
      assertEquals(true, GameResult.parse(game.result()).isPresent(), game.result());
    }
  }

  @Test
  void refusesBadOptions() {
    assertThrows(IllegalArgumentException.class, () -> new SelfPlay.Options(0, 100, 1, 1, 1, ""));
    assertThrows(IllegalArgumentException.class, () -> new SelfPlay.Options(2, 100, 1, 1, 1, "a,b.params"));
    assertThrows(IllegalArgumentException.class, () -> new SelfPlay(List.of(), SelfPlay.Options.of(2, 100)));
  }
}
