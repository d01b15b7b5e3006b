/**
 * The mutable {@link io.github.augurchess.movegen.Board}: legal move generation, make and unmake,
 * FEN ({@link io.github.augurchess.movegen.Fen}), SAN and UCI notation, the rules that end a game,
 * Chess960 and perft.
 *
 * <p>Notation methods come in threes: {@code parseX} reads text into a move, {@code x} writes a
 * move as text, {@code playX} reads and plays. Parsing is strict unless a leniency is named.
 *
 * <pre>{@code
 * Board board = Board.startingPosition();
 * board.playSan("e4");
 * Move reply = board.parseSan("c5");
 * System.out.println(board.san(reply) + " " + board.uci(reply));   // c5 c7c5
 * board.play(reply);
 * System.out.println(board.fen());   // rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
 * System.out.println(Perft.count(Board.startingPosition(), 4));   // 197281
 * }</pre>
 *
 * <p>Engines work on packed {@code int} moves and caller-owned buffers through {@link
 * io.github.augurchess.movegen.Board#unchecked()}, an {@link
 * io.github.augurchess.movegen.UncheckedBoard} that checks and allocates nothing; the {@code Move}
 * and {@code List} methods of the board itself check everything and are for everything else.
 *
 * <p>{@link io.github.augurchess.movegen.Attacks}, {@link io.github.augurchess.movegen.Bitboards}
 * and {@link io.github.augurchess.movegen.SquareSet} are the public bitboard API: attacks from a
 * square given occupancy, masks, and an immutable set of squares.
 */
package io.github.augurchess.movegen;
