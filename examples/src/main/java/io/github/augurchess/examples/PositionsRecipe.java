package io.github.augurchess.examples;

import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Perft;

/** Positions and moves: legal moves, SAN and UCI, FEN out and in, the end of a game, perft. */
public final class PositionsRecipe {
  public static void main(String[] args) {
    Board board = Board.startingPosition();
    System.out.println(board.legalMoves().size()); // 20
    board.playSan("e4");
    board.playUci("e7e5");
    Move knight = board.parseSan("Nf3");
    System.out.println(board.san(knight) + " " + board.uci(knight)); // Nf3 g1f3
    board.play(knight);
    System.out.println(board.fen()); // rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

    Board fools = Board.startingPosition();
    for (String san : new String[] {"f3", "e5", "g4", "Qh4#"}) {
      fools.playSan(san);
    }
    System.out.println(fools.isCheckmate() + " " + fools.outcome()); // true CHECKMATE 0-1

    Board kiwipete = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    System.out.println(Perft.count(kiwipete, 3)); // 97862
  }
}
