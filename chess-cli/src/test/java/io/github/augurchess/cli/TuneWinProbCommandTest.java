package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.testdata.TestFiles;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneWinProbCommandTest {
  @TempDir Path dir;

  @Test
  void fitsAScaleToSearchedPositionsOfFinishedGames() throws Exception {
    Path london = TestFiles.path("pgn/master/London1851.pgn");
    Path csv = dir.resolve("samples.csv");
    CliRun run = augur("tune", "winprob", "--pgn", london.toString(), "--games", "30", "--nodes", "300", "--every", "10",
        "--out", csv.toString());
    assertEquals(0, run.exitCode(), run.err());
    Matcher m = Pattern.compile("fitted: scale ([0-9.]+) cp").matcher(run.out());
    assertTrue(m.find(), run.out());
    double scale = Double.parseDouble(m.group(1));
    assertTrue(scale > 20 && scale < 2000, run.out());
    List<String> lines = Files.readAllLines(csv);
    assertEquals("fen,score,result", lines.get(0));
    assertTrue(run.out().contains((lines.size() - 1) + " positions"), run.out());
  }

  @Test
  void badOptionsExitTwo() throws URISyntaxException {
    Path london = TestFiles.path("pgn/master/London1851.pgn");
    assertEquals(2, augur("tune", "winprob", "--pgn", london.toString(), "--nodes", "0").exitCode());
  }
}
