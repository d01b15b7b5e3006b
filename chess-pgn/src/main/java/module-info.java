/** PGN and EPD: a streaming reader with game trees and error recovery, a writer, and EPD with opcodes. */
module io.github.augurchess.pgn {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;

  exports io.github.augurchess.pgn;
}
