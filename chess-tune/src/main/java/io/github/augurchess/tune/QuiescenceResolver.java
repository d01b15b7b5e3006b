package io.github.augurchess.tune;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PositionListener;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.movegen.PackedMove;

/**
 * Resolves a position to a quiet one: the leaf of the principal variation of a quiescence search
 * (captures and promotions, every reply when in check, losing captures skipped). Texel's method
 * fits static evaluations to results, so a position in the middle of an exchange would teach it
 * noise; the leaf of the exchange is what the search would evaluate.
 *
 * <p>One instance per thread: it owns its move buffers and allocates nothing per node.
 */
public final class QuiescenceResolver {
  /** Plies the search goes down at most; exchanges end well before. */
  static final int MAX_PLY = 32;
  private static final int INFINITE = 1_000_000;
  private static final int MATE = 100_000;
  /** Victim values for ordering captures, by piece type pawn to king. */
  private static final int[] VICTIM = {1, 3, 3, 5, 9, 0};

  private final Evaluator evaluator;
  private final int[][] moves = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
  private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
  private final int[] pvLength = new int[MAX_PLY + 1];
  private long nodes;

  /** A resolver that scores leaves with this evaluator (an incremental one is kept in step). */
  public QuiescenceResolver(Evaluator evaluator) {
    this.evaluator = evaluator;
  }

  /**
   * The quiet position at the end of the quiescence search's principal variation from this one:
   * a new board (the argument is left as it was), the same position when it is already quiet.
   */
  public Board resolve(Board position) {
    Board board = prepare(position);
    search(board, -INFINITE, INFINITE, 0);
    for (int i = 0; i < pvLength[0]; i++) {
      board.unchecked().makeMove(pv[0][i]);
    }
    board.setListener(null);
    return board;
  }

  /** The quiescence score of a position for the side to move. */
  public int score(Board position) {
    return search(prepare(position), -INFINITE, INFINITE, 0);
  }

  /** A copy to search on, with an incremental evaluator following its moves. */
  private Board prepare(Board position) {
    Board board = position.copy();
    evaluator.reset(board);
    if (evaluator instanceof PositionListener) {
      board.setListener((PositionListener) evaluator);
    }
    return board;
  }

  /** Nodes searched since this resolver was made. */
  public long nodes() {
    return nodes;
  }

  private int search(Board board, int alpha, int beta, int ply) {
    nodes++;
    pvLength[ply] = 0;
    boolean inCheck = board.isCheck();
    int best = -INFINITE;
    if (!inCheck) {
      best = evaluator.evaluate(board);
      if (best >= beta || ply >= MAX_PLY - 1) {
        return best;
      }
      alpha = Math.max(alpha, best);
    } else if (ply >= MAX_PLY - 1) {
      return evaluator.evaluate(board);
    }
    int[] list = moves[ply];
    int count = inCheck ? board.unchecked().generateLegal(list, 0) : board.unchecked().generateCaptures(list, 0);
    if (count == 0) {
      return inCheck ? -MATE + ply : best;
    }
    orderByVictim(board, list, count);
    for (int i = 0; i < count; i++) {
      int move = list[i];
      if (!inCheck && board.unchecked().losesMaterial(move)) {
        continue;
      }
      board.unchecked().makeMove(move);
      int score = -search(board, -beta, -alpha, ply + 1);
      board.unchecked().unmakeMove();
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          pv[ply][0] = move;
          System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLength[ply + 1]);
          pvLength[ply] = pvLength[ply + 1] + 1;
          if (score >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /** Most valuable victim first (promotions count as a queen); an insertion sort of a few moves. */
  private static void orderByVictim(Board board, int[] list, int count) {
    for (int i = 1; i < count; i++) {
      int move = list[i];
      int key = victim(board, move);
      int j = i - 1;
      while (j >= 0 && victim(board, list[j]) < key) {
        list[j + 1] = list[j];
        j--;
      }
      list[j + 1] = move;
    }
  }

  private static int victim(Board board, int move) {
    int piece = board.unchecked().pieceIndexAt(PackedMove.to(move));
    int value = piece < 0 ? (PackedMove.isEnPassant(move) ? VICTIM[0] : 0) : VICTIM[piece % 6];
    return PackedMove.promotionType(move) != 0 ? value + VICTIM[4] : value;
  }
}
