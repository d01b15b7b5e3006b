package io.github.augurchess.eval;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;

/**
 * Material only: pawn 100, knight 325, bishop 325, rook 500, queen 975, from the side to move's
 * view. It exists to prove that evaluators swap and as a baseline in engine matches.
 */
public final class MaterialEvaluator implements Evaluator {
  private static final int[] VALUES = {100, 325, 325, 500, 975, 0};
  /** Read once: {@code PieceType.values()} would copy the array on every call. */
  private static final PieceType[] TYPES = PieceType.values();

  /** A material evaluator; it keeps no state, so one may be shared. */
  public MaterialEvaluator() {}

  @Override
  public int evaluate(Position position) {
    Color us = position.sideToMove();
    long ours = position.pieces(us);
    long theirs = position.pieces(us.opposite());
    int score = 0;
    for (int type = 0; type < 5; type++) {
      long pieces = position.pieces(TYPES[type]);
      score += VALUES[type] * (Long.bitCount(pieces & ours) - Long.bitCount(pieces & theirs));
    }
    return score;
  }
}
