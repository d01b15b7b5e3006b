package io.github.augurchess.eval;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import java.util.SplittableRandom;

/**
 * Seeded random games for property tests. Captures are preferred half of the time so that games
 * reach endgames (and drawish material) instead of shuffling in the middlegame.
 */
final class RandomGames {
  private RandomGames() {}

  /** Sees each position of a game, the start included; returns false to stop the game early. */
  interface Visitor {
    boolean visit(Board board, int ply);
  }

  /**
   * Plays one random game from the starting position.
   *
   * @return the number of positions visited
   */
  static int play(long seed, int maxPlies, Visitor visitor) {
    SplittableRandom random = new SplittableRandom(seed);
    Board board = Board.startingPosition();
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int visited = 0;
    for (int ply = 0; ; ply++) {
      visited++;
      if (!visitor.visit(board, ply) || ply >= maxPlies || board.halfmoveClock() >= 100) {
        return visited;
      }
      int move = randomMove(board, random, moves);
      if (move == 0) {
        return visited;
      }
      board.unchecked().makeMove(move);
    }
  }

  /** A random legal packed move, a capture half of the time when there is one; 0 if none. */
  static int randomMove(Board board, SplittableRandom random, int[] moves) {
    if (random.nextBoolean()) {
      int captures = board.unchecked().generateCaptures(moves, 0);
      if (captures > 0) {
        return moves[random.nextInt(captures)];
      }
    }
    int n = board.unchecked().generateLegal(moves, 0);
    return n == 0 ? 0 : moves[random.nextInt(n)];
  }

  /**
   * The FEN of the position mirrored left to right (a-file becomes h-file). The position must have
   * no castling rights, which have no mirror image in standard chess.
   */
  static String mirrorFiles(String fen) {
    String[] fields = fen.split(" ");
    if (!fields[2].equals("-")) {
      throw new IllegalArgumentException("castling rights have no left-right mirror: " + fen);
    }
    String[] ranks = fields[0].split("/");
    StringBuilder placement = new StringBuilder();
    for (int i = 0; i < ranks.length; i++) {
      if (i > 0) {
        placement.append('/');
      }
      placement.append(new StringBuilder(ranks[i]).reverse());
    }
    fields[0] = placement.toString();
    if (!fields[3].equals("-")) {
      fields[3] = (char) ('h' - (fields[3].charAt(0) - 'a')) + fields[3].substring(1);
    }
    return String.join(" ", fields);
  }
}
