package io.github.augurchess.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Draws the trainer's learning curve (curve.csv) as an SVG line chart: training and validation loss
 * by epoch. Text only, so the CLI needs no graphics stack for it.
 */
final class LearningCurveChart {
  private static final int WIDTH = 640;
  private static final int HEIGHT = 400;
  private static final int MARGIN = 60;

  private LearningCurveChart() {}

  /** The chart of the CSV's lines (a header, then epoch, steps, rate, training loss, validation loss, ...). */
  static String svg(List<String> csv) {
    List<double[]> rows = new ArrayList<>();
    for (String line : csv.subList(Math.min(1, csv.size()), csv.size())) {
      String[] f = line.split(",");
      if (f.length >= 5) {
        rows.add(new double[] {Double.parseDouble(f[0]), Double.parseDouble(f[3]), Double.parseDouble(f[4])});
      }
    }
    double maxEpoch = 1;
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (double[] r : rows) {
      maxEpoch = Math.max(maxEpoch, r[0]);
      for (int k = 1; k <= 2; k++) {
        if (!Double.isNaN(r[k])) {
          low = Math.min(low, r[k]);
          high = Math.max(high, r[k]);
        }
      }
    }
    if (!(high > low)) {
      low = Double.isInfinite(low) ? 0 : low - 1e-6;
      high = low + 2e-6;
    }
    StringBuilder s = new StringBuilder();
    s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
        + " font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT));
    s.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT));
    s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"20\">Learning curve: mean squared error by epoch</text>%n", MARGIN));
    s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n", MARGIN,
        HEIGHT - MARGIN, WIDTH - 20, HEIGHT - MARGIN));
    s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n", MARGIN,
        40, MARGIN, HEIGHT - MARGIN));
    s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%.5f</text>%n", 2, HEIGHT - MARGIN, low));
    s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%.5f</text>%n", 2, 45, high));
    s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">epoch %.0f</text>%n", WIDTH - 90, HEIGHT - MARGIN + 20, maxEpoch));
    String[] colours = {"#1f77b4", "#d62728"};
    String[] names = {"training", "validation"};
    for (int k = 1; k <= 2; k++) {
      StringBuilder points = new StringBuilder();
      for (double[] r : rows) {
        if (!Double.isNaN(r[k])) {
          double x = MARGIN + (WIDTH - 20 - MARGIN) * r[0] / maxEpoch;
          double y = HEIGHT - MARGIN - (HEIGHT - MARGIN - 40) * (r[k] - low) / (high - low);
          points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
        }
      }
      s.append(String.format(Locale.ROOT, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"%s\"/>%n",
          colours[k - 1], points.toString().trim()));
      s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"%s\">%s</text>%n", WIDTH - 150,
          40 + 16 * k, colours[k - 1], names[k - 1]));
    }
    s.append("</svg>\n");
    return s.toString();
  }
}
