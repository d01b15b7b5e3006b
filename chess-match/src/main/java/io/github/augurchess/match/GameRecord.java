package io.github.augurchess.match;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import java.util.List;

/**
 * A finished match game.
 *
 * @param white the white player's name
 * @param black the black player's name
 * @param start the position before the first move (the opening's own moves included in {@code moves})
 * @param moves every move of the game
 * @param comments for each move, the engine's score, depth and time, or empty for opening moves
 * @param result {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
 * @param end how the game ended
 * @param reason the termination in words, for the PGN
 */
public record GameRecord(String white, String black, Board start, List<Move> moves, List<String> comments,
    String result, GameEnd end, String reason) {
  /** Copies the moves and the comments. */
  public GameRecord {
    moves = List.copyOf(moves);
    comments = List.copyOf(comments);
  }

  /** The score of the player with this name: 1, 0.5 or 0. */
  public double scoreOf(String player) {
    if (result.equals("1/2-1/2")) {
      return 0.5;
    }
    Color winner = result.equals("1-0") ? Color.WHITE : Color.BLACK;
    return (winner == Color.WHITE ? white : black).equals(player) ? 1 : 0;
  }

  /** How a match game ended. */
  public enum GameEnd {
    /** By the rules: mate, stalemate, insufficient material, repetition, 50 moves. */
    RULES,
    /** By score adjudication. */
    ADJUDICATED,
    /** A player resigned. */
    RESIGNED,
    /** A player's clock ran out. */
    TIME_FORFEIT,
    /** A player made an illegal move or otherwise broke the protocol. */
    ILLEGAL_MOVE,
    /** A player's process died. */
    CRASH,
    /** A player stopped answering. */
    STALLED
  }
}
