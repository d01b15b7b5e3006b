package io.github.augurchess.search;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import java.util.SplittableRandom;

/**
 * Positions from seeded random games, kept as boards with their history (so that repetitions
 * and the fifty-move rule can arise). Captures are preferred half of the time so that games reach
 * endgames, mates and stalemates.
 */
final class RandomPositions {
  private RandomPositions() {}

  /** A board after a random number of random plies (0 to maxPlies) from the start. */
  static Board walk(SplittableRandom random, int maxPlies) {
    Board board = Board.startingPosition();
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int plies = random.nextInt(maxPlies + 1);
    for (int ply = 0; ply < plies; ply++) {
      int n = 0;
      if (random.nextBoolean()) {
        n = board.unchecked().generateCaptures(moves, 0);
      }
      if (n == 0) {
        n = board.unchecked().generateLegal(moves, 0);
      }
      if (n == 0) {
        break;
      }
      board.unchecked().makeMove(moves[random.nextInt(n)]);
    }
    return board;
  }
}
