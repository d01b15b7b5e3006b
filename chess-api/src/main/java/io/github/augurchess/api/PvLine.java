package io.github.augurchess.api;

import java.util.List;

/**
 * One principal variation of a search iteration: its rank among the root moves (1 is the best),
 * its score, and its moves from the root.
 *
 * @param rank the multi-PV rank, from 1
 * @param score the score from the side to move's point of view
 * @param moves the variation, first move first; never empty
 */
public record PvLine(int rank, Score score, List<Move> moves) {
  public PvLine {
    moves = List.copyOf(moves);
    if (rank < 1) {
      throw new IllegalArgumentException("rank must be at least 1: " + rank);
    }
  }
}
