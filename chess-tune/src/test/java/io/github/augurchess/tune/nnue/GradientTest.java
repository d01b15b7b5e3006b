package io.github.augurchess.tune.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GradientTest {
  private static final double K = 400;

  @Test
  void theGradientMatchesFiniteDifferencesOfTheLoss() throws Exception {
    List<Board> boards = NnueTestData.positions(400).subList(100, 140);
    byte[] records = NnueTestData.materialRecords(boards);
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < boards.size(); i++) {
      records[i * PackedPosition.BYTES + 26] = (byte) random.nextInt(3); // results of all kinds
    }
    TrainingData data = TrainingData.of(records, 0);
    FloatNetwork net = FloatNetwork.random(8, 8, 3);
    // Bigger output weights than the initial ones, so every term of the gradient matters.
    for (int i = 0; i < net.outWeights.length; i++) {
      net.outWeights[i] *= 8;
    }
    Gradient g = new Gradient(net);
    Features f = new Features();
    for (int index = 0; index < boards.size(); index++) {
      f.read(records, index * PackedPosition.BYTES);
      g.accumulate(net, f, Gradient.target(data.stmScore(index), data.stmResult(index), 0.4, K), K);
    }
    assertEquals(loss(net, data), g.loss, 1e-12);
    double[][] params = net.parameters();
    double[][] grads = {g.ftWeights, g.ftBiases, g.outWeights, g.outBiases};
    int checked = 0;
    for (int k = 0; k < params.length; k++) {
      for (int sample = 0; sample < 300; sample++) {
        int i = random.nextInt(params[k].length);
        if (grads[k][i] == 0 && k == 0) {
          continue; // a feature that none of the positions has
        }
        double saved = params[k][i];
        double h = 1e-6;
        params[k][i] = saved + h;
        double up = loss(net, data);
        params[k][i] = saved - h;
        double down = loss(net, data);
        params[k][i] = saved;
        double numeric = (up - down) / (2 * h);
        double tolerance = 1e-6 + 1e-4 * Math.abs(numeric);
        assertEquals(numeric, grads[k][i], tolerance, "parameter group " + k + " index " + i);
        checked++;
      }
    }
    assertTrue(checked > 600, "checked " + checked);
  }

  private static double loss(FloatNetwork net, TrainingData data) {
    Features f = new Features();
    double[] scratch = new double[2 * net.hidden()];
    double sum = 0;
    for (int index : data.training()) {
      f.read(data.records(), index * PackedPosition.BYTES);
      double p = Gradient.sigmoid(net.forward(f, scratch) * FloatNetwork.SCALE / K);
      double t = Gradient.target(data.stmScore(index), data.stmResult(index), 0.4, K);
      sum += (p - t) * (p - t);
    }
    return sum;
  }
}
