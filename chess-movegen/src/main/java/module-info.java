/**
 * The board: bitboards, legal move generation, make and unmake, Zobrist keys equal to Polyglot's,
 * FEN and UCI notation, Chess960, static exchange evaluation and perft; and the public bitboard
 * API: {@code Attacks}, {@code Bitboards} and {@code SquareSet}.
 */
module io.github.augurchess.movegen {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;

  exports io.github.augurchess.movegen;
}
