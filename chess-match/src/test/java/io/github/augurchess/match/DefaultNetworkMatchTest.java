package io.github.augurchess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.testdata.TestFiles;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The network shipped in chess-nnue's jar plays a short match against the material-only evaluator:
 * the same engine, the same node budget, only the evaluation differs. One search thread and a node
 * limit make every game the same on every run, so the result below is a fixed sample, read once
 * when the test was written.
 */
class DefaultNetworkMatchTest {
  /** Openings: the first of 8moves_v3.pgn, each played with both colours. */
  private static final int OPENINGS = 20;

  private static List<Board> openings() throws Exception {
    List<Board> openings = new ArrayList<>();
    try (InputStream in = TestFiles.open("openings/8moves_v3.pgn.gz"); PgnReader reader = PgnReader.of(in)) {
      for (PgnGame game = reader.nextGame(); game != null && openings.size() < OPENINGS; game = reader.nextGame()) {
        openings.add(game.finalBoard());
      }
    }
    return openings;
  }

  @Test
  void theDefaultNetworkBeatsMaterialCounting() throws Exception {
    List<Board> openings = openings();
    // GUIDE-BEGIN
    MatchRunner runner = new MatchRunner(
        EngineDefinition.parse("builtin,name=nnue,evaluator=nnue,hash=1"),          // as augur match --engine
        EngineDefinition.parse("builtin,name=material,evaluator=material,hash=1"),
        openings, Variant.STANDARD, TimeControl.parse("nodes=1000"),               // each opening played twice
        2 * openings.size(), 1,                                                     // games, games at a time
        new Adjudication(3, 600, 0, 0, 0),                                          // resign: 3 moves at 600 cp
        Optional.empty());                                              // or Optional.of(Sprt.parse("0,10"))
    MatchResult result = runner.run((game, round) -> { }, line -> { });          // each game; progress lines
    System.out.println(result.summary());
    MatchStatistics.EloEstimate elo = MatchStatistics.eloFromPairs(result.pentanomial());
    // GUIDE-END
    assertEquals(2 * OPENINGS, result.games());
    double score = (result.wins() + 0.5 * result.draws()) / result.games();
    assertTrue(score > 0.5, result::summary);
    assertTrue(elo.lower() > 0, result::summary);
  }
}
