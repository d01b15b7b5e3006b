/**
 * Evaluators for Augur: the {@link io.github.augurchess.eval.ClassicalEvaluator} (a tapered
 * evaluation with the classical terms and a pawn hash table), the {@link
 * io.github.augurchess.eval.MaterialEvaluator}, the {@link io.github.augurchess.eval.EvalTrace}
 * that breaks a score into its terms, and the {@link io.github.augurchess.eval.EvalParameters}
 * that hold the classical evaluator's weights as data.
 *
 * <pre>{@code
 * Board board = Board.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
 * ClassicalEvaluator evaluator = new ClassicalEvaluator();
 * int centipawns = evaluator.evaluate(board);           // from the side to move's view
 * System.out.print(evaluator.trace(board).format());    // every term, both colours, mg and eg
 *
 * EvalParameters weights = EvalParameters.read(Path.of("tuned.params")); // name value lines
 * EvaluatorFactory perThread = ClassicalEvaluator.factory(weights);
 * }</pre>
 */
package io.github.augurchess.eval;
