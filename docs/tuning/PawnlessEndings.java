import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random legal pawnless endings for the mating drive's game test (docs/history/tuning.md), one
 * FEN per line on standard output. Material cycles through {@link #MATERIAL} (the stronger side's
 * pieces, then after a slash the weaker side's); the stronger side is white or black at random
 * and is to move; it is not in check, the game is not over, no piece of the stronger side stands
 * next to the weaker king, and two bishops stand on squares of both colours.
 *
 * <pre>
 * javac -cp chess-cli/target/augur.jar docs/tuning/PawnlessEndings.java -d /tmp/endings
 * java -cp chess-cli/target/augur.jar:/tmp/endings PawnlessEndings 28 130 > endings-28.epd
 * </pre>
 */
public final class PawnlessEndings {
  private static final String[] MATERIAL = {
    "BN", "BN", "BN", "BN", "Q/r", "Q/r", "R", "Q", "BB", "NN", "Q/n", "Q/b", "RR/r"
  };

  public static void main(String[] args) {
    Random random = new Random(Long.parseLong(args[0]));
    int wanted = Integer.parseInt(args[1]);
    int made = 0;
    while (made < wanted) {
      String[] sides = MATERIAL[made % MATERIAL.length].split("/");
      char[] board = place(random, sides[0], sides.length > 1 ? sides[1] : "");
      if (board == null) {
        continue;
      }
      String fen = fen(board, random.nextBoolean());
      Board position;
      try {
        position = Board.fromFen(fen);
      } catch (RuntimeException illegal) {
        continue; // for example the weaker king in check with the stronger side to move
      }
      if (position.isCheck() || position.isGameOver() || nextToWeakKing(board)) {
        continue;
      }
      System.out.println(fen);
      made++;
    }
  }

  /**
   * Squares 0 (a1) to 63 (h8) with the pieces as if white were stronger (upper case), or null if
   * two bishops share a colour.
   */
  private static char[] place(Random random, String strong, String weak) {
    char[] board = new char[64];
    List<Character> pieces = new ArrayList<>(List.of('K', 'k'));
    for (char c : strong.toCharArray()) {
      pieces.add(c);
    }
    for (char c : weak.toCharArray()) {
      pieces.add(c);
    }
    for (char piece : pieces) {
      int square;
      do {
        square = random.nextInt(64);
      } while (board[square] != 0);
      board[square] = piece;
    }
    int bishopColours = 0;
    for (int square = 0; square < 64; square++) {
      if (board[square] == 'B') {
        bishopColours |= 1 << (((square & 7) + (square >>> 3)) & 1);
      }
    }
    return strong.equals("BB") && bishopColours != 3 ? null : board;
  }

  /** Whether a piece of the stronger side (not its king) stands next to the weaker king. */
  private static boolean nextToWeakKing(char[] board) {
    int weakKing = new String(board).indexOf('k');
    for (int square = 0; square < 64; square++) {
      char piece = board[square];
      boolean next = Math.max(Math.abs((square & 7) - (weakKing & 7)),
          Math.abs((square >>> 3) - (weakKing >>> 3))) <= 1;
      if (Character.isUpperCase(piece) && piece != 'K' && next) {
        return true;
      }
    }
    return false;
  }

  /** The FEN with the stronger side as white or, colours swapped, as black; it is to move. */
  private static String fen(char[] board, boolean whiteStronger) {
    StringBuilder fen = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        char piece = board[rank * 8 + file];
        if (piece == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(whiteStronger ? piece : swapCase(piece));
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    return fen + (whiteStronger ? " w" : " b") + " - - 0 1";
  }

  private static char swapCase(char piece) {
    return Character.isUpperCase(piece) ? Character.toLowerCase(piece) : Character.toUpperCase(piece);
  }
}
