package io.github.augurchess.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.EngineSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

class AugurEngineTest {
  @Test
  void optionsAreTheSettingsAndChangeTheEngine() {
    try (AugurEngine augur = AugurEngine.create()) {
      assertEquals(List.of("Hash", "Threads", "Contempt", "Move Overhead", "Evaluator", "EvalFile", "ClassicalEvalFile",
          "SearchParameters"),
          List.copyOf(augur.options().keySet()));
      assertEquals(List.of("nnue", "classical", "material"), augur.options().get("Evaluator").choices());
      assertEquals("nnue", augur.options().get("Evaluator").defaultValue());
      augur.setOption("hash", "2");
      augur.setOption("Evaluator", "Material");
      augur.setOption("searchparameters", "lmr.divisor=200");
      EngineSettings settings = augur.settings();
      assertEquals(2, settings.hashMiB());
      assertEquals(EngineSettings.MATERIAL, settings.evaluator());
      assertThrows(IllegalArgumentException.class, () -> augur.setOption("Hash", "0"));
      assertEquals(settings, augur.settings(), "a refused value changes nothing");
      Board mate = Board.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
      EngineResult result = augur.play(mate, SearchLimits.depth(3));
      assertEquals("a1a8", mate.uci(result.bestMove().orElseThrow()));
      assertEquals(1, result.lastInfo().orElseThrow().score().orElseThrow().mateMoves());
    }
  }

  @Test
  void aSearchThatDoesNotEndNeedsAnAnalysis() {
    try (AugurEngine augur = AugurEngine.create()) {
      assertThrows(IllegalArgumentException.class, () -> augur.analyse(Board.startingPosition(), SearchLimits.infinite()));
    }
  }

  @Test
  void closingStopsARunningAnalysis() {
    AugurEngine augur = AugurEngine.create();
    Analysis analysis = augur.analysis(Board.startingPosition(), SearchLimits.infinite());
    augur.close();
    assertTrue(analysis.isDone());
    assertThrows(IllegalStateException.class, () -> augur.play(Board.startingPosition(), SearchLimits.depth(1)));
  }
}
