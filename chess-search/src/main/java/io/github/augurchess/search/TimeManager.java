package io.github.augurchess.search;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.SearchLimits;

/**
 * How long a search may take: a soft limit, checked between iterations and stretched while the
 * best move is unstable or the score falls, and a hard limit, checked inside the search, that is
 * never passed. Both are in milliseconds from the moment the clock starts (the search's start, or
 * the ponder hit).
 */
final class TimeManager {
  /**
   * Without a moves-to-go count, plan as if this many moves remained. Fewer than a game usually
   * has left: the early middlegame, where the game is decided, gets the larger share, and the
   * increment carries the endgame (with 30, games at 5+0.05 ended with a fifth of the clock
   * unused while Stockfish spent twice as long per move early on).
   */
  private static final int DEFAULT_MOVES_TO_GO = 20;

  /** Never plan to use more than this share of the remaining time on one move. */
  private static final double MAX_SHARE = 0.4;

  /** Kept in reserve beyond the move overhead, so that a slow JVM pause does not flag. */
  private static final long SAFETY_MILLIS = 5;

  /** The shape of {@link #effortFactor}. */
  private static final double EFFORT_AT_ALL = 0.4;
  private static final double EFFORT_SLOPE = 2.0;
  private static final double EFFORT_FLOOR = 0.5;

  private final boolean timed;
  /** A fixed move time: used to the end, no iteration is skipped for lack of time. */
  private final boolean fixed;
  private final long softMillis;
  private final long hardMillis;

  private TimeManager(boolean timed, boolean fixed, long softMillis, long hardMillis) {
    this.timed = timed;
    this.fixed = fixed;
    this.softMillis = softMillis;
    this.hardMillis = hardMillis;
  }

  static TimeManager untimed() {
    return new TimeManager(false, false, Long.MAX_VALUE, Long.MAX_VALUE);
  }

  /** The limits for the side to move under these search limits and move overhead. */
  static TimeManager of(SearchLimits limits, Color side, long overheadMillis) {
    if (limits.isInfinite()) {
      return untimed();
    }
    if (limits.moveTimeMillis().isPresent()) {
      long time = Math.max(1, limits.moveTimeMillis().getAsLong() - overheadMillis);
      return new TimeManager(true, true, time, time);
    }
    if (limits.timeMillis(side).isEmpty()) {
      return untimed();
    }
    long remaining = limits.timeMillis(side).getAsLong();
    long increment = limits.incrementMillis(side);
    int movesToGo = limits.movesToGo().orElse(DEFAULT_MOVES_TO_GO);
    long available = Math.max(1, remaining - overheadMillis - SAFETY_MILLIS);
    long hard;
    if (movesToGo == 1) {
      hard = available * 9 / 10;
    } else {
      hard = Math.min((long) (available * MAX_SHARE), (available / movesToGo + increment) * 5);
    }
    hard = Math.max(1, Math.min(hard, available));
    long soft = Math.min(hard, available / Math.min(movesToGo, 50) + increment * 3 / 4);
    return new TimeManager(true, false, Math.max(1, soft), hard);
  }

  boolean isTimed() {
    return timed;
  }

  long hardMillis() {
    return hardMillis;
  }

  /**
   * True if another iteration should start after this much time.
   *
   * @param elapsedMillis time since the clock started
   * @param bestMoveChanges how often the best move changed in recent iterations (decayed)
   * @param scoreDrop how far the score fell since the previous iteration, in centipawns (0 if not)
   * @param bestMoveNodeShare the share of the search's nodes spent below the best move, 0 to 1
   */
  boolean shouldStartIteration(long elapsedMillis, double bestMoveChanges, int scoreDrop,
      double bestMoveNodeShare) {
    if (!timed || fixed) {
      return true;
    }
    double scale = (1.0 + Math.min(1.5, bestMoveChanges * 0.5) + Math.min(1.0, scoreDrop / 100.0))
        * effortFactor(bestMoveNodeShare);
    double budget = Math.min(hardMillis, softMillis * scale);
    // An iteration takes a few times as long as the previous ones together: do not start one
    // that cannot finish.
    return elapsedMillis < budget * 0.6;
  }

  /**
   * Less time when the search spends nearly all its nodes below the best move (the others are
   * refuted at once, so the choice is clear), more when the alternatives take real effort: the
   * plan times {@value #EFFORT_AT_ALL} plus {@value #EFFORT_SLOPE} per share of the nodes that went
   * elsewhere, and never below {@value #EFFORT_FLOOR}. The plan stands at a share of 0.7; searches
   * of 0.4 s on 40 positions from games had a median share of 0.76 and a quartile range of 0.49
   * to 0.86. (The form is Ethereal's.)
   */
  static double effortFactor(double bestMoveNodeShare) {
    return Math.max(EFFORT_FLOOR, EFFORT_AT_ALL + EFFORT_SLOPE * (1.0 - bestMoveNodeShare));
  }
}
