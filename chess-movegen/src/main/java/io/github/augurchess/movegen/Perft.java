package io.github.augurchess.movegen;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal move tree to a given depth, the standard check of a
 * move generator. {@link #count} counts the moves at the last ply without playing them (bulk
 * counting); {@link #countFull} plays and takes back every leaf move.
 *
 * <pre>{@code
 * long nodes = Perft.count(Board.startingPosition(), 5);   // 4,865,609
 * }</pre>
 *
 * <p>The board is returned to its position when a call returns.
 */
public final class Perft {
  private Perft() {}

  /** The leaf count at {@code depth}, bulk-counted at the last ply. */
  public static long count(Board board, int depth) {
    checkDepth(depth);
    return depth == 0 ? 1 : bulk(board, depth, new int[depth * MoveGenerator.MAX_MOVES], 0);
  }

  /** The leaf count at {@code depth}, making and unmaking every move including the leaves. */
  public static long countFull(Board board, int depth) {
    checkDepth(depth);
    return full(board, depth, new int[(depth + 1) * MoveGenerator.MAX_MOVES], 0);
  }

  /**
   * The leaf count below each legal move, in generation order (bulk-counted), keyed by the move's
   * UCI text for this board ({@link Board#uci}: {@code e1g1} for castling in standard chess, king
   * takes rook in Chess960), as {@code augur perft --divide} and Stockfish's {@code go perft}
   * print them; the values sum to {@link #count}.
   */
  public static Map<String, Long> divide(Board board, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs a depth of at least 1, got " + depth);
    }
    int[] buffer = new int[depth * MoveGenerator.MAX_MOVES];
    int end = board.generateLegal(buffer, 0);
    Map<String, Long> result = new LinkedHashMap<>();
    for (int i = 0; i < end; i++) {
      String uci = Uci.write(board, PackedMove.toMove(buffer[i]));
      board.makeMove(buffer[i]);
      result.put(uci, depth == 1 ? 1 : bulk(board, depth - 1, buffer, end));
      board.unmakeMove();
    }
    return result;
  }

  private static void checkDepth(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must not be negative, got " + depth);
    }
  }

  private static long bulk(Board board, int depth, int[] buffer, int start) {
    if (depth == 1) {
      return board.countLegalMoves();
    }
    int end = board.generateLegal(buffer, start);
    long nodes = 0;
    for (int i = start; i < end; i++) {
      board.makeMove(buffer[i]);
      nodes += bulk(board, depth - 1, buffer, end);
      board.unmakeMove();
    }
    return nodes;
  }

  private static long full(Board board, int depth, int[] buffer, int start) {
    if (depth == 0) {
      return 1;
    }
    int end = board.generateLegal(buffer, start);
    if (depth == 1) {
      // Every leaf is still made and unmade; only the call that would return 1 is saved.
      for (int i = start; i < end; i++) {
        board.makeMove(buffer[i]);
        board.unmakeMove();
      }
      return end - start;
    }
    long nodes = 0;
    for (int i = start; i < end; i++) {
      board.makeMove(buffer[i]);
      nodes += full(board, depth - 1, buffer, end);
      board.unmakeMove();
    }
    return nodes;
  }
}
