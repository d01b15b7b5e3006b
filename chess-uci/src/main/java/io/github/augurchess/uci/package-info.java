/**
 * Engine protocols: the UCI and XBoard front ends that let GUIs and match runners play Augur, the
 * clients that drive external engines, and the match runner.
 *
 * <pre>{@code
 * // Augur as a UCI engine on standard input and output (what `augur uci` runs):
 * try (UciFrontEnd uci = new UciFrontEnd(new PrintWriter(System.out))) {
 *   uci.run(new BufferedReader(new InputStreamReader(System.in)));
 * }
 *
 * // Driving an external engine, with deadlines and typed failures:
 * try (UciEngine stockfish = UciEngine.start(List.of("/usr/games/stockfish"))) {
 *   stockfish.setOption("Threads", "1");
 *   EngineResult r = stockfish.analyse(Board.startingPosition(), SearchLimits.depth(12), info -> {});
 * }
 *
 * // A match: each opening twice with colours reversed, Elo, LOS and an SPRT.
 * MatchRunner runner = new MatchRunner(EngineDefinition.parse("builtin,name=augur"),
 *     EngineDefinition.parse("name=glaurung,cmd=/usr/games/glaurung,option.Threads=1"),
 *     Openings.read(Path.of("8moves_v3.pgn"), Variant.STANDARD), Variant.STANDARD,
 *     TimeControl.parse("5+0.05"), 100, 1, Adjudication.NONE, Optional.of(Sprt.parse("0,10")));
 * System.out.print(runner.run((game, round) -> {}, System.out::println).summary());
 * }</pre>
 */
package io.github.augurchess.uci;
