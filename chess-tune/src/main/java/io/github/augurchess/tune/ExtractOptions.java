package io.github.augurchess.tune;

/**
 * What {@link PositionExtractor} takes from each game.
 *
 * @param skipPlies the opening plies to skip (book moves teach the evaluation little)
 * @param perGame the most positions to take from one game, chosen at random; 0 for all
 * @param seed the seed of that random choice, so that a run can be repeated
 */
public record ExtractOptions(int skipPlies, int perGame, long seed) {
  /** Skips 16 plies, takes every position, seed 1. */
  public static final ExtractOptions DEFAULTS = new ExtractOptions(16, 0, 1);

  /** @throws IllegalArgumentException for a negative count */
  public ExtractOptions {
    if (skipPlies < 0) {
      throw new IllegalArgumentException("skip plies must be at least 0: " + skipPlies);
    }
    if (perGame < 0) {
      throw new IllegalArgumentException("positions per game must be at least 0 (0 for all): " + perGame);
    }
  }
}
