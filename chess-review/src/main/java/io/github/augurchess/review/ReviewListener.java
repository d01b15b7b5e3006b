package io.github.augurchess.review;

/**
 * Hears how a review goes. Called from the reviewing threads, one call at a time (the reviewer
 * serialises them); a listener should return quickly.
 */
public interface ReviewListener {
  /** A listener that ignores everything. */
  ReviewListener NONE = (game, searched, positions) -> {};

  /**
   * One more position of a game has been searched.
   *
   * @param game the game under review
   * @param searched positions of this game searched so far
   * @param positions positions of this game to search in all
   */
  void positionSearched(GameRef game, int searched, int positions);

  /** Which game a report is about: its 1-based index in its input and its players. */
  record GameRef(int index, String white, String black) {}
}
