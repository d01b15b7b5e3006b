package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.Perft;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the example of docs/guide/board-and-rules.md (the board and rules) and checks what it prints; the examples module checks that the guide shows it. */
class GuideBoardExampleTest {

  /** The guide's example, verbatim between the markers. */
  private static void example() {
    // GUIDE-BEGIN
    Board board = Board.startingPosition();
    System.out.println(board.legalMoves().size());        // 20
    for (String uci : List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6")) {
      board.playUci(uci);
    }
    Move castle = board.parseUci("e1g1");                 // the king's two-square move is accepted...
    System.out.println(castle);                           // e1h1 ...and stored as king takes rook
    board.play(castle);
    System.out.println(board.fen());                      // r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4
    Board kiwipete = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    System.out.println(Perft.count(kiwipete, 3));         // 97862
    Board chess960 = Fen.parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", Variant.CHESS960);
    System.out.println(Perft.count(chess960, 3));         // 12189
    // GUIDE-END
  }

  @Test
  void examplePrintsWhatItsCommentsSay() throws IOException {
    assertEquals(
        List.of(
            "20",
            "e1h1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4",
            "97862",
            "12189"),
        PrintedLines.of(GuideBoardExampleTest::example));
  }
}
