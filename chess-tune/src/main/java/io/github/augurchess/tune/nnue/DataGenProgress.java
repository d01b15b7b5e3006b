package io.github.augurchess.tune.nnue;

/**
 * Where a data generation stands.
 *
 * @param games games in the data file
 * @param positions positions in the data file
 * @param targetGames games the file will hold when generation ends
 * @param gamesThisRun games finished since this run started (the rate and the ETA come from them)
 * @param elapsedMillis time since this run started
 */
public record DataGenProgress(long games, long positions, long targetGames, long gamesThisRun, long elapsedMillis) {
  /** Games a second in this run. */
  public double gamesPerSecond() {
    return elapsedMillis == 0 ? 0 : gamesThisRun * 1000.0 / elapsedMillis;
  }

  /** Estimated milliseconds until the target is reached, or -1 before the first game of this run. */
  public long etaMillis() {
    if (gamesThisRun == 0) {
      return -1;
    }
    return (long) ((targetGames - games) * (double) elapsedMillis / gamesThisRun);
  }
}
