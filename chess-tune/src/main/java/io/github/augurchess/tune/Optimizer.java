package io.github.augurchess.tune;

/** How the {@link Tuner} steps along the gradient. */
public enum Optimizer {
  /**
   * Adam: a step per weight scaled by running averages of its gradient and squared gradient, so
   * the learning rate is roughly centipawns per step whatever the gradient's size. The default.
   */
  ADAM,
  /**
   * Plain gradient descent: weight minus learning rate times gradient. Mean-squared-error
   * gradients are small (about 1e-5 per centipawn), so the rate must be large (1e4 to 1e6).
   */
  PLAIN
}
