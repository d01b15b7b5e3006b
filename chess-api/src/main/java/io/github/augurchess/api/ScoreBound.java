package io.github.augurchess.api;

/**
 * What a reported score is: the exact value of a finished search, or only a bound on it when the
 * search at the root failed outside its aspiration window and is being repeated with a wider one.
 *
 * <pre>{@code
 * PvLine line = info.lines().get(0);
 * if (line.bound() == ScoreBound.LOWER) {
 *   // the move is at least this good; the exact score follows
 * }
 * }</pre>
 */
public enum ScoreBound {
  /** The score is the search's value of the line. */
  EXACT,
  /** The true score is at least this (a fail-high: the line is better than the window). */
  LOWER,
  /** The true score is at most this (a fail-low: the line is worse than the window). */
  UPPER
}
