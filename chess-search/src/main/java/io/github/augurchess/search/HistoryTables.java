package io.github.augurchess.search;

import io.github.augurchess.movegen.PackedMove;
import java.util.Arrays;

/**
 * What one search thread learns about quiet moves: two killers per ply, the history of each
 * side's from-to pair, the counter move that refuted each previous move, and the continuation
 * history: how a quiet move (piece and destination) fared after a given move (piece and
 * destination) one or two plies earlier. Owned by one thread; kept across searches of a game and
 * cleared by a new game.
 */
final class HistoryTables {
  /** History values stay within this bound (the update below saturates towards it). */
  static final int HISTORY_MAX = 16_384;

  private final int[] killers = new int[2 * (Scores.MAX_PLY + 2)];
  /** Indexed by side * 4096 + from * 64 + to. */
  private final int[] history = new int[2 * 4096];
  /** Indexed by the previous move's piece * 64 + its destination. */
  private final int[] counterMoves = new int[12 * 64];

  /** Piece (0 to 11) and destination pairs: the index of a move in a continuation row. */
  private static final int PIECE_SQUARES = 12 * 64;
  /**
   * The row of {@link #continuation} for "no earlier move" (the root, or a null move): it reads 0
   * and is never updated, which spares a branch on every read.
   */
  static final int NO_CONTINUATION = PIECE_SQUARES * PIECE_SQUARES;
  /**
   * Indexed by a row ({@link #continuationRow}: the earlier move's piece and destination) plus the
   * quiet move's piece * 64 + destination. Shorts, since the values stay within {@link
   * #HISTORY_MAX}: the table is 1.2 MB instead of 2.4, and more of it stays in the cache.
   */
  private final short[] continuation = new short[NO_CONTINUATION + PIECE_SQUARES];

  void clear() {
    Arrays.fill(killers, 0);
    Arrays.fill(history, 0);
    Arrays.fill(counterMoves, 0);
    Arrays.fill(continuation, (short) 0);
  }

  /** Forget the killers (they are positions-specific); histories carry over between searches. */
  void clearKillers() {
    Arrays.fill(killers, 0);
  }

  int killer(int ply, int slot) {
    return killers[2 * ply + slot];
  }

  void addKiller(int ply, int move) {
    int i = 2 * ply;
    if (killers[i] != move) {
      killers[i + 1] = killers[i];
      killers[i] = move;
    }
  }

  int history(int side, int move) {
    return history[side << 12 | move & 0xFFF];
  }

  /** Moves the entry towards the bound by the bonus (or malus), more slowly as it gets near. */
  void updateHistory(int side, int move, int bonus) {
    int i = side << 12 | move & 0xFFF;
    history[i] += bonus - history[i] * Math.abs(bonus) / HISTORY_MAX;
  }

  int counterMove(int previousPiece, int previousTo) {
    return previousPiece < 0 ? 0 : counterMoves[previousPiece << 6 | previousTo];
  }

  void setCounterMove(int previousPiece, int previousTo, int move) {
    if (previousPiece >= 0) {
      counterMoves[previousPiece << 6 | previousTo] = move;
    }
  }

  /**
   * The continuation row of an earlier move.
   *
   * @param piece the piece that moved (0 to 11), or -1 for a null move or none
   * @param to its destination
   */
  static int continuationRow(int piece, int to) {
    return piece < 0 ? NO_CONTINUATION : (piece << 6 | to) * PIECE_SQUARES;
  }

  /** How a quiet move of this piece (0 to 11) to this square fared after the row's move. */
  int continuation(int row, int piece, int to) {
    return continuation[row + (piece << 6 | to)];
  }

  /** Moves the continuation entry towards the bound by the bonus, like {@link #updateHistory}. */
  void updateContinuation(int row, int piece, int to, int bonus) {
    if (row != NO_CONTINUATION) {
      int i = row + (piece << 6 | to);
      continuation[i] += bonus - continuation[i] * Math.abs(bonus) / HISTORY_MAX;
    }
  }

  /**
   * The ordering score of a quiet move: its from-to history plus its continuation histories after
   * the moves one and two plies earlier.
   */
  int quietScore(int side, int move, int piece, int row1, int row2) {
    int to = PackedMove.to(move);
    return history(side, move) + continuation(row1, piece, to) + continuation(row2, piece, to);
  }
}
