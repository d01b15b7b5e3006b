package io.github.augurchess.review;

/**
 * Accuracy figures in {@code [0, 100]}.
 *
 * <p>A move's accuracy falls exponentially with the win probability it gave away, {@code d} in
 * percentage points: {@code 103.1668 · exp(−0.04354 · d) − 3.1669}, clamped to {@code [0, 100]} (a
 * move that loses nothing scores 100, one that gives away 10 points about 64, 30 points about 25).
 * The curve's constants are the ones Lichess publishes for its accuracy; the win probability they
 * are applied to is Augur's own ({@link WinProbability}).
 *
 * <p>A player's accuracy over a game is the mean of the arithmetic and the harmonic mean of their
 * moves' accuracies, each move counted at least 1 in the harmonic mean: the harmonic mean makes a
 * few very bad moves weigh more than many slightly imprecise ones.
 */
public final class Accuracy {
  private Accuracy() {}

  /**
   * The accuracy of one move.
   *
   * @param winBefore the mover's win probability before the move, in {@code [0, 1]}
   * @param winAfter the mover's win probability after it, in {@code [0, 1]}
   */
  public static double ofMove(double winBefore, double winAfter) {
    double drop = Math.max(0, winBefore - winAfter) * 100;
    double raw = 103.1668 * Math.exp(-0.04354 * drop) - 3.1669;
    return Math.max(0, Math.min(100, raw));
  }

  /**
   * A player's accuracy from the accuracies of their moves.
   *
   * @param moveAccuracies each in {@code [0, 100]}
   * @return the accuracy, or {@code NaN} for no moves
   */
  public static double ofPlayer(double[] moveAccuracies) {
    if (moveAccuracies.length == 0) {
      return Double.NaN;
    }
    double sum = 0;
    double inverseSum = 0;
    for (double a : moveAccuracies) {
      sum += a;
      inverseSum += 1 / Math.max(1, a);
    }
    double arithmetic = sum / moveAccuracies.length;
    double harmonic = moveAccuracies.length / inverseSum;
    return (arithmetic + harmonic) / 2;
  }
}
