/**
 * PGN and EPD for Augur: a streaming PGN reader (game objects or visitor events), a writer in
 * export format, and EPD records with opcodes.
 *
 * <pre>{@code
 * // Every game of a file, with every move checked; problems are listed, not thrown.
 * PgnGames all = PgnReader.readAll(Path.of("games.pgn"));
 * for (PgnGame game : all.games()) {
 *   Board end = game.finalBoard();
 * }
 * for (PgnException problem : all.errors()) {
 *   System.err.println(problem.getMessage());   // game 12: move at line 340, column 17: ...
 * }
 *
 * // Large files: one game at a time, or events without a tree.
 * try (PgnReader reader = PgnReader.open(Path.of("huge.pgn"))) {
 *   reader.visitAll(new PgnVisitor() {
 *     public void move(String text, Move move) { ... }
 *   });
 * }
 *
 * // Writing, and EPD.
 * String pgn = PgnWriter.toString(game);
 * EpdRecords suite = EpdReader.readAll(Path.of("wac.epd"));
 * }</pre>
 *
 * <p>{@link io.github.augurchess.pgn.PgnReader} reads import format as real files have it (see
 * there); {@link io.github.augurchess.pgn.PgnProblem} lists what it reports and what it does
 * about each problem.
 */
package io.github.augurchess.pgn;
