package io.github.augurchess.review;

import io.github.augurchess.api.Score;

/**
 * The judgement of one move: the scores before and after it from its mover's point of view, the
 * win probabilities they stand for, the move's accuracy and its class.
 *
 * @param before the score of the position before the move (the best the mover could do)
 * @param after the score of the position after the move, from the mover's point of view
 * @param winBefore the mover's win probability before the move
 * @param winAfter the mover's win probability after the move
 * @param accuracy the move's accuracy in {@code [0, 100]} ({@link Accuracy#ofMove})
 * @param moveClass good, inaccuracy, mistake or blunder
 */
public record MoveJudgement(
    Score before, Score after, double winBefore, double winAfter, double accuracy, MoveClass moveClass) {

  /** The win probability the move gave away, never negative (a move better than the search's best counts 0). */
  public double winDrop() {
    return Math.max(0, winBefore - winAfter);
  }
}
