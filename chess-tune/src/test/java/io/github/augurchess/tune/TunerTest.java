package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalFeatures;
import io.github.augurchess.eval.EvalParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class TunerTest {
  private static List<LabelledPosition> positions;

  @BeforeAll
  static void readPositions() throws Exception {
    positions = TestData.positions();
    assertTrue(positions.size() > 10_000, "positions: " + positions.size());
  }

  private static TrainingSet realData() {
    TrainingSet.Builder builder = TrainingSet.builder(EvalParameters.defaults());
    positions.forEach(p -> builder.add(p.position(), p.label()));
    return builder.build();
  }

  @Test
  void theGradientAgreesWithFiniteDifferences() {
    TrainingSet data = realData();
    int[] all = new int[2_000];
    for (int i = 0; i < all.length; i++) {
      all[i] = i * (data.size() / all.length);
    }
    double[] w = TestData.weights(EvalParameters.defaults());
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      Tuner.Model model = new Tuner.Model(data, TestData.endgame(), pool, 2);
      double k = 1.3;
      double[] gradient = model.gradient(all, 0, all.length, w, k);
      int checked = 0;
      for (int i = 0; i < w.length && checked < 40; i += 7) {
        if (gradient[i] == 0) {
          continue;
        }
        double h = 0.01;
        double saved = w[i];
        w[i] = saved + h;
        double up = model.error(all, w, k);
        w[i] = saved - h;
        double down = model.error(all, w, k);
        w[i] = saved;
        double numeric = (up - down) / (2 * h);
        assertEquals(numeric, gradient[i], Math.abs(numeric) * 1e-3 + 1e-12, EvalParameters.names().get(i));
        checked++;
      }
      assertTrue(checked >= 20, "weights checked: " + checked);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Labels made from known weights (each position's expected score under them, a soft label) are
   * fitted back to those weights from the defaults. The weights moved are ones the data can tell
   * apart: a piece's material value, for one, is not, as it always moves with the sum of its
   * piece-square weights.
   */
  @Test
  void tuningSyntheticLabelsRecoversTheWeightsThatMadeThem() {
    Map<String, Integer> shifts = Map.of("bishop_pair.mg", 40, "bishop_pair.eg", -30, "tempo.mg", 25,
        "rook.open_file.mg", -35, "pawn.isolated.eg", 30, "passed_pawn.rank6.eg", 45, "pawn.doubled.mg", -25);
    int[] truth = EvalParameters.defaults().toArray();
    shifts.forEach((name, shift) -> truth[EvalParameters.indexOf(name)] += shift);
    double[] trueWeights = new double[truth.length];
    for (int i = 0; i < truth.length; i++) {
      trueWeights[i] = truth[i];
    }
    double k = 1.1;
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    TrainingSet.Builder builder = TrainingSet.builder(EvalParameters.defaults());
    List<Double> labels = new ArrayList<>();
    for (LabelledPosition p : positions) {
      EvalFeatures features = evaluator.features(p.position());
      double label = Tuner.sigmoid(features.whiteScore(trueWeights), k);
      builder.add(p.position(), label);
      labels.add(label);
    }
    TrainingSet data = builder.build();
    TuneOptions options = TuneOptions.defaults().withK(k).withIterations(60).withBatchSize(1024)
        .withLearningRate(1.0).withThreads(2).withValidationFraction(0.1);
    TuneResult result = new Tuner(options).tune(data, EvalParameters.defaults(), progress -> { });
    shifts.forEach((name, shift) -> {
      int recovered = result.parameters().value(name);
      assertEquals(truth[EvalParameters.indexOf(name)], recovered, 6,
          name + ": default " + EvalParameters.defaults().value(name) + ", truth " + truth[EvalParameters.indexOf(name)]);
    });
    assertTrue(result.finalTrainingError() < result.initialTrainingError() / 10,
        result.initialTrainingError() + " -> " + result.finalTrainingError());
    assertEquals(k, result.k());
  }

  @Test
  void fittingKFindsTheConstantThatMadeTheLabels() {
    double k = 0.85;
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    double[] w = TestData.weights(EvalParameters.defaults());
    TrainingSet.Builder builder = TrainingSet.builder(EvalParameters.defaults());
    for (LabelledPosition p : positions.subList(0, 3_000)) {
      builder.add(p.position(), Tuner.sigmoid(evaluator.features(p.position()).whiteScore(w), k));
    }
    TrainingSet data = builder.build();
    TuneResult result = new Tuner(TuneOptions.defaults().withIterations(1).withLearningRate(1e-9).withThreads(1))
        .tune(data, EvalParameters.defaults(), progress -> { });
    assertEquals(k, result.k(), 1e-3);
    assertTrue(result.initialTrainingError() < 1e-7, "error " + result.initialTrainingError());
  }

  @Test
  void onRealGamesTheValidationErrorFallsAndStaysNearTheTrainingError() {
    TrainingSet data = realData();
    List<TuneProgress> heard = new ArrayList<>();
    TuneResult result = new Tuner(TuneOptions.defaults().withIterations(15).withBatchSize(2048).withThreads(2)
        .withRegularisation(1e-7)).tune(data, EvalParameters.defaults(), heard::add);
    assertEquals(16, heard.size());
    assertEquals(result.curve(), heard);
    double before = result.initialValidationError();
    double after = result.finalValidationError();
    assertTrue(after < before, "validation error " + before + " -> " + after);
    assertTrue(Math.abs(result.finalValidationError() - result.finalTrainingError()) < 0.01,
        "training " + result.finalTrainingError() + ", validation " + after);
    assertEquals(0, result.parameters().value("material.pawn.mg") - EvalParameters.defaults().value("material.pawn.mg"));
    assertEquals(EvalParameters.defaults().value("phase.queen"), result.parameters().value("phase.queen"));
    assertTrue(result.tunedWeights() > 300, "tuned weights: " + result.tunedWeights());
  }

  @Test
  void frozenWeightsStayWhereTheyStart() {
    TrainingSet data = realData();
    TuneResult result = new Tuner(TuneOptions.defaults().withIterations(2).withBatchSize(4096).withThreads(2)
        .withFrozen(List.of("material.", "mobility.knight."))).tune(data, EvalParameters.defaults(), p -> { });
    EvalParameters before = EvalParameters.defaults();
    int moved = 0;
    for (int i = 0; i < before.size(); i++) {
      String name = before.name(i);
      if (name.startsWith("material.") || name.startsWith("mobility.knight.")) {
        assertEquals(before.value(i), result.parameters().value(i), name);
      } else if (before.value(i) != result.parameters().value(i)) {
        moved++;
      }
    }
    assertTrue(moved > 100, "weights moved: " + moved);
  }

  @Test
  void badOptionsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> TuneOptions.defaults().withFrozen(List.of("materiel.")));
    TuneOptions d = TuneOptions.defaults();
    assertThrows(IllegalArgumentException.class, () -> d.withIterations(0));
    assertThrows(IllegalArgumentException.class, () -> d.withBatchSize(0));
    assertThrows(IllegalArgumentException.class, () -> d.withLearningRate(0));
    assertThrows(IllegalArgumentException.class, () -> d.withLearningRate(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> d.withRegularisation(-1));
    assertThrows(IllegalArgumentException.class, () -> d.withValidationFraction(0.95));
    assertThrows(IllegalArgumentException.class, () -> d.withThreads(0));
    assertThrows(IllegalArgumentException.class, () -> d.withK(-1));
  }
}
