/**
 * The match runner: engine against engine, in this process or external, each opening twice with
 * colours reversed, with adjudication, PGN, Elo, LOS and a pentanomial SPRT.
 *
 * <pre>{@code
 * MatchRunner runner = new MatchRunner(EngineDefinition.parse("builtin,name=augur"),
 *     EngineDefinition.parse("name=glaurung,cmd=/usr/games/glaurung,option.Threads=1"),
 *     Openings.read(Path.of("8moves_v3.pgn"), Variant.STANDARD), Variant.STANDARD,
 *     TimeControl.parse("5+0.05"), 100, 1, Adjudication.NONE, Optional.of(Sprt.parse("0,10")));
 * System.out.print(runner.run((game, round) -> {}, System.out::println).summary());
 * }</pre>
 */
package io.github.augurchess.match;
