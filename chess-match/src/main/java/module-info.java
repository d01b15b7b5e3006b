/**
 * The match runner: engine against engine, in this process or external, from openings files in
 * colour-reversed pairs, with adjudication, PGN output, Elo, LOS and a pentanomial SPRT.
 */
module io.github.augurchess.match {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires transitive io.github.augurchess.search;
  requires transitive io.github.augurchess.client;
  requires io.github.augurchess.pgn;

  exports io.github.augurchess.match;
}
