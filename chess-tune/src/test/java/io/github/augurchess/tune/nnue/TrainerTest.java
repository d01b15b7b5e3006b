package io.github.augurchess.tune.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainerTest {
  @TempDir Path dir;

  private static TrainOptions options(int hidden, int epochs, int threads) {
    return new TrainOptions(hidden, 8, epochs, 128, 1e-2, 1e-3, 0, 400, 0.1, threads, 5);
  }

  @Test
  void aNetworkLearnsTheMaterialBalance() throws Exception {
    List<Board> boards = NnueTestData.randomPlay(8000, 3);
    TrainingData data = TrainingData.of(NnueTestData.materialRecords(boards), 0.1);
    List<EpochReport> reports = new ArrayList<>();
    FloatNetwork net;
    try (Trainer trainer = new Trainer(new TrainOptions(32, 8, 12, 64, 1e-2, 1e-3, 0, 400, 0.1, 2, 5))) {
      net = trainer.train(data, null, reports::add);
    }
    assertEquals(12, reports.size());
    assertTrue(reports.get(11).validationLoss() < reports.get(0).validationLoss() / 3,
        "validation loss " + reports.get(0).validationLoss() + " -> " + reports.get(11).validationLoss());
    double error = 0;
    double baseline = 0;
    Features f = new Features();
    double[] scratch = new double[2 * net.hidden()];
    for (int index : data.validation()) {
      f.read(data.records(), index * PackedPosition.BYTES);
      double cp = net.forward(f, scratch) * FloatNetwork.SCALE;
      error += Math.abs(cp - data.stmScore(index));
      baseline += Math.abs(data.stmScore(index));
    }
    error /= data.validationSize();
    baseline /= data.validationSize();
    assertTrue(error < baseline / 4, "mean error " + error + " cp, predicting 0 errs by " + baseline);
  }

  @Test
  void aStoppedRunResumesFromItsCheckpointToTheSameWeights() throws Exception {
    TrainingData data = TrainingData.of(NnueTestData.materialRecords(NnueTestData.positions(1500)), 0.1);
    FloatNetwork straight;
    try (Trainer trainer = new Trainer(options(16, 3, 2))) {
      straight = trainer.train(data, dir.resolve("straight"), r -> {});
    }
    Path resumed = dir.resolve("resumed");
    try (Trainer trainer = new Trainer(options(16, 3, 2))) {
      // Stopped (as by a kill) after the second epoch's checkpoint.
      assertThrows(IllegalStateException.class, () -> trainer.train(data, resumed, r -> {
        if (r.epoch() == 2) {
          throw new IllegalStateException("stopped");
        }
      }));
    }
    FloatNetwork again;
    try (Trainer trainer = new Trainer(options(16, 3, 2))) {
      again = trainer.train(data, resumed, r -> {});
      assertEquals(3, trainer.epochsDone());
    }
    for (int k = 0; k < 4; k++) {
      assertArrayEquals(straight.parameters()[k], again.parameters()[k], 0, "parameter group " + k);
    }
    List<String> curve = Files.readAllLines(resumed.resolve("curve.csv"));
    assertEquals(EpochReport.CSV_HEADER, curve.get(0));
    assertEquals(4, curve.size());
    assertThrows(NnueDataException.class, () -> {
      try (Trainer other = new Trainer(options(32, 3, 1))) {
        other.train(data, resumed, r -> {});
      }
    });
  }

  /** Material balance plus seeded noise of up to 800 cp: few positions that a network can memorise. */
  private static TrainingData noisyMaterial(int count, long seed) {
    byte[] records = NnueTestData.materialRecords(NnueTestData.randomPlay(count, seed));
    java.util.SplittableRandom noise = new java.util.SplittableRandom(seed);
    for (int off = 0; off < records.length; off += PackedPosition.BYTES) {
      PackedPosition p = PackedPosition.read(records, off);
      new PackedPosition(p.occupancy(), p.pieceNibblesLow(), p.pieceNibblesHigh(),
          (short) (p.whiteScore() + noise.nextInt(-800, 801)), p.whiteResult(), p.flags(), p.fullmoveNumber(),
          p.halfmoveClock(), p.enPassant()).write(records, off);
    }
    return TrainingData.of(records, 0.25);
  }

  @Test
  void theBestNetworkIsThatOfTheEpochWithTheLowestValidationLoss() throws Exception {
    TrainingData data = noisyMaterial(400, 9);
    TrainOptions options = new TrainOptions(64, 8, 25, 16, 3e-2, 1e-2, 0, 400, 0.25, 1, 5);
    List<EpochReport> reports = new ArrayList<>();
    int bestEpoch;
    try (Trainer trainer = new Trainer(options)) {
      FloatNetwork last = trainer.train(data, dir.resolve("best"), reports::add);
      int argmin = 1;
      for (EpochReport r : reports) {
        if (r.validationLoss() < reports.get(argmin - 1).validationLoss()) {
          argmin = r.epoch();
        }
      }
      assertEquals(argmin, trainer.bestEpoch());
      bestEpoch = argmin;
      assertTrue(argmin < 25, "the held-out loss should rise again on memorised noise; best epoch " + argmin);
      double lastLoss = trainer.loss(data, data.validation());
      trainer.keepBestNetwork();
      assertEquals(reports.get(argmin - 1).validationLoss(), trainer.loss(data, data.validation()), 0);
      assertTrue(trainer.loss(data, data.validation()) < lastLoss);
      assertTrue(last != trainer.network());
    }
    try (Trainer resumed = new Trainer(options)) {
      resumed.train(data, dir.resolve("best"), r -> {});
      assertEquals(25, resumed.epochsDone());
      assertEquals(bestEpoch, resumed.bestEpoch());
      resumed.keepBestNetwork();
      assertEquals(reports.get(resumed.bestEpoch() - 1).validationLoss(), resumed.loss(data, data.validation()), 0,
          "the checkpoint keeps the best network");
    }
  }
}
