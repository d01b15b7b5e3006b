package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@code augur render}'s picture as a browser shows it: pixels sampled on pieces, on empty squares
 * and along the arrow. The board is 400 pixels with a 20-pixel frame, so square {@code (file,
 * rank)} begins at {@code (20 + 45·file, 20 + 45·(7 − rank))}; a pawn's body is white or dark at
 * {@code (22, 28)} inside its square.
 */
class BoardScreenshotTest {

  @Test
  void theBrowserShowsThePositionAndTheArrow() throws Exception {
    Chromium.assumeAvailable();
    Path dir = Files.createDirectories(Path.of("target", "screenshots"));
    Path svg = dir.resolve("ruy-lopez.svg");
    CliRun run = augur("render", "--fen", RenderCommandTest.RUY_LOPEZ, "--arrow", "f1b5", "--out", svg.toString());
    assertEquals(0, run.exitCode(), run.err());
    BufferedImage image = Chromium.screenshot(svg, 400, 400, dir);

    // A white pawn on e4 and a black one on e5: the bodies in the pieces' colours.
    assertPixel(image, 20 + 45 * 4 + 22, 20 + 45 * 4 + 28, 0xffffff, "white pawn e4");
    assertPixel(image, 20 + 45 * 4 + 22, 20 + 45 * 3 + 28, 0x262626, "black pawn e5");
    assertPixel(image, 20 + 45 * 4 + 22, 20 + 45 * 7 + 26, 0xffffff, "white king e1");
    // Empty squares in the board's colours: d4 dark, a6 and h3 light.
    assertPixel(image, 20 + 45 * 3 + 22, 20 + 45 * 4 + 22, 0xb58863, "empty d4");
    assertPixel(image, 20 + 22, 20 + 45 * 2 + 22, 0xf0d9b5, "empty a6");
    assertPixel(image, 20 + 45 * 7 + 22, 20 + 45 * 5 + 22, 0xf0d9b5, "empty h3");
    // The arrow from f1's centre to b5's: green over whatever is under it, all along.
    double x1 = 20 + 45 * 5 + 22.5;
    double y1 = 20 + 45 * 7 + 22.5;
    double x2 = 20 + 45 * 1 + 22.5;
    double y2 = 20 + 45 * 3 + 22.5;
    for (double t = 0.2; t <= 0.86; t += 0.11) {
      int x = (int) Math.round(x1 + t * (x2 - x1));
      int y = (int) Math.round(y1 + t * (y2 - y1));
      int[] rgb = Chromium.rgb(image, x, y);
      assertTrue(rgb[1] > rgb[0] + 40 && rgb[1] > rgb[2] + 40,
          "arrow at t=" + t + " (" + x + "," + y + "): " + Arrays.toString(rgb));
    }
    // Off the arrow, h5 is an untouched light square.
    assertPixel(image, 20 + 45 * 7 + 22, 20 + 45 * 3 + 22, 0xf0d9b5, "empty h5");
  }

  private static void assertPixel(BufferedImage image, int x, int y, int color, String what) {
    int[] rgb = Chromium.rgb(image, x, y);
    assertTrue(Chromium.near(rgb, color, 12),
        what + " at (" + x + "," + y + "): " + Arrays.toString(rgb) + ", expected #" + Integer.toHexString(color));
  }
}
