package io.github.augurchess.search;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.Position;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Holds an evaluator's scores to {@link Evaluator#MIN_SCORE} … {@link Evaluator#MAX_SCORE}: a
 * score outside is clamped to the nearer end, and the first such score an engine meets is logged
 * as a warning (one per engine, whatever its threads), so that a broken evaluator is neither
 * silent nor taken for a mate. One per engine, shared by its search threads.
 */
final class ScoreRangeGuard {
  private static final Logger LOG = LoggerFactory.getLogger(Engine.class);

  private final AtomicBoolean warned = new AtomicBoolean();

  /**
   * The score clamped into the evaluator's range; called only for a score outside it, off the hot
   * path.
   */
  int clamp(int score, Evaluator evaluator, Position position) {
    if (warned.compareAndSet(false, true)) {
      LOG.warn("evaluator {} returned {} for {}, outside its range {} to {}; this engine clamps such scores"
              + " (warned once per engine)",
          evaluator.getClass().getName(), score, position.fen(), Evaluator.MIN_SCORE, Evaluator.MAX_SCORE);
    }
    return Math.max(Evaluator.MIN_SCORE, Math.min(Evaluator.MAX_SCORE, score));
  }

  /** True once a score has been clamped (and the warning given). */
  boolean hasWarned() {
    return warned.get();
  }
}
