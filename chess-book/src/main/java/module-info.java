/** Polyglot opening books: memory-mapped probing, move picking, building from PGN and writing. */
module io.github.augurchess.book {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires io.github.augurchess.pgn;
  requires org.slf4j;

  exports io.github.augurchess.book;

}
