package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;

/**
 * Screenshots of files in Debian's headless {@code chromium}. Tests that need it are skipped when
 * the browser is absent, except in CI (the {@code CI} environment variable set), where {@code
 * .ci/run} installs it and its absence is a failure.
 */
final class Chromium {
  static final Path BINARY = Path.of("/usr/bin/chromium");

  private Chromium() {}

  /** Skips the calling test when there is no browser outside CI; fails in CI without one. */
  static void assumeAvailable() {
    boolean present = Files.isExecutable(BINARY);
    if (System.getenv("CI") != null && !present) {
      throw new AssertionError("CI is set but " + BINARY + " is missing (.ci/run installs chromium)");
    }
    assumeTrue(present, BINARY + " is not installed");
  }

  /** Opens the file in the browser and returns a screenshot of the given window size. */
  static BufferedImage screenshot(Path file, int width, int height, Path workDir)
      throws IOException, InterruptedException {
    Path png = workDir.resolve(file.getFileName() + ".png");
    Path profile = Files.createTempDirectory(workDir, "chromium-profile");
    List<String> command = List.of(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--hide-scrollbars", "--user-data-dir=" + profile, "--screenshot=" + png,
        "--window-size=" + width + "," + height, file.toUri().toString());
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(workDir.resolve("chromium.log").toFile()).start();
    if (!process.waitFor(180, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("chromium took more than 180 s");
    }
    if (process.exitValue() != 0 || !Files.exists(png)) {
      throw new AssertionError("chromium failed (" + process.exitValue() + "): "
          + Files.readString(workDir.resolve("chromium.log")));
    }
    BufferedImage image = ImageIO.read(png.toFile());
    if (image == null) {
      throw new AssertionError("not a PNG: " + png);
    }
    return image;
  }

  /** The pixel's red, green and blue, each 0 to 255. */
  static int[] rgb(BufferedImage image, int x, int y) {
    int argb = image.getRGB(x, y);
    return new int[] {(argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff};
  }

  /** True if the pixel is within {@code tolerance} of the colour in every channel. */
  static boolean near(int[] rgb, int color, int tolerance) {
    return Math.abs(rgb[0] - ((color >> 16) & 0xff)) <= tolerance
        && Math.abs(rgb[1] - ((color >> 8) & 0xff)) <= tolerance
        && Math.abs(rgb[2] - (color & 0xff)) <= tolerance;
  }
}
