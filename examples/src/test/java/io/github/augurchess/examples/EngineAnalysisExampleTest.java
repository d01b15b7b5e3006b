package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.EngineInfo;
import io.github.augurchess.client.UciEngine;
import io.github.augurchess.client.testengines.InstalledEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.EngineSettings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The example run twice, the engine the one thing that changes: Stockfish (skipped with a message
 * outside CI when it is not installed, failed in CI), then Augur in this process.
 */
class EngineAnalysisExampleTest {
  @Test
  void stockfishGivesThreeLinesAndAStoppedAnalysisItsMove() throws Exception {
    String stockfish = InstalledEngine.require(Path.of(EngineAnalysisExample.STOCKFISH), "stockfish");
    try (ChessEngine engine = UciEngine.start(List.of(stockfish))) {
      check(engine, 10);
    }
  }

  @Test
  void augurGivesThreeLinesAndAStoppedAnalysisItsMove() throws Exception {
    try (ChessEngine engine = AugurEngine.create(EngineSettings.defaults().withHashMiB(8))) {
      check(engine, 5);
    }
  }

  private static void check(ChessEngine engine, int depth) throws Exception {
    Board board = Board.startingPosition();
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    EngineAnalysisExample.Report report =
        EngineAnalysisExample.analyse(engine, board, depth, new PrintStream(printed, true, StandardCharsets.UTF_8));
    assertEquals(3, report.lines().size());
    for (int rank = 1; rank <= 3; rank++) {
      EngineInfo line = report.lines().get(rank - 1);
      assertEquals(rank, line.multiPv());
      assertTrue(board.isLegal(line.pv().get(0)), line::toString);
    }
    assertTrue(report.updates() >= 2, "updates: " + report.updates());
    assertTrue(board.isLegal(report.bestMove()));
    String text = printed.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains(engine.name() + " line 3: "), text);
    assertTrue(text.contains(engine.name() + " stopped after "), text);
  }
}
