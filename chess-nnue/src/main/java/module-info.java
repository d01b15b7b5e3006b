/**
 * An efficiently updatable neural-network evaluator: the versioned network file format with its
 * loader and writer ({@link io.github.augurchess.nnue.Network}), and {@link
 * io.github.augurchess.nnue.NnueEvaluator}, whose accumulators follow make and unmake through the
 * board's position listener.
 */
module io.github.augurchess.nnue {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;

  exports io.github.augurchess.nnue;
}
