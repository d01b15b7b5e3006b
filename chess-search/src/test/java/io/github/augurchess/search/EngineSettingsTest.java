package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.nnue.Activation;
import io.github.augurchess.nnue.Network;
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
    assertEquals(EngineSettings.NNUE, defaults.evaluator(), "the network evaluator is the default");
    assertEquals(defaults.with("hash", "32"), defaults.withHashMiB(32));
    assertEquals(s.searchParameters(), defaults.with("SearchParameters", "lmr.divisor=200").searchParameters());
    assertEquals(SearchParameters.defaults(), s.with("searchparameters", "<empty>").searchParameters());
    assertEquals(Optional.empty(), defaults.with("evalfile", "x").with("EvalFile", "<empty>").evalFile());
    assertEquals(Optional.of(Path.of("p.txt")), defaults.with("ClassicalEvalFile", "p.txt").classicalEvalFile());
    assertEquals(Optional.of(Path.of("n.nnue")), defaults.with("EvalFile", "n.nnue").evalFile());
    assertEquals(EngineSettings.NNUE, defaults.with("evaluator", "NNUE").evaluator());
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
  void anUnreadableClassicalEvalFileFailsWhenTheEngineIsBuilt(@TempDir Path dir) throws Exception {
    EngineSettings classical = EngineSettings.defaults().withEvaluator(EngineSettings.CLASSICAL);
    EngineSettings missing = classical.withClassicalEvalFile(dir.resolve("missing.txt"));
    assertEquals("cannot read " + dir.resolve("missing.txt") + ": no such file",
        assertThrows(EngineSettingException.class, missing::newEngine).getMessage());
    EngineSettings directory = classical.withClassicalEvalFile(dir);
    assertEquals("cannot read " + dir + ": is a directory",
        assertThrows(EngineSettingException.class, directory::newEngine).getMessage());
    Path file = dir.resolve("params.txt");
    try (var writer = Files.newBufferedWriter(file)) {
      EvalParameters.defaults().write(writer);
    }
    try (Engine engine = classical.with("classicalevalfile", file.toString()).newEngine()) {
      assertTrue(engine.search(Board.startingPosition(), SearchLimits.depth(2)).bestMove().isPresent());
    }
  }

  /** A network of 128 units with weights from a fixed pattern. */
  private static Network patternNetwork() {
    short[] weights = new short[768 * 128];
    for (int i = 0; i < weights.length; i++) {
      weights[i] = (short) ((i * 37) % 61 - 30);
    }
    short[] output = new short[2 * 128];
    for (int i = 0; i < output.length; i++) {
      output[i] = (short) ((i * 11) % 41 - 20);
    }
    return Network.of(128, 1, Activation.SCRELU, 255, 64, 400, "pattern", weights, new short[128], output,
        new short[1]);
  }

  @Test
  void theNnueEvaluatorReadsTheEvalFileNetwork(@TempDir Path dir) throws Exception {
    Network network = patternNetwork();
    Path file = dir.resolve("pattern.nnue");
    network.write(file);
    EngineSettings nnue = EngineSettings.defaults().with("evaluator", "nnue").with("evalfile", file.toString());
    Board board = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assertEquals(network.evaluate(board), nnue.evaluatorFactory().create().evaluate(board));
    try (Engine engine = nnue.newEngine()) {
      assertTrue(engine.search(board, SearchLimits.depth(4)).bestMove().isPresent());
    }
    // The classical evaluator does not read the network, nor the network evaluator the parameters.
    EngineSettings classical = nnue.withEvaluator("classical").withEvalFile(dir.resolve("missing.nnue"));
    assertTrue(classical.evaluatorFactory().create().evaluate(board) != Integer.MIN_VALUE);
    Path broken = dir.resolve("broken.nnue");
    Files.write(broken, java.util.Arrays.copyOf(network.toBytes(), 100));
    EngineSettingException e = assertThrows(EngineSettingException.class,
        () -> nnue.withEvalFile(broken).newEngine());
    assertTrue(e.getMessage().contains("broken.nnue") && e.getMessage().contains("truncated"), e.getMessage());
    assertTrue(nnue.withEvalFile(broken).needsNewEngine(nnue));
    Path missing = dir.resolve("missing.nnue");
    assertEquals("cannot read " + missing + ": no such file",
        assertThrows(EngineSettingException.class, () -> nnue.withEvalFile(missing).newEngine()).getMessage());
    if (!Network.hasDefaultNetwork()) {
      assertThrows(EngineSettingException.class, () -> nnue.withEvalFile(null).newEngine());
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
