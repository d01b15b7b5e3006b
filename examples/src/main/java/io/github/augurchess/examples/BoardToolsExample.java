package io.github.augurchess.examples;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Attacks;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.DiagramStyle;
import io.github.augurchess.movegen.Game;
import io.github.augurchess.movegen.SquareSet;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnWriter;
import java.util.List;

/**
 * The board's everyday tools: a diagram, square sets and attacks, a line in SAN, and a PGN of a
 * game played in code.
 *
 * <pre>{@code
 * java io.github.augurchess.examples.BoardToolsExample
 * }</pre>
 */
public final class BoardToolsExample {
  private BoardToolsExample() {}

  /** The squares of the side not to move that the side to move attacks and nothing defends. */
  public static SquareSet hangingPieces(Board board) {
    Color us = board.sideToMove();
    Color them = us.opposite();
    SquareSet occupied = SquareSet.of(board.occupied());
    SquareSet attacked = SquareSet.EMPTY;
    for (PieceType type : PieceType.values()) {
      for (Square from : SquareSet.of(board.pieces(us) & board.pieces(type))) {
        attacked = attacked.union(Attacks.of(Piece.of(us, type), from, occupied));
      }
    }
    SquareSet defended = SquareSet.of(board.attackedSquares(them));
    return attacked.intersection(SquareSet.of(board.pieces(them))).minus(defended);
  }

  /** A short game in SAN with move numbers and as PGN. */
  public static String scholarsMate() {
    Game game = new Game();
    for (String san : List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")) {
      game.playSan(san);
    }
    String sanLine = game.startPosition().variationSan(game.moves());
    return sanLine + "\n\n" + PgnWriter.toString(PgnGame.from(game).setTag("White", "Teacher").setTag("Black", "Pupil"));
  }

  /** Prints a diagram, the hanging pieces of a position, and a game. */
  public static void main(String[] args) {
    Board board = Board.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    System.out.print(board.diagram(DiagramStyle.UNICODE.withCoordinates().withSideToMove()));
    System.out.println("hanging: " + hangingPieces(board));
    System.out.println(hangingPieces(board).diagram());
    System.out.println(scholarsMate());
  }
}
