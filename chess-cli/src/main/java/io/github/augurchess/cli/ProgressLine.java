package io.github.augurchess.cli;

import java.io.PrintWriter;
import java.util.Locale;

/** A one-line progress bar with an ETA, redrawn in place on a terminal's standard error. */
final class ProgressLine {
  private static final int WIDTH = 30;
  private final PrintWriter err;
  private long lastDrawn;

  ProgressLine(PrintWriter err) {
    this.err = err;
  }

  /**
   * Redraws the line at most twice a second (always when done reaches total).
   *
   * @param done units done
   * @param total units in all
   * @param etaMillis estimated time to go, or negative when unknown
   * @param detail text after the bar
   */
  void show(long done, long total, long etaMillis, String detail) {
    long now = System.currentTimeMillis();
    if (done < total && now - lastDrawn < 500) {
      return;
    }
    lastDrawn = now;
    double fraction = total <= 0 ? 1 : Math.min(1, (double) done / total);
    int filled = (int) Math.round(fraction * WIDTH);
    String bar = "#".repeat(filled) + "-".repeat(WIDTH - filled);
    err.printf(Locale.ROOT, "\r[%s] %5.1f%% %s ETA %s   ", bar, 100 * fraction, detail, duration(etaMillis));
    if (done >= total) {
      err.println();
    }
    err.flush();
  }

  static String duration(long millis) {
    if (millis < 0) {
      return "--:--:--";
    }
    long s = millis / 1000;
    return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  }
}
