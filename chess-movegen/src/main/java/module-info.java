/**
 * The board: bitboards, legal move generation, make and unmake, Zobrist keys equal to Polyglot's,
 * FEN and UCI notation, Chess960, static exchange evaluation and perft.
 */
module io.github.augurchess.movegen {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;

  exports io.github.augurchess.movegen;
  // The attack tables, shared with the evaluator but not part of the public API.
  exports io.github.augurchess.movegen.internal to io.github.augurchess.eval;
}
