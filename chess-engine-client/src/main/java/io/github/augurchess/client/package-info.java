/**
 * Engines behind one interface, {@link io.github.augurchess.client.ChessEngine}: external UCI
 * engines ({@link io.github.augurchess.client.UciEngine}) and XBoard engines ({@link
 * io.github.augurchess.client.XBoardEngine}), each in a process of its own, driven with deadlines
 * and typed failures ({@link io.github.augurchess.client.EngineException}).
 *
 * <pre>{@code
 * try (ChessEngine stockfish = UciEngine.start(List.of("/usr/games/stockfish"))) {
 *   EngineResult r = stockfish.play(Board.startingPosition(), SearchLimits.depth(12));
 *   System.out.println(r.bestMove().orElseThrow());
 * }
 * }</pre>
 */
package io.github.augurchess.client;
