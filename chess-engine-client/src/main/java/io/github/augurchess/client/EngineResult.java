package io.github.augurchess.client;

import io.github.augurchess.api.Move;
import java.util.List;
import java.util.Optional;

/**
 * What an engine answered to a search: its move and its last report of each principal variation.
 *
 * @param bestMove the move, legal in the searched position; empty when the position has no legal
 *     move
 * @param ponderMove the expected reply, when the engine sent a legal one
 * @param lines the last report of each principal variation, best first (one per multi-PV rank);
 *     empty if the engine sent none
 * @param elapsedMillis wall-clock time from the start of the search to its move
 */
public record EngineResult(Optional<Move> bestMove, Optional<Move> ponderMove, List<EngineInfo> lines,
    long elapsedMillis) {
  /** Copies the lines. */
  public EngineResult {
    lines = List.copyOf(lines);
  }

  /** The last report of the best line, if the engine sent one. */
  public Optional<EngineInfo> lastInfo() {
    return lines.isEmpty() ? Optional.empty() : Optional.of(lines.get(0));
  }
}
