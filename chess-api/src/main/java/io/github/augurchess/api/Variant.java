package io.github.augurchess.api;

/**
 * The rule set of a position. Both variants share the same rules of play; Chess960 differs in
 * where kings and rooks may start, and so in how castling rights and castling moves are written.
 */
public enum Variant {
  /** Orthodox chess: castling rights need the king on the e-file and rooks in the corners. */
  STANDARD,
  /** Fischer random chess: castling with any rook on the back rank on either side of the king. */
  CHESS960
}
