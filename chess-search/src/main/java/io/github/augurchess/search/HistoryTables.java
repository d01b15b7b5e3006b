package io.github.augurchess.search;

import java.util.Arrays;

/**
 * What one search thread learns about quiet moves: two killers per ply, the history of each
 * side's from-to pair, and the counter move that refuted each previous move. Owned by one thread;
 * kept across searches of a game and cleared by a new game.
 */
final class HistoryTables {
  /** History values stay within this bound (the update below saturates towards it). */
  static final int HISTORY_MAX = 16_384;

  private final int[] killers = new int[2 * (Scores.MAX_PLY + 2)];
  /** Indexed by side * 4096 + from * 64 + to. */
  private final int[] history = new int[2 * 4096];
  /** Indexed by the previous move's piece * 64 + its destination. */
  private final int[] counterMoves = new int[12 * 64];

  void clear() {
    Arrays.fill(killers, 0);
    Arrays.fill(history, 0);
    Arrays.fill(counterMoves, 0);
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
}
