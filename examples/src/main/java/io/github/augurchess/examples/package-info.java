/**
 * Small programs that show Augur used as a library. Each has a {@code main}; run one from the
 * repository root after {@code ./mvnw -B -ntp -q install -DskipTests}:
 *
 * <pre>{@code
 * ./mvnw -B -ntp -q -pl examples exec:java -Dexec.mainClass=io.github.augurchess.examples.CustomEvaluatorExample
 * ./mvnw -B -ntp -q -pl examples exec:java -Dexec.mainClass=io.github.augurchess.examples.AnalysePgnExample \
 *     -Dexec.args="games.pgn 20000"
 * }</pre>
 *
 * <ul>
 *   <li>{@link io.github.augurchess.examples.AnalysePgnExample}: reads a PGN file and marks the
 *       moves where the engine's score dropped (mistakes and blunders).
 *   <li>{@link io.github.augurchess.examples.PlayStockfishExample}: Augur plays a game against
 *       Stockfish (or any UCI engine) through {@code UciEngine} and prints it as PGN.
 *   <li>{@link io.github.augurchess.examples.CustomEvaluatorExample}: an {@code Evaluator} written
 *       from scratch, plugged into the engine.
 *   <li>{@link io.github.augurchess.examples.NnueEvaluatorExample}: the neural network shipped in
 *       the jar beside the classical evaluator, and a search with the network.
 *   <li>{@link io.github.augurchess.examples.BoardToolsExample}: a board diagram, square sets and
 *       attacks (which pieces hang), a line in SAN with move numbers, and a game written as PGN.
 * </ul>
 */
package io.github.augurchess.examples;
