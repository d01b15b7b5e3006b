package io.github.augurchess.tune.nnue;

/**
 * One epoch of training, as the learning curve records it.
 *
 * @param epoch the 1-based epoch
 * @param steps Adam steps taken so far
 * @param learningRate the rate at the epoch's last step
 * @param trainingLoss mean squared error over the epoch's training positions (as they were met)
 * @param validationLoss mean squared error on the held-out positions after the epoch (NaN without any)
 * @param positionsPerSecond training positions a second in this epoch
 * @param seconds the epoch's wall time
 */
public record EpochReport(
    int epoch, long steps, double learningRate, double trainingLoss, double validationLoss,
    double positionsPerSecond, double seconds) {

  /** The CSV header of the learning curve. */
  public static final String CSV_HEADER = "epoch,steps,learning_rate,training_loss,validation_loss,positions_per_second,seconds";

  /** This report as a CSV row. */
  public String csv() {
    return String.format(java.util.Locale.ROOT, "%d,%d,%.6g,%.8f,%.8f,%.0f,%.1f", epoch, steps, learningRate,
        trainingLoss, validationLoss, positionsPerSecond, seconds);
  }
}
