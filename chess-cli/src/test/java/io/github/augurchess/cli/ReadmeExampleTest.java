package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.Perft;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Compiles and runs the Java example of the repository's README.md, and checks they agree. */
class ReadmeExampleTest {

  private static final Path THIS_SOURCE =
      Path.of("src", "test", "java", "io", "github", "augurchess", "cli", "ReadmeExampleTest.java");

  /** The README example, verbatim between the markers (README.md shows these lines). */
  private static void example() {
    // README-BEGIN
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
    // README-END
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
        ReadmeExamples.printedLines(ReadmeExampleTest::example));
  }

  @Test
  void readmeShowsTheExampleVerbatim() throws IOException {
    ReadmeExamples.assertReadmeShows(THIS_SOURCE);
  }
}
