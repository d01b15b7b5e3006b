package io.github.augurchess.eval;

import io.github.augurchess.api.Color;
import java.util.Arrays;

/**
 * One position's classical evaluation written as a linear function of the weights: for each
 * weight the evaluator used, how often white's terms used it minus how often black's did (its
 * coefficient), together with what blends the two halves: the material phase and the endgame scale
 * factor. Made by {@link ClassicalEvaluator#features}.
 *
 * <p>The score from white's point of view is {@code blend(sum of mg coefficient × weight, sum of
 * eg coefficient × weight)}, where the blend is the evaluator's own ({@link #whiteScore(int[])}
 * reproduces it to the centipawn). Only the {@linkplain EvalParameters#isLinear linear} weights
 * have coefficients; the phase and the scale factor are fixed by the weights the features were
 * taken with. This is what a Texel tuner needs:
 *
 * <pre>{@code
 * EvalFeatures f = new ClassicalEvaluator().features(board);
 * double score = f.whiteScore(weightsAsDoubles);     // the same model, without rounding
 * double d = f.middlegameFactor();                   // d score / d w for a middlegame weight, per count
 * }</pre>
 */
public final class EvalFeatures {
  private final int[] indices;
  private final int[] coefficients;
  private final int phase;
  private final int maxPhase;
  private final int scale;
  private final boolean insufficientMaterial;
  private final Color sideToMove;

  EvalFeatures(EvalState s) {
    int n = 0;
    for (int c : s.coefficients) {
      if (c != 0) {
        n++;
      }
    }
    indices = new int[n];
    coefficients = new int[n];
    int k = 0;
    for (int i = 0; i < s.coefficients.length; i++) {
      if (s.coefficients[i] != 0) {
        indices[k] = i;
        coefficients[k] = s.coefficients[i];
        k++;
      }
    }
    phase = s.phase;
    maxPhase = s.maxPhase;
    scale = s.scale;
    insufficientMaterial = s.insufficientMaterial;
    sideToMove = Color.ofIndex(s.sideToMove);
  }

  /** The number of weights with a non-zero coefficient. */
  public int size() {
    return indices.length;
  }

  /** The weight index ({@link EvalParameters#name}) of the {@code i}-th non-zero coefficient. */
  public int index(int i) {
    return indices[i];
  }

  /** The {@code i}-th non-zero coefficient: white's count minus black's. */
  public int coefficient(int i) {
    return coefficients[i];
  }

  /** The coefficient of a weight index, 0 if the position does not use it. */
  public int coefficientOf(int index) {
    int i = Arrays.binarySearch(indices, index);
    return i < 0 ? 0 : coefficients[i];
  }

  /** The material phase, 0 (pawns and kings only) to {@link #maxPhase()}. */
  public int phase() {
    return phase;
  }

  /** The phase of the full starting material under the weights the features were taken with. */
  public int maxPhase() {
    return maxPhase;
  }

  /** The endgame scale factor in 64ths (64 leaves the endgame score as it is). */
  public int scale() {
    return scale;
  }

  /** Whether neither side can mate; the score is then 0 whatever the weights. */
  public boolean insufficientMaterial() {
    return insufficientMaterial;
  }

  /** The side to move (the tempo weights count for it). */
  public Color sideToMove() {
    return sideToMove;
  }

  /** How much a middlegame weight's unit adds to the score per count: {@code phase / maxPhase}. */
  public double middlegameFactor() {
    return insufficientMaterial ? 0 : (double) phase / maxPhase;
  }

  /**
   * How much an endgame weight's unit adds to the score per count: {@code scale / 64 × (maxPhase
   * - phase) / maxPhase}.
   */
  public double endgameFactor() {
    return insufficientMaterial
        ? 0
        : (double) scale / ParameterLayout.SCALE_ONE * (maxPhase - phase) / maxPhase;
  }

  /**
   * The score from white's point of view under these weights, rounded as the evaluator rounds:
   * with the weights the features were taken with, exactly {@link ClassicalEvaluator#evaluate}
   * from white's side.
   *
   * @param weights a full weight vector ({@link EvalParameters#toArray()})
   */
  public int whiteScore(int[] weights) {
    if (insufficientMaterial) {
      return 0;
    }
    int mg = 0;
    int eg = 0;
    for (int i = 0; i < indices.length; i++) {
      int term = coefficients[i] * weights[indices[i]];
      if (ParameterLayout.isEndgame(indices[i])) {
        eg += term;
      } else {
        mg += term;
      }
    }
    return Taper.blend(mg, eg, phase, maxPhase, scale);
  }

  /**
   * The same linear model in real numbers, without the evaluator's rounding: what a tuner fits.
   *
   * @param weights a full weight vector, by index
   */
  public double whiteScore(double[] weights) {
    double mg = 0;
    double eg = 0;
    for (int i = 0; i < indices.length; i++) {
      double term = coefficients[i] * weights[indices[i]];
      if (ParameterLayout.isEndgame(indices[i])) {
        eg += term;
      } else {
        mg += term;
      }
    }
    return mg * middlegameFactor() + eg * endgameFactor();
  }
}
