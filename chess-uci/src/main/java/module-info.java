/**
 * Protocols: the UCI and XBoard engine front ends, a client for external engines, and the match
 * runner (Elo, LOS, SPRT).
 */
module io.github.augurchess.uci {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires transitive io.github.augurchess.search;
  requires io.github.augurchess.eval;
  requires io.github.augurchess.book;
  requires io.github.augurchess.pgn;
  requires org.slf4j;

  exports io.github.augurchess.uci;
}
