package io.github.augurchess.movegen;

/** How strictly {@link Board#parseSan(String, SanMode)} reads SAN. */
public enum SanMode {
  /** Exactly the text {@link Board#san} writes: minimal disambiguation, right capture and check marks. */
  STRICT,
  /**
   * What real files contain: {@code 0-0} and {@code OO}, missing or extra {@code +}/{@code #},
   * trailing annotations, {@code e.p.}, over-disambiguation, a missing or extra {@code x}, {@code
   * e8Q} and lower-case promotions, and long algebraic text ({@code e2e4}, {@code e2-e4}, {@code
   * Ng1-f3}, {@code Pe4}).
   */
  LENIENT,
  /** As {@link #LENIENT}, and {@code --}, {@code Z0} or {@code 0000} read as the null move. */
  LENIENT_WITH_NULL_MOVES
}
