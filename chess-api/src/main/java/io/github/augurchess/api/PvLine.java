package io.github.augurchess.api;

import java.util.List;
import java.util.Objects;

/**
 * One principal variation of a search iteration: its rank among the root moves (1 is the best),
 * its score, its moves from the root, and whether the score is exact or only a bound.
 *
 * @param rank the multi-PV rank, from 1
 * @param score the score from the side to move's point of view
 * @param moves the variation, first move first; never empty
 * @param bound {@link ScoreBound#EXACT} for a finished iteration; {@link ScoreBound#LOWER} or
 *     {@link ScoreBound#UPPER} for a line reported while the root search fails high or low
 */
public record PvLine(int rank, Score score, List<Move> moves, ScoreBound bound) {
  public PvLine {
    moves = List.copyOf(moves);
    Objects.requireNonNull(bound, "bound");
    if (rank < 1) {
      throw new IllegalArgumentException("rank must be at least 1: " + rank);
    }
  }

  /** A line with an exact score (the form every line had before bounds were reported). */
  public PvLine(int rank, Score score, List<Move> moves) {
    this(rank, score, moves, ScoreBound.EXACT);
  }
}
