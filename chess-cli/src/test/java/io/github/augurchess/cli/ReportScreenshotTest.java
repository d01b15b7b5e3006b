package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code augur review --html}'s report as a browser shows it: the evaluation graph's dark area (Black's share), the
 * critical position's board squares and the red arrow of the blunder are all on the page.
 */
class ReportScreenshotTest {

  @Test
  void theBrowserShowsTheGraphAndTheCriticalBoard() throws Exception {
    Chromium.assumeAvailable();
    Path dir = Files.createDirectories(Path.of("target", "screenshots"));
    Path game = dir.resolve("hung-queen.pgn");
    Files.writeString(game, ReviewCommandTest.HUNG_QUEEN);
    Path html = dir.resolve("hung-queen.html");
    CliRun run = augur("review", game.toString(), "--nodes", "3000", "--no-progress", "--out",
        dir.resolve("hung-queen-annotated.pgn").toString(), "--html", html.toString());
    assertEquals(0, run.exitCode(), run.err());
    BufferedImage image = Chromium.screenshot(html, 1000, 1400, dir);

    int graph = 0;
    int darkSquares = 0;
    int lightSquares = 0;
    int red = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        int[] rgb = Chromium.rgb(image, x, y);
        if (Chromium.near(rgb, 0x3a3a3a, 4)) {
          graph++;
        } else if (Chromium.near(rgb, 0xb58863, 4)) {
          darkSquares++;
        } else if (Chromium.near(rgb, 0xf0d9b5, 4)) {
          lightSquares++;
        } else if (rgb[0] > rgb[1] + 80 && rgb[0] > rgb[2] + 80) {
          red++;
        }
      }
    }
    // The graph is 720 by 180 pixels, Black's share dark above White's: before the blunder it is
    // about 40 % of the height over the first three of eight plies.
    assertTrue(graph > 8_000, "graph pixels " + graph);
    // One 300-pixel board: 32 dark squares of about 34 by 34 pixels, fewer where pieces stand.
    assertTrue(darkSquares > 15_000, "dark square pixels " + darkSquares);
    assertTrue(lightSquares > 15_000, "light square pixels " + lightSquares);
    // The played move's red arrow and the red blunder mark in the graph.
    assertTrue(red > 300, "red pixels " + red);
  }
}
