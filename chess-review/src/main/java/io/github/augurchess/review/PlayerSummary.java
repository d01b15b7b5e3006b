package io.github.augurchess.review;

import io.github.augurchess.api.Color;
import java.util.List;

/**
 * One player's figures over a reviewed game.
 *
 * @param color the side
 * @param moves the moves reviewed
 * @param accuracy {@link Accuracy#ofPlayer} of the moves' accuracies, {@code NaN} without moves
 * @param averageCentipawnLoss the mean of {@link MoveReview#centipawnLoss()}, 0 without moves
 * @param inaccuracies moves judged inaccuracies
 * @param mistakes moves judged mistakes
 * @param blunders moves judged blunders
 */
public record PlayerSummary(
    Color color, int moves, double accuracy, double averageCentipawnLoss, int inaccuracies, int mistakes,
    int blunders) {

  /** The summary of one side's moves among the reviews. */
  public static PlayerSummary of(Color color, List<MoveReview> reviews) {
    int count = 0;
    int lossSum = 0;
    int[] classes = new int[MoveClass.values().length];
    for (MoveReview r : reviews) {
      if (r.mover() == color) {
        count++;
      }
    }
    double[] accuracies = new double[count];
    int i = 0;
    for (MoveReview r : reviews) {
      if (r.mover() == color) {
        accuracies[i++] = r.judgement().accuracy();
        lossSum += r.centipawnLoss();
        classes[r.moveClass().ordinal()]++;
      }
    }
    return new PlayerSummary(color, count, Accuracy.ofPlayer(accuracies), count == 0 ? 0 : (double) lossSum / count,
        classes[MoveClass.INACCURACY.ordinal()], classes[MoveClass.MISTAKE.ordinal()],
        classes[MoveClass.BLUNDER.ordinal()]);
  }
}
