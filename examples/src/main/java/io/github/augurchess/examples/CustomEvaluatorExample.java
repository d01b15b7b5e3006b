package io.github.augurchess.examples;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import java.util.List;

/**
 * Writes an {@link Evaluator} from scratch and searches with it.
 *
 * <p>{@link CentreEvaluator} counts material and gives pawns and knights a bonus on the four
 * centre squares. The engine takes an evaluator through a factory ({@code
 * Engine.builder().evaluator(CentreEvaluator::new)}) because it makes one per search thread, so an
 * evaluator may keep caches without locks. Everything else (move ordering, pruning, the
 * transposition table, mate and draw detection) stays the engine's.
 *
 * <pre>{@code
 * java io.github.augurchess.examples.CustomEvaluatorExample [DEPTH]
 * }</pre>
 */
public final class CustomEvaluatorExample {
  private static final String[] POSITIONS = {
    // The start position: the centre bonus asks for a central pawn or knight move.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // A queen left en prise: any evaluator that counts material takes it.
    "rnb1kbnr/pppp1ppp/8/4p1q1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3",
    // Mate in one: found by the search, whatever the evaluator says.
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
  };

  private CustomEvaluatorExample() {}

  /** Material plus a centre bonus, in centipawns from the side to move's point of view. */
  public static final class CentreEvaluator implements Evaluator {
    /** d4, e4, d5 and e5. */
    private static final long CENTRE = 0x0000_0018_1800_0000L;

    private static final int CENTRE_BONUS = 20;

    /** A stateless evaluator: one instance may serve every search thread. */
    public CentreEvaluator() {}

    @Override
    public int evaluate(Position position) {
      Color us = position.sideToMove();
      return score(position, us) - score(position, us.opposite());
    }

    private static int score(Position position, Color color) {
      int material = 100 * count(position, color, PieceType.PAWN)
          + 320 * count(position, color, PieceType.KNIGHT)
          + 330 * count(position, color, PieceType.BISHOP)
          + 500 * count(position, color, PieceType.ROOK)
          + 900 * count(position, color, PieceType.QUEEN);
      long centralPieces = (position.pieces(color, PieceType.PAWN) | position.pieces(color, PieceType.KNIGHT)) & CENTRE;
      return material + CENTRE_BONUS * Long.bitCount(centralPieces);
    }

    private static int count(Position position, Color color, PieceType type) {
      return Long.bitCount(position.pieces(color, type));
    }
  }

  /** Searches the position to the depth with {@link CentreEvaluator} and returns the result. */
  public static SearchResult search(Board board, int depth) {
    try (Engine engine = Engine.builder().hashMiB(16).threads(1).evaluator(CentreEvaluator::new).build()) {
      return engine.search(board, SearchLimits.depth(depth));
    }
  }

  /** The example positions, as FEN. */
  public static List<String> positions() {
    return List.of(POSITIONS);
  }

  /** Prints the best move and score of each example position. */
  public static void main(String[] args) {
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
    for (String fen : POSITIONS) {
      Board board = Board.fromFen(fen);
      SearchResult result = search(board, depth);
      String best = result.bestMove().map(board::san).orElse("(none)");
      System.out.printf("%-60s static %5d  best %-6s score %s%n",
          fen, new CentreEvaluator().evaluate(board), best, result.score());
    }
  }
}
