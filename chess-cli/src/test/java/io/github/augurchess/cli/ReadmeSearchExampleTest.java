package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Compiles and runs the search example of README.md, and checks that the README shows it. */
class ReadmeSearchExampleTest {

  private static final Path THIS_SOURCE =
      Path.of("src", "test", "java", "io", "github", "augurchess", "cli", "ReadmeSearchExampleTest.java");

  private static void example() {
    // README-BEGIN
    try (Engine engine = Engine.builder().hashMiB(64).threads(1).build()) {
      Board board = Board.fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
      SearchResult result = engine.search(board, SearchLimits.depth(8));
      System.out.println(board.san(result.bestMove().orElseThrow()));   // Rd8#
      System.out.println(result.score());                               // mate 1
    }
    // Any Evaluator plugs in: here, material counted from the side to move's view.
    Evaluator pawnsOnly = position -> 100 * (Long.bitCount(position.pieces(position.sideToMove(), PieceType.PAWN))
        - Long.bitCount(position.pieces(position.sideToMove().opposite(), PieceType.PAWN)));
    try (Engine engine = Engine.builder().evaluator(() -> pawnsOnly).build()) {
      Board board = Board.fromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
      System.out.println(board.san(engine.search(board, SearchLimits.depth(4)).bestMove().orElseThrow()));   // exd5
    }
    // README-END
  }

  @Test
  void examplePrintsWhatItsCommentsSay() throws IOException {
    assertEquals(
        List.of("Rd8#", "mate 1", "exd5"),
        ReadmeExamples.printedLines(ReadmeSearchExampleTest::example));
  }

  @Test
  void readmeShowsTheExampleVerbatim() throws IOException {
    ReadmeExamples.assertReadmeShows(THIS_SOURCE);
  }
}
