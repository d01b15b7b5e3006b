package io.github.augurchess.bench;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.search.Bench;
import java.util.List;

/**
 * The fixed set of positions that the per-position benchmarks loop over: openings, middlegames,
 * endgames, checks (single, double, mate), pins, en passant, promotions and Chess960 castling.
 *
 * <p>The benchmarks report time per position (or per move) through
 * {@code @OperationsPerInvocation}, which needs compile-time constants; {@link #COUNT} and
 * {@link #LEGAL_MOVES} are those constants, and {@link #boards()} checks that they still match the
 * list so that an edit of the list cannot silently skew the scores.
 */
final class BenchmarkPositions {
  /** Standard-chess FENs. */
  private static final String[] STANDARD = {
    // Opening.
    Fen.STARTING_POSITION,
    // Kiwipete: castling both ways, pins, many captures.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Quiet middlegame (chessprogramming.org perft position 6).
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // Sharp middlegame, white in check by a bishop, promotions by both sides (perft position 4).
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    // Middlegame with a promotion by capture (perft position 5).
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    // Rook endgame with a horizontal en-passant pin (perft position 3 after ...c5).
    "8/8/3p4/KPp4r/1R3p1k/8/4P1P1/8 w - c6 0 2",
    // Rook endgame (perft position 3).
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    // King and pawn endgame.
    "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    // Queen endgame: many sliding moves, few pieces.
    "6k1/5pp1/7p/8/8/1Q6/5PPP/6K1 w - - 0 1",
    // Promotions on both sides, black to move.
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    // Check by a bishop: evasions by blocking and capturing.
    "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3",
    // Double check by rook and knight: only king moves.
    "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1",
    // Checkmate (fool's mate): no legal move at all.
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
  };

  /** Chess960 FENs (perft suite of the Ethereal engine), castling rights in Shredder letters. */
  private static final String[] CHESS960 = {
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
    "qnbbr1kr/pp1ppp1p/4n3/6p1/2p3P1/2PP1P2/PP2P2P/QNBBRNKR w HEhe - 0 9",
  };

  /** The number of positions. */
  static final int COUNT = 16;

  /** The number of legal moves summed over all positions. */
  static final int LEGAL_MOVES = 329;

  private BenchmarkPositions() {}

  /** Fresh boards of the 50 {@code augur bench} positions, for the search benchmarks. */
  static Board[] benchBoards() {
    List<String> fens = Bench.positions();
    Board[] boards = new Board[fens.size()];
    for (int i = 0; i < boards.length; i++) {
      boards[i] = Fen.parse(fens.get(i));
    }
    return boards;
  }

  /** Fresh boards of all positions, standard first, then Chess960. */
  static Board[] boards() {
    Board[] boards = new Board[STANDARD.length + CHESS960.length];
    for (int i = 0; i < STANDARD.length; i++) {
      boards[i] = Fen.parse(STANDARD[i]);
    }
    for (int i = 0; i < CHESS960.length; i++) {
      boards[STANDARD.length + i] = Fen.parse(CHESS960[i], Variant.CHESS960);
    }
    if (boards.length != COUNT) {
      throw new IllegalStateException(
          "COUNT is " + COUNT + " but there are " + boards.length + " positions");
    }
    int[] buffer = new int[MoveGenerator.MAX_MOVES];
    int moves = 0;
    for (Board board : boards) {
      moves += board.unchecked().generateLegal(buffer, 0);
    }
    if (moves != LEGAL_MOVES) {
      throw new IllegalStateException(
          "LEGAL_MOVES is " + LEGAL_MOVES + " but the positions have " + moves + " moves");
    }
    return boards;
  }
}
