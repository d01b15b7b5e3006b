/**
 * Small programs that show Augur used as a library. Each has a {@code main}; run one from the
 * repository root after {@code ./mvnw -B -ntp -q install -DskipTests}:
 *
 * <pre>{@code
 * java -cp "examples/target/classes:$(./mvnw -q -pl examples dependency:build-classpath -Dmdep.outputFile=/dev/stdout)" \
 *     io.github.augurchess.examples.CustomEvaluatorExample
 * }</pre>
 *
 * <ul>
 *   <li>{@link io.github.augurchess.examples.AnalysePgnExample}: reads a PGN file and marks the
 *       moves where the engine's score dropped (mistakes and blunders).
 *   <li>{@link io.github.augurchess.examples.PlayStockfishExample}: Augur plays a game against
 *       Stockfish (or any UCI engine) through {@code UciEngine} and prints it as PGN.
 *   <li>{@link io.github.augurchess.examples.CustomEvaluatorExample}: an {@code Evaluator} written
 *       from scratch, plugged into the engine.
 * </ul>
 */
package io.github.augurchess.examples;
