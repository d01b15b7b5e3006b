package io.github.augurchess.examples;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnWriter;
import java.io.IOException;

/** Reading a PGN game with its tags and moves, and writing a game in export format. */
public final class PgnRecipe {
  public static void main(String[] args) throws IOException {
    String pgn = """
        [Event "Paris"]
        [White "Paul Morphy"]
        [Black "Duke Karl / Count Isouard"]
        [Result "1-0"]

        1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
        8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
        14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
        """;
    try (PgnReader reader = PgnReader.ofText(pgn)) {
      for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
        System.out.println(game.tag("White") + ", " + game.plyCount() + " plies"); // Paul Morphy, 33 plies
        System.out.println(game.finalBoard().outcome()); // CHECKMATE 1-0
      }
    }

    Board board = Board.startingPosition();
    board.playSan("d4");
    board.playSan("d5");
    PgnGame written = PgnGame.from(board).setTag("White", "Augur").setTag("Black", "Augur");
    System.out.print(PgnWriter.toString(written)); // [Event "?"]
  }
}
