package io.github.augurchess.api;

import java.util.List;

/**
 * What one completed iteration of a search found, as a UCI {@code info} line reports it; or, when
 * its lines carry a {@linkplain ScoreBound bound}, what a running iteration has found so far after
 * the root search failed high or low (see {@link SearchListener#boundReported}).
 *
 * @param depth the nominal depth in plies (of the running iteration, for a bound report)
 * @param selectiveDepth the deepest ply reached
 * @param lines the principal variations, best first (one unless multi-PV was asked for)
 * @param nodes nodes searched so far, all threads together
 * @param nodesPerSecond nodes per second so far
 * @param timeMillis milliseconds since the search started
 * @param hashFullPermille how full the transposition table is, in permille
 */
public record SearchInfo(
    int depth,
    int selectiveDepth,
    List<PvLine> lines,
    long nodes,
    long nodesPerSecond,
    long timeMillis,
    int hashFullPermille) {
  public SearchInfo {
    lines = List.copyOf(lines);
    if (lines.isEmpty()) {
      throw new IllegalArgumentException("an iteration reports at least one line");
    }
  }

  /** The score of the best line. */
  public Score score() {
    return lines.get(0).score();
  }

  /** Whether the best line's score is exact or a bound. */
  public ScoreBound bound() {
    return lines.get(0).bound();
  }

  /** The best line's moves. */
  public List<Move> pv() {
    return lines.get(0).moves();
  }
}
