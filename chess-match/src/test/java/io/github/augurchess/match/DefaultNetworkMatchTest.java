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
  private static final String TIME_CONTROL = "nodes=1000";

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
    MatchRunner runner = new MatchRunner(EngineDefinition.parse("builtin,name=nnue,evaluator=nnue,hash=1"),
        EngineDefinition.parse("builtin,name=material,evaluator=material,hash=1"), openings(), Variant.STANDARD,
        TimeControl.parse(TIME_CONTROL), 2 * OPENINGS, 1, new Adjudication(3, 600, 0, 0, 0), Optional.empty());
    MatchResult result = runner.run((game, round) -> { }, line -> { });
    System.out.println("default network vs material, " + TIME_CONTROL + ": " + result.summary());
    assertEquals(2 * OPENINGS, result.games());
    double score = (result.wins() + 0.5 * result.draws()) / result.games();
    MatchStatistics.EloEstimate elo = MatchStatistics.eloFromPairs(result.pentanomial());
    assertTrue(score > 0.5, result::summary);
    assertTrue(elo.lower() > 0, result::summary);
  }
}
