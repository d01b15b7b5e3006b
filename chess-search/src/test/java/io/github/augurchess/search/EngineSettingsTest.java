package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.movegen.Board;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EngineSettingsTest {
  @Test
  void keysAreReadInAnyCaseAndEachReturnsANewValue() {
    EngineSettings defaults = EngineSettings.defaults();
    EngineSettings s = defaults.with("Hash", "32").with("THREADS", "2").with("contempt", "-15")
        .with("Move Overhead", "50").with("Evaluator", "Material").with("search.lmr.divisor", "200");
    assertEquals(32, s.hashMiB());
    assertEquals(2, s.threads());
    assertEquals(-15, s.contempt());
    assertEquals(50, s.moveOverheadMillis());
    assertEquals(EngineSettings.MATERIAL, s.evaluator());
    assertEquals(200, s.searchParameters().get(SearchParameter.LMR_DIVISOR));
    assertEquals(EngineSettings.DEFAULT_HASH_MIB, defaults.hashMiB(), "defaults unchanged");
    assertEquals(defaults.with("hash", "32"), defaults.withHashMiB(32));
    assertEquals(s.searchParameters(), defaults.with("SearchParameters", "lmr.divisor=200").searchParameters());
    assertEquals(SearchParameters.defaults(), s.with("searchparameters", "<empty>").searchParameters());
    assertEquals(Optional.empty(), defaults.with("evalfile", "x").with("EvalFile", "<empty>").evalFile());
  }

  @ParameterizedTest
  @CsvSource({"hash,0", "hash,lots", "threads,0", "threads,257", "contempt,501", "moveoverhead,-1",
      "evaluator,neural", "search.lmr.divisor,x", "search.nosuch,1", "searchparameters,nosuch=1", "colour,white"})
  void badSettingsAreTypedErrorsNamingTheSetting(String key, String value) {
    EngineSettingException e = assertThrows(EngineSettingException.class,
        () -> EngineSettings.defaults().with(key, value));
    String key0 = key.startsWith("search.") ? key.substring("search.".length()) : key;
    assertTrue(e.getMessage().toLowerCase().contains(key0.toLowerCase()) || e.getMessage().contains(value),
        e.getMessage());
  }

  @Test
  void theEngineIsBuiltFromTheSettings() {
    EngineSettings s = EngineSettings.defaults().withHashMiB(2).withContempt(7).withThreads(1)
        .withEvaluator("material");
    try (Engine engine = s.newEngine()) {
      assertEquals(2, engine.hashMiB());
      assertEquals(7, engine.contempt());
      SearchResult r = engine.search(Board.fromFen("4k3/8/8/8/8/8/8/QQQQK3 w - - 0 1"), SearchLimits.depth(3));
      assertTrue(r.score().isMate() || r.score().centipawns() > 3000, "material: four queens up " + r.score());
    }
  }

  @Test
  void anUnreadableEvalFileFailsWhenTheEngineIsBuilt(@TempDir Path dir) throws Exception {
    EngineSettings missing = EngineSettings.defaults().withEvalFile(dir.resolve("missing.txt"));
    assertEquals("cannot read " + dir.resolve("missing.txt") + ": no such file",
        assertThrows(EngineSettingException.class, missing::newEngine).getMessage());
    EngineSettings directory = EngineSettings.defaults().withEvalFile(dir);
    assertEquals("cannot read " + dir + ": is a directory",
        assertThrows(EngineSettingException.class, directory::newEngine).getMessage());
    Path file = dir.resolve("params.txt");
    try (var writer = Files.newBufferedWriter(file)) {
      EvalParameters.defaults().write(writer);
    }
    try (Engine engine = EngineSettings.defaults().with("evalfile", file.toString()).newEngine()) {
      assertTrue(engine.search(Board.startingPosition(), SearchLimits.depth(2)).bestMove().isPresent());
    }
  }

  @Test
  void onlyTheEvaluatorAndSearchParametersNeedANewEngine() {
    EngineSettings base = EngineSettings.defaults();
    assertFalse(base.withHashMiB(4).withThreads(2).withContempt(5).needsNewEngine(base));
    assertTrue(base.withEvaluator("material").needsNewEngine(base));
    assertTrue(base.with("search.lmr.divisor", "200").needsNewEngine(base));
    try (Engine engine = base.newEngine()) {
      base.withHashMiB(4).withContempt(5).applyInPlace(engine, base);
      assertEquals(4, engine.hashMiB());
      assertEquals(5, engine.contempt());
      assertThrows(IllegalArgumentException.class, () -> base.withEvaluator("material").applyInPlace(engine, base));
    }
  }
}
