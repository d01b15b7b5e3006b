package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Move;
import io.github.augurchess.book.BookBuildOptions;
import io.github.augurchess.book.BookBuilder;
import io.github.augurchess.book.BookMove;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the example of docs/guide/pgn-and-epd.md (SAN, PGN and books) and checks what it prints; the examples module checks that the guide shows it. */
class GuidePgnExampleTest {

  private static void example() throws IOException {
    // GUIDE-BEGIN
    // SAN: parse text into a move, write a move as text, or play the text directly.
    Board board = Board.startingPosition();
    board.playSan("e4");
    board.playSan("e5");
    Move knight = board.parseSan("Nf3");
    System.out.println(board.san(knight) + " " + board.uci(knight));     // Nf3 g1f3
    // PGN: games as they come, with tags, moves, comments and variations.
    String pgn = """
        [White "Paul Morphy"]
        [Black "Duke Karl / Count Isouard"]
        [Result "1-0"]

        1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
        8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
        14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
        """;
    PgnGame game = PgnReader.ofText(pgn).readAll().games().get(0);
    System.out.println(game.tag("White") + ", " + game.plyCount() + " plies");   // Paul Morphy, 33 plies
    System.out.println(game.finalBoard().outcome());                             // CHECKMATE 1-0
    // Books: build a Polyglot book from games, then probe it.
    BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMinGames(1));
    builder.addGames(PgnReader.ofText(pgn));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    builder.write(bytes);
    PolyglotBook book = PolyglotBook.of(bytes.toByteArray());
    Board start = Board.startingPosition();
    for (BookMove entry : book.moves(start)) {
      System.out.println(start.san(entry.move()) + " weight " + entry.weight());   // e4 weight 2
    }
    // GUIDE-END
  }

  @Test
  void examplePrintsWhatItsCommentsSay() throws IOException {
    assertEquals(
        List.of("Nf3 g1f3", "Paul Morphy, 33 plies", "CHECKMATE 1-0", "e4 weight 2"),
        PrintedLines.of(GuidePgnExampleTest::example));
  }
}
