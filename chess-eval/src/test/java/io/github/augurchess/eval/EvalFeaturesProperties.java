package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.movegen.Board;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The linear decomposition agrees with the evaluator over positions from seeded random games, for
 * the default weights and for random ones; a failure names the seed, the ply and the FEN.
 */
class EvalFeaturesProperties {
  private static final int GAMES = 60;
  private static final int MAX_PLIES = 160;

  private static int whiteScore(ClassicalEvaluator evaluator, Board board) {
    int score = evaluator.evaluate(board);
    return board.sideToMove() == Color.WHITE ? score : -score;
  }

  /** Random weights of a plausible size, the phase and scale weights kept. */
  private static EvalParameters randomWeights(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] w = EvalParameters.defaults().toArray();
    for (int i = 0; i < w.length; i++) {
      if (EvalParameters.isLinear(i)) {
        w[i] = random.nextInt(-300, 301);
      }
    }
    return EvalParameters.of(w);
  }

  @Test
  void featuresTimesWeightsEqualTheEvaluatorsScore() {
    for (long parameterSeed = 0; parameterSeed < 3; parameterSeed++) {
      EvalParameters parameters = parameterSeed == 0 ? EvalParameters.defaults() : randomWeights(parameterSeed);
      ClassicalEvaluator evaluator = new ClassicalEvaluator(parameters);
      int[] w = parameters.toArray();
      double[] real = new double[w.length];
      for (int i = 0; i < w.length; i++) {
        real[i] = w[i];
      }
      int[] seen = {0};
      for (long seed = 1; seed <= GAMES; seed++) {
        long gameSeed = seed;
        long weightsSeed = parameterSeed;
        RandomGames.play(gameSeed, MAX_PLIES, (board, ply) -> {
          EvalFeatures features = evaluator.features(board);
          String where = "weights " + weightsSeed + ", seed " + gameSeed + ", ply " + ply + ", FEN " + board.fen();
          int expected = whiteScore(evaluator, board);
          assertEquals(expected, features.whiteScore(w), where);
          // The real-valued model differs from the integer one by the rounding alone.
          assertEquals(expected, features.whiteScore(real), 2.0, where);
          seen[0]++;
          return true;
        });
      }
      assertTrue(seen[0] > GAMES * 20, "too few positions: " + seen[0]);
    }
  }

  /**
   * Each coefficient is right on its own: moving one used weight by a step moves the evaluator's
   * score as the features say, whenever the step leaves the endgame scale factor and the
   * coefficients as they were (a {@link Winnable} weight can change which side is ahead, or make
   * the correction take the whole lead; every other weight leaves the coefficients alone).
   */
  @Test
  void eachCoefficientPredictsTheEffectOfItsWeight() {
    SplittableRandom random = new SplittableRandom(7);
    ClassicalEvaluator base = new ClassicalEvaluator();
    int[] w = EvalParameters.defaults().toArray();
    int[] checked = {0};
    for (long seed = 100; seed < 100 + GAMES / 3; seed++) {
      long gameSeed = seed;
      RandomGames.play(gameSeed, MAX_PLIES, (board, ply) -> {
        if (ply % 7 != 0) {
          return true;
        }
        EvalFeatures features = base.features(board);
        if (features.size() == 0) {
          return true;
        }
        int index = features.index(random.nextInt(features.size()));
        int step = random.nextInt(1, 40);
        int[] changed = w.clone();
        changed[index] += step;
        ClassicalEvaluator moved = new ClassicalEvaluator(EvalParameters.of(changed), 0);
        EvalFeatures movedFeatures = moved.features(board);
        if (movedFeatures.scale() == features.scale() && sameCoefficients(movedFeatures, features)) {
          assertEquals(whiteScore(moved, board), features.whiteScore(changed),
              () -> "weight " + EvalParameters.names().get(index) + " +" + step + ", seed " + gameSeed
                  + ", ply " + ply + ", FEN " + board.fen());
          checked[0]++;
        }
        return true;
      });
    }
    assertTrue(checked[0] > 100, "too few checks: " + checked[0]);
  }

  private static boolean sameCoefficients(EvalFeatures a, EvalFeatures b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (a.coefficient(i) != b.coefficientOf(a.index(i))) {
        return false;
      }
    }
    return true;
  }

  @Test
  void aMirroredPositionHasNegatedCoefficients() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    RandomGames.play(42, MAX_PLIES, (board, ply) -> {
      EvalFeatures features = evaluator.features(board);
      EvalFeatures mirrored = evaluator.features(board.mirror());
      assertEquals(features.size(), mirrored.size(), board.fen());
      for (int i = 0; i < features.size(); i++) {
        assertEquals(-features.coefficient(i), mirrored.coefficientOf(features.index(i)), board.fen());
      }
      return true;
    });
  }
}
