package io.github.augurchess.api;

/**
 * Makes evaluators, one per engine thread, so that each can own its caches without locks.
 *
 * <pre>{@code
 * EvaluatorFactory factory = MyEvaluator::new;
 * }</pre>
 */
@FunctionalInterface
public interface EvaluatorFactory {
  /** A new, independent evaluator. */
  Evaluator create();
}
