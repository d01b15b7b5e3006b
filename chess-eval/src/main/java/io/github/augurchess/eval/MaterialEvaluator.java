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

  @Override
  public int evaluate(Position position) {
    Color us = position.sideToMove();
    int score = 0;
    for (PieceType type : PieceType.values()) {
      long pieces = position.pieces(type);
      score += VALUES[type.ordinal()]
          * (Long.bitCount(pieces & position.pieces(us)) - Long.bitCount(pieces & position.pieces(us.opposite())));
    }
    return score;
  }
}
