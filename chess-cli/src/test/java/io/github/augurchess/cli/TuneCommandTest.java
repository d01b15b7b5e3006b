package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.testdata.TestFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneCommandTest {
  @TempDir Path dir;

  private static Path london() {
    return TestFiles.path("pgn/master/London1851.pgn");
  }

  @Test
  void extractsThenTunesAndWritesAParameterFileAndCharts() throws Exception {
    Path epd = dir.resolve("london.epd");
    CliRun extract = augur("tune", "extract", "--pgn", london().toString(), "--out", epd.toString(), "--skip-plies", "12",
        "--per-game", "40");
    assertEquals(0, extract.exitCode(), extract.err());
    List<String> lines = Files.readAllLines(epd);
    assertTrue(lines.size() > 5_000, "positions: " + lines.size());
    assertTrue(lines.get(0).matches(".* c9 \"(1-0|0-1|1/2-1/2)\";"), lines.get(0));
    assertTrue(extract.out().contains(lines.size() + " positions from 251 games"), extract.out());

    Path params = dir.resolve("tuned.params");
    Path charts = dir.resolve("charts");
    CliRun run = augur("tune", "run", "--data", epd.toString(), "--params-out", params.toString(), "--iterations", "3",
        "--batch", "1024", "--threads", "2", "--charts", charts.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("iteration 3/3: training error"), run.out());
    assertTrue(run.out().contains("validation error"), run.out());
    EvalParameters tuned = EvalParameters.read(params);
    assertEquals(EvalParameters.defaults().value("material.pawn.mg"), tuned.value("material.pawn.mg"));
    assertTrue(!tuned.equals(EvalParameters.defaults()));
    assertEquals(4, Files.readAllLines(charts.resolve("learning-curve.csv")).size() - 1);
    assertTrue(Files.size(charts.resolve("learning-curve.png")) > 1000);
    assertTrue(Files.exists(charts.resolve("psqt-king-eg.png")));

    CliRun eval = augur("eval", "--evaluator", "classical", "--params", params.toString(), "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assertEquals(0, eval.exitCode(), eval.err());
  }

  @Test
  void badTrainingDataIsRefusedWithItsLine() throws Exception {
    Path epd = dir.resolve("bad.epd");
    Files.writeString(epd, "4k3/8/8/8/8/8/8/4K2R w K - c9 \"1-0\";\n4k3/8/8/8/8/8/8/4K2R w K - bm h1h8;\n");
    CliRun run = augur("tune", "run", "--data", epd.toString(), "--params-out", dir.resolve("x.params").toString());
    assertEquals(AugurCli.EXIT_BAD_INPUT, run.exitCode());
    assertTrue(run.err().contains("line 2"), run.err());
    assertTrue(!Files.exists(dir.resolve("x.params")));
  }

  @Test
  void badOptionsAreRefused() {
    CliRun run = augur("tune", "run", "--data", "x.epd", "--params-out", "y", "--optimizer", "sgd2");
    assertEquals(AugurCli.EXIT_BAD_INPUT, run.exitCode());
    CliRun selfplay = augur("tune", "selfplay", "--games", "0", "--nodes", "10", "--openings", london().toString(),
        "--out", dir.resolve("g.pgn").toString());
    assertEquals(AugurCli.EXIT_BAD_INPUT, selfplay.exitCode());
  }

  @Test
  void spsaPlaysItsIterationsAndPrintsTheTunedParameters() throws Exception {
    Path openings = dir.resolve("openings.epd");
    Files.writeString(openings, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n");
    CliRun run = augur("tune", "spsa", "--params", "futility.per_depth:20,aspiration.delta", "--iterations", "2",
        "--nodes", "200", "--concurrency", "1", "--openings", openings.toString(), "--start", "razor.margin=250");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("iteration 2/2: 4 games, plus "), run.out());
    String last = run.out().lines().reduce((first, second) -> second).orElse("");
    assertTrue(last.startsWith("search parameters: ") && last.contains("razor.margin=250"), run.out());
    for (String[] bad : List.of(new String[] {"--params", "nosuch"}, new String[] {"--params", "lmr.base:x"},
        new String[] {"--params", "lmr.base:0"}, new String[] {"--params", "lmr.base", "--start", "lmr.base=9999"})) {
      List<String> args = new java.util.ArrayList<>(List.of("tune", "spsa", "--iterations", "1", "--nodes", "10",
          "--openings", openings.toString()));
      args.addAll(List.of(bad));
      CliRun refused = augur(args.toArray(String[]::new));
      assertEquals(AugurCli.EXIT_BAD_INPUT, refused.exitCode(), String.join(" ", bad));
      assertTrue(refused.err().startsWith("augur tune spsa: ") && refused.err().strip().lines().count() == 1, refused.err());
    }
  }

  @Test
  void aMistypedOptionAfterAListIsNamedNotTakenAsAValue() {
    CliRun run = augur("tune", "run", "--data", "x.epd", "--params", "p.params", "--params-out", "y");
    assertEquals(AugurCli.EXIT_BAD_INPUT, run.exitCode());
    assertTrue(run.err().contains("--params"), run.err());
    assertTrue(run.err().toLowerCase(Locale.ROOT).contains("unknown option"), run.err());
  }
}
