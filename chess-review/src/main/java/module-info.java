/**
 * Game review: the win probability of an engine score (a logistic curve fitted to Augur's own
 * scores and game results), the classification of a move as an inaccuracy, a mistake or a blunder
 * by the drop in its mover's win probability, and an accuracy figure per move and per player.
 */
module io.github.augurchess.review {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;
  requires transitive io.github.augurchess.pgn;
  requires transitive io.github.augurchess.client;
  requires io.github.augurchess.render;

  exports io.github.augurchess.review;
}
