/**
 * Augur as a UCI and an XBoard (CECP) engine: the front ends that GUIs and match runners talk to.
 * The engine they run is built by {@link io.github.augurchess.search.EngineSettings}.
 */
module io.github.augurchess.uci {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires transitive io.github.augurchess.search;
  requires io.github.augurchess.book;

  exports io.github.augurchess.uci;
}
