package io.github.augurchess.review;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Score;
import java.util.Locale;

/**
 * Judges moves by the drop in their mover's win probability: at least {@link
 * #inaccuracyThreshold()} an inaccuracy, at least {@link #mistakeThreshold()} a mistake, at least
 * {@link #blunderThreshold()} a blunder. The {@link #standard()} thresholds are drops of 0.10,
 * 0.20 and 0.30 in expected result on Augur's own curve: from an equal position about 47, 97 and
 * 160 centipawns, the losses at which Lichess's thresholds fall near equality on its curve for
 * Stockfish (Augur's curve is steeper, so the same losses are bigger drops in probability).
 *
 * <pre>{@code
 * MoveClassifier classifier = MoveClassifier.standard();
 * // The mover stood equal and, after the move, is a queen down:
 * MoveJudgement j = classifier.judge(Score.centipawns(0), Score.centipawns(-900));
 * j.moveClass();   // BLUNDER
 * }</pre>
 *
 * <p>Instances are immutable and safe to share between threads.
 */
public final class MoveClassifier {
  /** The standard inaccuracy threshold: a drop of 0.10 in win probability. */
  public static final double INACCURACY = 0.10;

  /** The standard mistake threshold: a drop of 0.20 in win probability. */
  public static final double MISTAKE = 0.20;

  /** The standard blunder threshold: a drop of 0.30 in win probability. */
  public static final double BLUNDER = 0.30;

  private static final MoveClassifier STANDARD =
      new MoveClassifier(WinProbability.augur(), INACCURACY, MISTAKE, BLUNDER);

  private final WinProbability curve;
  private final double inaccuracy;
  private final double mistake;
  private final double blunder;

  /**
   * A classifier with its own curve and thresholds.
   *
   * @param curve turns scores into win probabilities
   * @param inaccuracy the smallest drop that is an inaccuracy
   * @param mistake the smallest drop that is a mistake
   * @param blunder the smallest drop that is a blunder
   * @throws IllegalArgumentException unless {@code 0 < inaccuracy <= mistake <= blunder <= 1}
   */
  public MoveClassifier(WinProbability curve, double inaccuracy, double mistake, double blunder) {
    if (!(inaccuracy > 0 && inaccuracy <= mistake && mistake <= blunder && blunder <= 1)) {
      throw new IllegalArgumentException(String.format(Locale.ROOT,
          "thresholds must satisfy 0 < inaccuracy <= mistake <= blunder <= 1: %s, %s, %s", inaccuracy, mistake,
          blunder));
    }
    this.curve = curve;
    this.inaccuracy = inaccuracy;
    this.mistake = mistake;
    this.blunder = blunder;
  }

  /** Augur's curve with the standard thresholds. */
  public static MoveClassifier standard() {
    return STANDARD;
  }

  /** The curve that turns scores into win probabilities. */
  public WinProbability curve() {
    return curve;
  }

  /** The smallest drop in win probability that is an inaccuracy. */
  public double inaccuracyThreshold() {
    return inaccuracy;
  }

  /** The smallest drop in win probability that is a mistake. */
  public double mistakeThreshold() {
    return mistake;
  }

  /** The smallest drop in win probability that is a blunder. */
  public double blunderThreshold() {
    return blunder;
  }

  /** The class of a drop in win probability. */
  public MoveClass classify(double winDrop) {
    if (winDrop >= blunder) {
      return MoveClass.BLUNDER;
    }
    if (winDrop >= mistake) {
      return MoveClass.MISTAKE;
    }
    if (winDrop >= inaccuracy) {
      return MoveClass.INACCURACY;
    }
    return MoveClass.GOOD;
  }

  /**
   * Judges a move by the scores before and after it, both from the mover's point of view.
   *
   * @param before the score of the position before the move (the search's best for the mover)
   * @param after the score of the position after the move, from the mover's point of view (the
   *     negation of a search score of that position, where the opponent is to move)
   */
  public MoveJudgement judge(Score before, Score after) {
    double winBefore = curve.of(before);
    double winAfter = curve.of(after);
    double drop = Math.max(0, winBefore - winAfter);
    return new MoveJudgement(before, after, winBefore, winAfter, Accuracy.ofMove(winBefore, winAfter),
        classify(drop));
  }

  /**
   * Judges a move by White's-view scores before and after it.
   *
   * @param mover the side that made the move
   * @param beforeForWhite the score before the move from White's point of view
   * @param afterForWhite the score after the move from White's point of view
   */
  public MoveJudgement judge(Color mover, Score beforeForWhite, Score afterForWhite) {
    return judge(view(beforeForWhite, mover), view(afterForWhite, mover));
  }

  /**
   * A score from the other side's point of view: centipawns negated, mate in N for one side is
   * mated in N for the other. {@code mateIn(0)} (the side is checkmated) has no negative of its own;
   * for the winner it becomes {@code mateIn(1)}, which stands for the same certain win.
   */
  public static Score negate(Score score) {
    if (!score.isMate()) {
      return Score.centipawns(-score.centipawns());
    }
    return score.mateMoves() == 0 ? Score.mateIn(1) : Score.mateIn(-score.mateMoves());
  }

  /**
   * A White's-view score seen by {@code side}, or (the same operation) a score of {@code side}
   * seen by White.
   */
  public static Score view(Score score, Color side) {
    return side == Color.WHITE ? score : negate(score);
  }
}
