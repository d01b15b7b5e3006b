package io.github.augurchess.api;

import java.util.List;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The outcome of a search: the move to play, the move expected in reply, the score and the
 * principal variation, and how much work it took. A position without a legal move has no best
 * move and carries its {@link Outcome} (checkmate or stalemate) instead.
 *
 * @param bestMove the move to play, absent when there is no legal move
 * @param ponderMove the expected reply, when the principal variation has one
 * @param score the score for the side to move
 * @param depth the deepest completed iteration
 * @param selectiveDepth the deepest ply reached
 * @param nodes the nodes searched, all threads together
 * @param timeMillis how long the search took
 * @param lines the principal variations of the last completed iteration, best first
 * @param outcome the game's end when the root has no legal move, else absent
 * @param fromBook true if the move came from the opening book without a search
 */
public record SearchResult(
    Optional<Move> bestMove,
    Optional<Move> ponderMove,
    Score score,
    int depth,
    int selectiveDepth,
    long nodes,
    long timeMillis,
    List<PvLine> lines,
    Optional<Outcome> outcome,
    boolean fromBook) {
  public SearchResult {
    lines = List.copyOf(lines);
  }

  /** The best line's moves (empty when there is no legal move). */
  public List<Move> pv() {
    return lines.isEmpty() ? List.of() : lines.get(0).moves();
  }

  /** The best move, or null when there is none. */
  public @Nullable Move bestMoveOrNull() {
    return bestMove.orElse(null);
  }
}
