import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.nio.file.Path;

/**
 * Checks match PGNs for games ended as threefold-repetition or fifty-move draws: did the draw
 * happen on the board (a third occurrence, a clock of 100 half-moves), or did the game end on a
 * draw the side to move could only have claimed by announcing a move? The match runner ended games
 * on such claims until 2026-11-25 (45b7062).
 *
 * <pre>java -cp chess-cli/target/augur.jar benchmarks/scripts/ClaimCheck.java games.pgn...</pre>
 */
public final class ClaimCheck {
  private ClaimCheck() {}

  public static void main(String[] args) throws Exception {
    int games = 0;
    int threefold = 0;
    int threefoldOnBoard = 0;
    int fifty = 0;
    int fiftyOnBoard = 0;
    for (String file : args) {
      for (PgnGame game : PgnReader.readAll(Path.of(file)).games()) {
        games++;
        String termination = game.tag("Termination");
        Board end = game.finalBoard();
        if ("threefold repetition".equals(termination)) {
          threefold++;
          threefoldOnBoard += end.isThreefoldRepetition() ? 1 : 0;
        } else if ("fifty moves".equals(termination)) {
          fifty++;
          fiftyOnBoard += end.isFiftyMoves() ? 1 : 0;
        }
      }
    }
    System.out.printf("%d games; threefold repetition %d (on the board %d); fifty moves %d (on the board %d)%n",
        games, threefold, threefoldOnBoard, fifty, fiftyOnBoard);
  }
}
