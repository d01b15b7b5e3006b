package io.github.augurchess.search;

/** A legal move at the root with what the last iterations learnt of it. */
final class RootMove {
  final int move;
  int score = -Scores.INFINITE;
  int previousScore = -Scores.INFINITE;
  int selectiveDepth;
  /** Nodes searched below this move in this search so far, for the time manager. */
  long nodes;
  /** The variation starting with this move, as packed moves. */
  int[] pv = new int[Scores.MAX_PLY + 1];
  int pvLength;

  RootMove(int move) {
    this.move = move;
    pv[0] = move;
    pvLength = 1;
  }
}
