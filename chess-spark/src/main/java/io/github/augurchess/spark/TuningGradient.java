package io.github.augurchess.spark;

import io.github.augurchess.eval.EvalParameters;

/**
 * The Texel loss of a set of weights over labelled positions, and its gradient.
 *
 * @param positions the positions counted (those the training set keeps)
 * @param loss the mean squared error between the results and the sigmoid of the scores
 * @param gradient the loss's derivative by each weight, indexed as {@link EvalParameters#names()}
 */
public record TuningGradient(long positions, double loss, double[] gradient) {
  public TuningGradient {
    gradient = gradient.clone();
  }

  @Override
  public double[] gradient() {
    return gradient.clone();
  }

  /** The derivative by the named weight. */
  public double gradient(String weight) {
    return gradient[EvalParameters.indexOf(weight)];
  }
}
