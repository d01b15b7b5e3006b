package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the example of docs/guide/engine-and-evaluators.md (the engine and evaluators) and checks what it prints; the examples module checks that the guide shows it. */
class GuideEngineExampleTest {

  private static void example() {
    // GUIDE-BEGIN
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
    // GUIDE-END
  }

  @Test
  void examplePrintsWhatItsCommentsSay() throws IOException {
    assertEquals(
        List.of("Rd8#", "mate 1", "exd5"),
        PrintedLines.of(GuideEngineExampleTest::example));
  }
}
