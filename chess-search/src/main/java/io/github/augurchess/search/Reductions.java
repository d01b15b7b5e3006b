package io.github.augurchess.search;

/**
 * The late move reduction table: the plies a late move is searched shallower, by the node's depth
 * and the move's number, {@code lmr.base + ln(depth) × ln(move number) / lmr.divisor} ({@link
 * SearchParameter#LMR_BASE}, {@link SearchParameter#LMR_DIVISOR}) rounded toward zero. Depths and
 * move numbers past 63 read the row and column of 63. Filled once per worker; reading allocates
 * nothing.
 */
final class Reductions {
  private static final int SIZE = 64;

  private final int[][] plies = new int[SIZE][SIZE];

  Reductions(SearchParameters parameters) {
    double base = parameters.get(SearchParameter.LMR_BASE) / 100.0;
    double divisor = parameters.get(SearchParameter.LMR_DIVISOR) / 100.0;
    for (int d = 1; d < SIZE; d++) {
      for (int m = 1; m < SIZE; m++) {
        plies[d][m] = (int) (base + Math.log(d) * Math.log(m) / divisor);
      }
    }
  }

  /**
   * The table's reduction for a move.
   *
   * @param depth the node's remaining depth, at least 1
   * @param moveNumber the move's number in the node's move order, 1 for the first
   */
  int of(int depth, int moveNumber) {
    return plies[Math.min(depth, SIZE - 1)][Math.min(moveNumber, SIZE - 1)];
  }
}
