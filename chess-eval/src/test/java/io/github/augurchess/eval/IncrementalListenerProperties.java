package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.PositionListener;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * An incremental evaluator kept in step through the board's {@link PositionListener} equals the
 * same sum from scratch after every make and unmake of random games, null moves included, and
 * all the way back to the start.
 */
class IncrementalListenerProperties {
  private static final int GAMES = 150;
  private static final int MAX_PLIES = 200;

  /**
   * Material plus piece-square values, middlegame and endgame, white's minus black's: the simplest
   * accumulator, kept only from the reported deltas.
   */
  private static final class IncrementalPieceSquare implements PositionListener {
    final PieceSquare table;
    final int[] w;
    int mg;
    int eg;
    int made;
    int unmade;
    int nullMade;
    int nullUnmade;

    IncrementalPieceSquare(EvalParameters parameters, Board board) {
      w = parameters.toArray();
      table = new PieceSquare(w);
      mg = fromScratchMg(board);
      eg = fromScratchEg(board);
    }

    private int sign(int piece) {
      return piece < 6 ? 1 : -1;
    }

    int valueMg(int piece, int square) {
      int type = piece % 6;
      int material = type == 5 ? 0 : w[ParameterLayout.MATERIAL + 2 * type];
      return sign(piece) * (material + PackedScore.mg(table.packed(piece, square)));
    }

    int valueEg(int piece, int square) {
      int type = piece % 6;
      int material = type == 5 ? 0 : w[ParameterLayout.MATERIAL + 2 * type + 1];
      return sign(piece) * (material + PackedScore.eg(table.packed(piece, square)));
    }

    @Override
    public void pieceAdded(int piece, int square) {
      mg += valueMg(piece, square);
      eg += valueEg(piece, square);
    }

    @Override
    public void pieceRemoved(int piece, int square) {
      mg -= valueMg(piece, square);
      eg -= valueEg(piece, square);
    }

    @Override
    public void pieceMoved(int piece, int from, int to) {
      mg += valueMg(piece, to) - valueMg(piece, from);
      eg += valueEg(piece, to) - valueEg(piece, from);
    }

    @Override
    public void moveMade(boolean nullMove) {
      made++;
      nullMade += nullMove ? 1 : 0;
    }

    @Override
    public void moveUnmade(boolean nullMove) {
      unmade++;
      nullUnmade += nullMove ? 1 : 0;
    }

    int fromScratchMg(Board board) {
      int sum = 0;
      for (int sq = 0; sq < 64; sq++) {
        int piece = pieceIndex(board, sq);
        sum += piece < 0 ? 0 : valueMg(piece, sq);
      }
      return sum;
    }

    int fromScratchEg(Board board) {
      int sum = 0;
      for (int sq = 0; sq < 64; sq++) {
        int piece = pieceIndex(board, sq);
        sum += piece < 0 ? 0 : valueEg(piece, sq);
      }
      return sum;
    }

    private static int pieceIndex(Board board, int sq) {
      var piece = board.pieceAt(io.github.augurchess.api.Square.ofIndex(sq));
      return piece == null ? -1 : piece.ordinal();
    }
  }

  private static void assertInStep(IncrementalPieceSquare incremental, Board board, ClassicalEvaluator evaluator,
      String where) {
    assertEquals(incremental.fromScratchMg(board), incremental.mg, () -> where + " (mg)");
    assertEquals(incremental.fromScratchEg(board), incremental.eg, () -> where + " (eg)");
    // The same sum is what the classical evaluator reports for its material and piece-square terms.
    EvalTrace trace = evaluator.trace(board);
    int mg = 0;
    int eg = 0;
    for (EvalTerm term : new EvalTerm[] {EvalTerm.MATERIAL, EvalTerm.PIECE_SQUARE}) {
      mg += trace.mg(term, Color.WHITE) - trace.mg(term, Color.BLACK);
      eg += trace.eg(term, Color.WHITE) - trace.eg(term, Color.BLACK);
    }
    assertEquals(mg, incremental.mg, () -> where + " (trace mg)");
    assertEquals(eg, incremental.eg, () -> where + " (trace eg)");
  }

  @Test
  void incrementalPieceSquareSumEqualsFromScratchThroughMakeAndUnmake() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int totalNullMoves = 0;
    for (long seed = 0; seed < GAMES; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      Board board = Board.startingPosition();
      IncrementalPieceSquare incremental = new IncrementalPieceSquare(evaluator.parameters(), board);
      board.setListener(incremental);
      int plies = 0;
      while (plies < MAX_PLIES) {
        String where = "seed " + seed + ", ply " + plies + ", FEN " + board.fen();
        if (!board.isCheck() && random.nextInt(8) == 0) {
          board.unchecked().makeNullMove();
          totalNullMoves++;
        } else {
          int move = RandomGames.randomMove(board, random, moves);
          if (move == 0) {
            break;
          }
          board.unchecked().makeMove(move);
          where += ", after " + io.github.augurchess.movegen.PackedMove.toMove(move);
        }
        plies++;
        assertInStep(incremental, board, evaluator, where);
        // Now and then take a move back and play on from there, to test unmake mid-game.
        if (random.nextInt(6) == 0) {
          board.unchecked().unmakeMove();
          plies--;
          assertInStep(incremental, board, evaluator, where + ", undone");
        }
      }
      while (board.historySize() > 0) {
        board.unchecked().unmakeMove();
        assertInStep(incremental, board, evaluator,
            "seed " + seed + ", unmaking back to the start at history " + board.historySize() + ", FEN " + board.fen());
      }
      assertEquals(Board.startingPosition().fen(), board.fen(), "seed " + seed);
      assertEquals(incremental.made, incremental.unmade, "seed " + seed + ": moveMade/moveUnmade calls");
      assertEquals(incremental.nullMade, incremental.nullUnmade, "seed " + seed + ": null moves");
    }
    assertEquals(true, totalNullMoves > 100, "too few null moves: " + totalNullMoves);
  }
}
