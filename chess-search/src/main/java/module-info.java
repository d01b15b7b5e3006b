/**
 * The engine: iterative-deepening principal variation search with a packed transposition table,
 * time management, pondering, multi-PV and Lazy SMP threads.
 */
module io.github.augurchess.search {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires io.github.augurchess.eval;
  requires io.github.augurchess.nnue;
  requires org.slf4j;

  exports io.github.augurchess.search;
}
