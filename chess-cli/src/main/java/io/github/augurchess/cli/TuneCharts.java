package io.github.augurchess.cli;

import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.tune.TuneProgress;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * Draws a tuning run as PNG images for {@code augur tune run --charts}, headless (AWT stays out of
 * the library modules): the learning curve (training and validation error by
 * iteration), and for each piece and phase a heat map of its piece-square table before and after.
 *
 * <pre>{@code
 * TuneCharts.learningCurve(result.curve(), Path.of("charts/learning-curve.png"));
 * TuneCharts.pieceSquareHeatMaps(EvalParameters.defaults(), result.parameters(), Path.of("charts"));
 * }</pre>
 */
final class TuneCharts {
  private static final String[] PIECES = {"pawn", "knight", "bishop", "rook", "queen", "king"};
  private static final String[] PHASES = {"mg", "eg"};
  private static final Color TRAINING = new Color(0x1f, 0x77, 0xb4);
  private static final Color VALIDATION = new Color(0xd6, 0x27, 0x28);
  private static final int CELL = 44;

  private TuneCharts() {}

  /** Writes the learning curve as a line chart; needs at least one point. */
  static void learningCurve(List<TuneProgress> curve, Path png) throws IOException {
    if (curve.isEmpty()) {
      throw new IllegalArgumentException("no learning curve to draw");
    }
    int width = 900;
    int height = 520;
    int left = 90;
    int right = 30;
    int top = 50;
    int bottom = 60;
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = canvas(image);
    double min = Double.MAX_VALUE;
    double max = -Double.MAX_VALUE;
    for (TuneProgress p : curve) {
      for (double e : new double[] {p.trainingError(), p.validationError()}) {
        if (!Double.isNaN(e)) {
          min = Math.min(min, e);
          max = Math.max(max, e);
        }
      }
    }
    double span = max - min <= 0 ? Math.max(1e-6, max * 0.01) : max - min;
    min -= span * 0.05;
    max += span * 0.05;
    int lastIteration = Math.max(1, curve.get(curve.size() - 1).iteration());
    int plotWidth = width - left - right;
    int plotHeight = height - top - bottom;
    g.setColor(Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
    g.drawString("Mean squared error by iteration", left, 30);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    g.setColor(new Color(0xdd, 0xdd, 0xdd));
    for (int i = 0; i <= 5; i++) {
      int y = top + plotHeight * i / 5;
      g.drawLine(left, y, left + plotWidth, y);
    }
    g.setColor(Color.BLACK);
    g.drawRect(left, top, plotWidth, plotHeight);
    for (int i = 0; i <= 5; i++) {
      int y = top + plotHeight * i / 5;
      double value = max - (max - min) * i / 5;
      g.drawString(String.format(Locale.ROOT, "%.5f", value), 8, y + 4);
    }
    // At most five intervals, and never two ticks for one iteration.
    int ticks = Math.min(5, lastIteration);
    for (int i = 0; i <= ticks; i++) {
      int iteration = (int) Math.round((double) lastIteration * i / ticks);
      int x = left + (int) Math.round((double) plotWidth * iteration / lastIteration);
      g.drawString(Integer.toString(iteration), x - 6, top + plotHeight + 18);
    }
    g.drawString("iteration", left + plotWidth / 2 - 25, height - 15);
    g.setStroke(new BasicStroke(2f));
    for (int series = 0; series < 2; series++) {
      g.setColor(series == 0 ? TRAINING : VALIDATION);
      int px = -1;
      int py = -1;
      for (TuneProgress p : curve) {
        double e = series == 0 ? p.trainingError() : p.validationError();
        if (Double.isNaN(e)) {
          continue;
        }
        int x = left + (int) Math.round((double) plotWidth * p.iteration() / lastIteration);
        int y = top + (int) Math.round(plotHeight * (max - e) / (max - min));
        if (px >= 0) {
          g.drawLine(px, py, x, y);
        }
        g.fillOval(x - 2, y - 2, 5, 5);
        px = x;
        py = y;
      }
      g.fillRect(left + plotWidth - 150, top + 12 + series * 20, 14, 4);
      g.drawString(series == 0 ? "training" : "validation", left + plotWidth - 130, top + 18 + series * 20);
    }
    write(image, g, png);
  }

  /**
   * Writes {@code psqt-<piece>-<mg|eg>.png} into a directory (made if missing): the table before
   * on the left, after on the right, from white's side (a1 bottom left), one colour scale for both.
   *
   * @return the files written
   */
  static List<Path> pieceSquareHeatMaps(EvalParameters before, EvalParameters after, Path directory)
      throws IOException {
    Files.createDirectories(directory);
    List<Path> written = new ArrayList<>();
    for (String piece : PIECES) {
      for (String phase : PHASES) {
        Path file = directory.resolve("psqt-" + piece + "-" + phase + ".png");
        heatMap(piece, phase, before, after, file);
        written.add(file);
      }
    }
    return written;
  }

  /** The weight index of a piece's table on a square, or -1 where it has none (pawns on ranks 1 and 8). */
  static int index(String piece, String phase, int square) {
    int file = square & 7;
    char folded = (char) ('a' + (file < 4 ? file : 7 - file));
    return EvalParameters.indexOf("psqt." + piece + "." + folded + (square / 8 + 1) + "." + phase);
  }

  private static void heatMap(String piece, String phase, EvalParameters before, EvalParameters after, Path png)
      throws IOException {
    int margin = 30;
    int board = 8 * CELL;
    int width = margin * 3 + board * 2;
    int height = board + margin * 2 + 30;
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = canvas(image);
    int limit = 1;
    for (int sq = 0; sq < 64; sq++) {
      int i = index(piece, phase, sq);
      if (i >= 0) {
        limit = Math.max(limit, Math.max(Math.abs(before.value(i)), Math.abs(after.value(i))));
      }
    }
    g.setColor(Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
    g.drawString(piece + " " + (phase.equals("mg") ? "middlegame" : "endgame") + " piece-square table: before | after", margin, 22);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    for (int table = 0; table < 2; table++) {
      EvalParameters weights = table == 0 ? before : after;
      int x0 = margin + table * (board + margin);
      int y0 = margin + 10;
      for (int sq = 0; sq < 64; sq++) {
        int x = x0 + (sq & 7) * CELL;
        int y = y0 + (7 - sq / 8) * CELL;
        int i = index(piece, phase, sq);
        if (i < 0) {
          g.setColor(new Color(0xee, 0xee, 0xee));
          g.fillRect(x, y, CELL, CELL);
          continue;
        }
        int value = weights.value(i);
        g.setColor(shade(value, limit));
        g.fillRect(x, y, CELL, CELL);
        g.setColor(Color.BLACK);
        String label = Integer.toString(value);
        FontMetrics metrics = g.getFontMetrics();
        g.drawString(label, x + (CELL - metrics.stringWidth(label)) / 2, y + CELL / 2 + 5);
      }
      g.setColor(Color.GRAY);
      g.drawRect(x0, y0, board, board);
      for (int f = 0; f < 8; f++) {
        g.drawString(Character.toString((char) ('a' + f)), x0 + f * CELL + CELL / 2 - 3, y0 + board + 15);
      }
    }
    write(image, g, png);
  }

  /** Blue for negative, white for 0, red for positive, by size against the largest. */
  private static Color shade(int value, int limit) {
    double t = Math.min(1, Math.abs(value) / (double) limit);
    int fade = (int) Math.round(255 * (1 - 0.75 * t));
    return value >= 0 ? new Color(255, fade, fade) : new Color(fade, fade, 255);
  }

  private static Graphics2D canvas(BufferedImage image) {
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, image.getWidth(), image.getHeight());
    return g;
  }

  private static void write(BufferedImage image, Graphics2D g, Path png) throws IOException {
    g.dispose();
    Path parent = png.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    if (!ImageIO.write(image, "png", png.toFile())) {
      throw new IOException("no PNG writer available for " + png);
    }
  }
}
