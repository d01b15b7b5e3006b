/**
 * Engines behind one interface: Augur's own engine in this process and external UCI and XBoard
 * (CECP) engines, for play and analysis, with deadlines and typed failures.
 */
module io.github.augurchess.client {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires transitive io.github.augurchess.search;
  requires org.slf4j;

  exports io.github.augurchess.client;
}
