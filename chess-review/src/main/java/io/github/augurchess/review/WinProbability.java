package io.github.augurchess.review;

import io.github.augurchess.api.Score;
import java.util.Locale;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The expected result of a position for the side a score belongs to (a win counts 1, a draw ½),
 * as a logistic function of the score: {@code 1 / (1 + exp(-cp / scale))}. A forced mate is 1 for
 * the side that mates and 0 for the side that is mated.
 *
 * <p>{@link #augur()} uses {@link #AUGUR_SCALE}, fitted by maximum likelihood to Augur's own
 * search scores and the results of the games the positions came from (the guide's review page
 * says on what data, and {@code augur tune winprob} repeats the fit). Another engine's scores
 * mean something else: fit its own curve with {@link WinProbabilityFit} and construct this class
 * with that scale.
 *
 * <pre>{@code
 * WinProbability wp = WinProbability.augur();
 * wp.of(Score.centipawns(0));     // 0.5
 * wp.of(Score.centipawns(100));   // about 0.70
 * wp.of(Score.mateIn(-2));        // 0.0
 * }</pre>
 */
public final class WinProbability {
  /**
   * The logistic's scale in centipawns for Augur's scores: a score of one scale is an expected
   * result of {@code 1/(1+e^-1)}, about 0.73. Fitted by {@code augur tune winprob} to 14,187
   * positions of 1,132 master and engine games searched at 5,000 nodes: 115.1 ± 2.6 cp.
   */
  public static final double AUGUR_SCALE = 115.1;

  private static final WinProbability AUGUR = new WinProbability(AUGUR_SCALE);

  private final double scale;

  /**
   * A curve of the given scale.
   *
   * @param scaleCentipawns centipawns per unit of the logistic's argument, positive and finite
   * @throws IllegalArgumentException for a scale that is not positive and finite
   */
  public WinProbability(double scaleCentipawns) {
    if (!(scaleCentipawns > 0) || Double.isInfinite(scaleCentipawns)) {
      throw new IllegalArgumentException("the scale must be positive and finite: " + scaleCentipawns);
    }
    this.scale = scaleCentipawns;
  }

  /** The curve fitted to Augur's scores ({@link #AUGUR_SCALE}). */
  public static WinProbability augur() {
    return AUGUR;
  }

  /** The scale in centipawns. */
  public double scale() {
    return scale;
  }

  /**
   * The expected result for the side the score belongs to, in {@code [0, 1]}.
   *
   * @param score a score from one side's point of view (a search score is the side to move's)
   */
  public double of(Score score) {
    if (score.isMate()) {
      return score.mateMoves() > 0 ? 1.0 : 0.0;
    }
    return ofCentipawns(score.centipawns());
  }

  /** The expected result of a centipawn score, in {@code (0, 1)} (exactly 0 or 1 only far out). */
  public double ofCentipawns(double centipawns) {
    return 1.0 / (1.0 + Math.exp(-centipawns / scale));
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof WinProbability && ((WinProbability) other).scale == scale;
  }

  @Override
  public int hashCode() {
    return Double.hashCode(scale);
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "WinProbability[scale=%.1f cp]", scale);
  }
}
