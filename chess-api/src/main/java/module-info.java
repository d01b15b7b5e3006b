/**
 * The vocabulary and contracts of Augur: squares, pieces, moves, the read-only {@link
 * io.github.augurchess.api.Position} view and the typed exceptions every parser throws.
 */
module io.github.augurchess.api {
  requires static org.checkerframework.checker.qual;

  exports io.github.augurchess.api;
}
