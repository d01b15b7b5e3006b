package io.github.augurchess.review;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import java.util.List;
import java.util.Optional;

/**
 * What an engine said about one position of a game.
 *
 * @param score the score for the side to move
 * @param bestMove the engine's move, empty when the position has no legal move
 * @param line the principal variation, starting with the best move (possibly empty)
 * @param nodes the nodes the search took (0 when the engine did not say)
 */
public record PositionAnalysis(Score score, Optional<Move> bestMove, List<Move> line, long nodes) {
  /** Copies the line. */
  public PositionAnalysis {
    line = List.copyOf(line);
  }
}
