package io.github.augurchess.review;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import java.util.List;
import java.util.Optional;

/**
 * The review of one move of a game.
 *
 * @param ply the move's 0-based ply in the game (0 is the first move from the start position)
 * @param moveNumber the move number as PGN writes it
 * @param mover the side that made it
 * @param move the move
 * @param san the move in SAN
 * @param before the score of the position before the move, from White's point of view
 * @param after the score of the position after the move, from White's point of view (after a
 *     checkmate, mate in 1 for the side that mated: the same certain result)
 * @param judgement the move judged from its mover's point of view
 * @param bestMove the engine's move in the position before, when it had one
 * @param bestLine the engine's line from the position before, when the played move was worse
 *     (not the engine's move and judged at least an inaccuracy); empty otherwise
 */
public record MoveReview(
    int ply,
    int moveNumber,
    Color mover,
    Move move,
    String san,
    Score before,
    Score after,
    MoveJudgement judgement,
    Optional<Move> bestMove,
    List<Move> bestLine) {
  /** Copies the line. */
  public MoveReview {
    bestLine = List.copyOf(bestLine);
  }

  /** True if the move checkmates (its SAN ends with {@code #}). */
  public boolean isCheckmate() {
    return san.endsWith("#");
  }

  /** The move's class. */
  public MoveClass moveClass() {
    return judgement.moveClass();
  }

  /**
   * The centipawns the move lost for its mover, never negative; mate scores count as 1000 (as in
   * the usual average centipawn loss).
   */
  public int centipawnLoss() {
    return Math.max(0, cappedCentipawns(judgement.before()) - cappedCentipawns(judgement.after()));
  }

  static int cappedCentipawns(Score score) {
    if (score.isMate()) {
      return score.mateMoves() > 0 ? 1000 : -1000;
    }
    return Math.max(-1000, Math.min(1000, score.centipawns()));
  }
}
