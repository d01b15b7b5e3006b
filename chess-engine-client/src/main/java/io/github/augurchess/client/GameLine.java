package io.github.augurchess.client;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.util.ArrayList;
import java.util.List;

/**
 * A game as an engine is told it, over UCI or CECP: the position it started from and the moves
 * since (back to the last null move, which neither protocol can send: the position after it is
 * the start instead).
 */
record GameLine(String startFen, Variant variant, List<Move> moves) {
  GameLine {
    moves = List.copyOf(moves);
  }

  static GameLine of(Board position) {
    Board start = position.copy();
    List<Move> moves = new ArrayList<>();
    while (start.historySize() > 0) {
      Move last = start.lastMove();
      start.undo();
      if (last == null || last.isNull()) {
        start = Fen.parse(position.fen(), position.variant());
        moves.clear();
        break;
      }
      moves.add(0, last);
    }
    return new GameLine(start.fen(), position.variant(), moves);
  }

  /** True if this game is {@code earlier} followed by zero or more moves. */
  boolean continues(GameLine earlier) {
    return startFen.equals(earlier.startFen) && variant == earlier.variant && moves.size() >= earlier.moves.size()
        && moves.subList(0, earlier.moves.size()).equals(earlier.moves);
  }

  /** True if this game is {@code earlier} followed by exactly one move. */
  boolean continuesByOneMove(GameLine earlier) {
    return moves.size() == earlier.moves.size() + 1 && continues(earlier);
  }

  /** The position at the end of the line. */
  Board board() {
    Board board = Fen.parse(startFen, variant);
    for (Move move : moves) {
      board.play(move);
    }
    return board;
  }
}
