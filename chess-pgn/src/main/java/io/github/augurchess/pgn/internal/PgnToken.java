package io.github.augurchess.pgn.internal;

/** The kinds of token in PGN text (export and import format). */
public enum PgnToken {
  /** The end of the input. */
  EOF,
  /** {@code [}, which opens a tag pair. */
  TAG_OPEN,
  /** {@code ]}, which closes a tag pair. */
  TAG_CLOSE,
  /** A quoted string (a tag value), escapes resolved. */
  STRING,
  /** A symbol: a move, a move number, a tag name ({@code e4}, {@code 12}, {@code Event}). */
  SYMBOL,
  /** One or more periods, as after a move number. */
  PERIOD,
  /** A game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
  RESULT,
  /** A numeric annotation glyph: {@code $n}, or a suffix such as {@code !?} mapped to its number. */
  NAG,
  /** A brace comment or a {@code ;} rest-of-line comment, without its delimiters. */
  COMMENT,
  /** {@code (}, which opens a variation. */
  VARIATION_OPEN,
  /** {@code )}, which closes a variation. */
  VARIATION_CLOSE,
  /** {@code <...>}: reserved by the PGN standard for future expansion. */
  RESERVED,
  /** Characters that start no PGN token. */
  UNEXPECTED
}
