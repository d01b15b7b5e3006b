package io.github.augurchess.review;

/**
 * How a move is judged by the drop in its mover's win probability: good, or an inaccuracy, a
 * mistake or a blunder, each with its PGN annotation glyph (NAG) and symbol.
 */
public enum MoveClass {
  /** The move lost less than the inaccuracy threshold. */
  GOOD(0, ""),
  /** {@code ?!}, NAG {@code $6}. */
  INACCURACY(6, "?!"),
  /** {@code ?}, NAG {@code $2}. */
  MISTAKE(2, "?"),
  /** {@code ??}, NAG {@code $4}. */
  BLUNDER(4, "??");

  private final int nag;
  private final String symbol;

  MoveClass(int nag, String symbol) {
    this.nag = nag;
    this.symbol = symbol;
  }

  /** The numeric annotation glyph ({@code $6}, {@code $2}, {@code $4}), 0 for a good move. */
  public int nag() {
    return nag;
  }

  /** The move suffix ({@code ?!}, {@code ?}, {@code ??}), empty for a good move. */
  public String symbol() {
    return symbol;
  }

  /** True for an inaccuracy, a mistake or a blunder. */
  public boolean isError() {
    return this != GOOD;
  }
}
