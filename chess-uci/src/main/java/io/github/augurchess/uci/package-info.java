/**
 * Augur as an engine for GUIs and match runners: the UCI and XBoard (CECP) front ends. Both build
 * their engine from {@link io.github.augurchess.search.EngineSettings}, so that an option such as
 * {@code Hash} or {@code Evaluator} means the same in either protocol.
 *
 * <pre>{@code
 * // Augur as a UCI engine on standard input and output (what `augur uci` runs):
 * try (UciFrontEnd uci = new UciFrontEnd(new PrintWriter(System.out))) {
 *   uci.run(new BufferedReader(new InputStreamReader(System.in)));
 * }
 * }</pre>
 */
package io.github.augurchess.uci;
