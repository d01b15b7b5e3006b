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
        [Event "London"]
        [White "Adolf Anderssen"]
        [Black "Lionel Kieseritzky"]
        [Result "1-0"]

        1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5
        8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8
        15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6
        21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0
        """;
    try (PgnReader reader = PgnReader.ofText(pgn)) {
      for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
        System.out.println(game.tag("White") + ", " + game.plyCount() + " plies"); // Adolf Anderssen, 45 plies
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
