package io.github.augurchess.review;

import io.github.augurchess.api.SearchLimits;

/**
 * How to review: the search each position gets, how many positions are searched at once (each by
 * its own engine), how moves are judged, and how long a better line may be.
 *
 * @param limits the bounded search of each position (nodes, depth or move time; never infinite)
 * @param threads positions searched at once, each by its own engine, 1 to 256
 * @param classifier judges the moves
 * @param maxLinePlies the longest better line given for a worse move, 1 to 64 plies
 */
public record ReviewOptions(SearchLimits limits, int threads, MoveClassifier classifier, int maxLinePlies) {
  /** The default length of a better line, in plies. */
  public static final int DEFAULT_LINE_PLIES = 8;

  /**
   * @throws IllegalArgumentException for an unbounded search, or threads or line length out of range
   */
  public ReviewOptions {
    if (limits.isInfinite() || limits.isPonder()
        || limits.nodes().isEmpty() && limits.depth().isEmpty() && limits.moveTimeMillis().isEmpty()) {
      throw new IllegalArgumentException("a review needs a bounded search (nodes, depth or move time): " + limits);
    }
    if (threads < 1 || threads > 256) {
      throw new IllegalArgumentException("threads must be 1 to 256: " + threads);
    }
    if (maxLinePlies < 1 || maxLinePlies > 64) {
      throw new IllegalArgumentException("the better line's length must be 1 to 64 plies: " + maxLinePlies);
    }
  }

  /** One thread, the standard classifier, lines of {@link #DEFAULT_LINE_PLIES} plies. */
  public static ReviewOptions of(SearchLimits limits) {
    return new ReviewOptions(limits, 1, MoveClassifier.standard(), DEFAULT_LINE_PLIES);
  }

  /** The same with another thread count. */
  public ReviewOptions withThreads(int count) {
    return new ReviewOptions(limits, count, classifier, maxLinePlies);
  }
}
