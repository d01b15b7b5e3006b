/**
 * Examples of Augur used as a library from a named module: reading and analysing PGN, playing
 * against an external UCI engine, the same analysis with Stockfish or Augur, searching with a
 * custom evaluator, and evaluating and searching with the neural network.
 */
module io.github.augurchess.examples {
  requires static org.checkerframework.checker.qual;
  requires io.github.augurchess.api;
  requires io.github.augurchess.movegen;
  requires io.github.augurchess.eval;
  requires io.github.augurchess.nnue;
  requires io.github.augurchess.pgn;
  requires io.github.augurchess.book;
  requires io.github.augurchess.search;
  requires io.github.augurchess.client;

  exports io.github.augurchess.examples;
}
