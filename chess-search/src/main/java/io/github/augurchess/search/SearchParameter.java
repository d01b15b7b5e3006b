package io.github.augurchess.search;

import java.util.Locale;
import java.util.Optional;

/**
 * One numeric setting of the search's pruning, reductions and extensions, with its default and
 * the range a {@link SearchParameters} accepts. The defaults are the engine's own, the values its
 * games were tested with; the names are those of the parameter text ({@link
 * SearchParameters#parse}).
 *
 * <p>Depths are in plies; scores in centipawns; history values in the history tables' units,
 * where a quiet move's score is the sum of its histories (about −30,000 to 30,000).
 */
public enum SearchParameter {
  /** The aspiration window's first half-width around the previous iteration's score. */
  ASPIRATION_DELTA("aspiration.delta", 20, 1, 1000),
  /** Reverse futility: the margin above beta per ply of remaining depth. */
  REVERSE_FUTILITY_MARGIN("reverse_futility.margin", 68, 0, 1000),
  /** Reverse futility: the deepest node where it applies. */
  REVERSE_FUTILITY_MAX_DEPTH("reverse_futility.max_depth", 6, 0, 32),
  /** Razoring: the margin below alpha at any depth. */
  RAZOR_MARGIN("razor.margin", 275, 0, 5000),
  /** Razoring: the margin below alpha added per square of the depth. */
  RAZOR_DEPTH_SQUARE("razor.depth_square", 200, 0, 5000),
  /** Null move: the reduction's constant part. */
  NULL_MOVE_BASE("null_move.base", 3, 1, 16),
  /** Null move: a ply more reduction per this many plies of depth. */
  NULL_MOVE_DEPTH_DIVISOR("null_move.depth_divisor", 4, 1, 64),
  /** Null move: a ply more reduction (three at most) per this much evaluation above beta. */
  NULL_MOVE_EVAL_DIVISOR("null_move.eval_divisor", 186, 1, 5000),
  /** Singular extension: how far below the table's score, per ply of depth, the others must stay. */
  SINGULAR_MARGIN("singular.margin", 2, 0, 50),
  /** Singular extension: how much further below the others must stay for two plies. */
  DOUBLE_EXTENSION_MARGIN("double_extension.margin", 20, 0, 1000),
  /** Late move pruning: the quiet moves tried at depth d are (this + d²), halved if not improving. */
  LATE_MOVE_PRUNING_BASE("late_move_pruning.base", 3, 0, 100),
  /** Futility: the margin at depth 0 (the margin grows by {@link #FUTILITY_PER_DEPTH} a ply). */
  FUTILITY_BASE("futility.base", 40, 0, 1000),
  /** Futility: the margin added per ply of depth. */
  FUTILITY_PER_DEPTH("futility.per_depth", 51, 0, 1000),
  /** Futility: the deepest (reduced) depth where it applies. */
  FUTILITY_MAX_DEPTH("futility.max_depth", 6, 0, 32),
  /** History pruning: quiet moves with a score below minus this per ply are not tried. */
  HISTORY_PRUNING_MARGIN("history_pruning.margin", 2633, 0, 100_000),
  /** Quiet moves that lose more than this per square of the depth by exchange are not tried. */
  QUIET_SEE_MARGIN("quiet_see.margin", 23, 0, 1000),
  /** The deepest node where quiet moves are pruned by exchange. */
  QUIET_SEE_MAX_DEPTH("quiet_see.max_depth", 7, 0, 32),
  /** Captures that lose more than this per ply of depth by exchange are not tried. */
  CAPTURE_SEE_MARGIN("capture_see.margin", 84, 0, 2000),
  /** The deepest node where captures are pruned by exchange. */
  CAPTURE_SEE_MAX_DEPTH("capture_see.max_depth", 6, 0, 32),
  /** Late move reductions: the table's constant part, in hundredths of a ply. */
  LMR_BASE("lmr.base", 93, -200, 500),
  /** Late move reductions: ln(depth) × ln(move number) is divided by this, in hundredths. */
  LMR_DIVISOR("lmr.divisor", 209, 50, 1000),
  /** Late move reductions: a ply less per this much of a quiet move's score. */
  LMR_HISTORY_DIVISOR("lmr.history_divisor", 5257, 100, 1_000_000),
  /** History: a cut at depth d earns (this × d² + {@link #HISTORY_BONUS_LINEAR} × (d − 1)). */
  HISTORY_BONUS_QUADRATIC("history.bonus_quadratic", 16, 0, 1000),
  /** History: the linear part of a cut's bonus ({@link #HISTORY_BONUS_QUADRATIC}). */
  HISTORY_BONUS_LINEAR("history.bonus_linear", 128, 0, 4000),
  /** History: the largest bonus of one cut (the tables themselves stay within 16,384). */
  HISTORY_BONUS_MAX("history.bonus_max", 4000, 1, 16_384),
  /** Capture order: the capture history is divided by this before it joins the victim's value. */
  CAPTURE_HISTORY_DIVISOR("capture_history.divisor", 32, 1, 4096),
  /** Correction history: its entries stay within this many centipawns. */
  CORRECTION_MAX("correction.max", 64, 1, 500),
  /** Quiescence: a capture is skipped if the captured piece and this margin cannot reach alpha. */
  QUIESCENCE_DELTA_MARGIN("quiescence.delta_margin", 200, 0, 2000);

  private final String key;
  private final int defaultValue;
  private final int min;
  private final int max;

  SearchParameter(String key, int defaultValue, int min, int max) {
    this.key = key;
    this.defaultValue = defaultValue;
    this.min = min;
    this.max = max;
  }

  /** The name in parameter text, such as {@code lmr.divisor}. */
  public String key() {
    return key;
  }

  /** The engine's own value. */
  public int defaultValue() {
    return defaultValue;
  }

  /** The smallest value allowed. */
  public int min() {
    return min;
  }

  /** The largest value allowed. */
  public int max() {
    return max;
  }

  /** The parameter named {@code key} (as {@link #key()} gives it, any case), if there is one. */
  public static Optional<SearchParameter> byKey(String key) {
    String lower = key.toLowerCase(Locale.ROOT);
    for (SearchParameter p : values()) {
      if (p.key.equals(lower)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }
}
