package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.tune.TuneProgress;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneChartsTest {
  @TempDir Path dir;

  @Test
  void drawsTheLearningCurve() throws Exception {
    List<TuneProgress> curve = List.of(
        new TuneProgress(0, 2, 0.09, 0.091, Duration.ZERO, Duration.ZERO),
        new TuneProgress(1, 2, 0.085, 0.087, Duration.ofSeconds(1), Duration.ofSeconds(1)),
        new TuneProgress(2, 2, 0.083, 0.086, Duration.ofSeconds(2), Duration.ZERO));
    Path png = dir.resolve("curve/learning-curve.png");
    TuneCharts.learningCurve(curve, png);
    BufferedImage image = ImageIO.read(png.toFile());
    assertNotNull(image);
    assertEquals(900, image.getWidth());
  }

  @Test
  void drawsAHeatMapPerPieceAndPhaseWithBothTables() throws Exception {
    EvalParameters before = EvalParameters.defaults();
    EvalParameters after = before.with("psqt.knight.d4.mg", before.value("psqt.knight.d4.mg") + 100);
    List<Path> files = TuneCharts.pieceSquareHeatMaps(before, after, dir.resolve("maps"));
    assertEquals(12, files.size());
    BufferedImage knight = ImageIO.read(dir.resolve("maps/psqt-knight-mg.png").toFile());
    assertNotNull(knight);
    // d4 (file 3, rank 4 from the top: row 4) differs between the left and right board.
    int cell = 44;
    int margin = 30;
    int y = margin + 10 + 4 * cell + 3;
    int left = knight.getRGB(margin + 3 * cell + 3, y);
    int right = knight.getRGB(margin + 8 * cell + margin + 3 * cell + 3, y);
    assertNotEquals(left, right);
    // e4 mirrors d4: changed too.
    assertNotEquals(knight.getRGB(margin + 4 * cell + 3, y), knight.getRGB(margin + 8 * cell + margin + 4 * cell + 3, y));
  }

  @Test
  void pawnsHaveNoWeightsOnTheBackRanks() {
    assertEquals(-1, TuneCharts.index("pawn", "mg", 0));
    assertEquals(EvalParameters.indexOf("psqt.pawn.a2.eg"), TuneCharts.index("pawn", "eg", 15));
  }
}
