/**
 * Evaluation tuning by Texel's method: labelled positions from EPD, PGN games and self-play,
 * gradient descent over the classical evaluator's linear features, and learning curves as data.
 */
module io.github.augurchess.tune {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires transitive io.github.augurchess.eval;
  requires io.github.augurchess.pgn;
  requires io.github.augurchess.search;
  requires transitive io.github.augurchess.nnue;
  requires io.github.augurchess.match;

  exports io.github.augurchess.tune;
  exports io.github.augurchess.tune.nnue;
}
