package io.github.augurchess.uci;

import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Termination;
import io.github.augurchess.movegen.Board;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * When a game between engines is over, as engine-testing GUIs (cutechess-cli, XBoard) decide it:
 * the ends by rule, and a draw as soon as a position has occurred three times or fifty moves by
 * each side have passed without a capture or pawn move.
 *
 * <p>Not {@link Board#outcome(boolean) outcome(true)}: that also counts a draw the side to move
 * could claim by announcing a move that would repeat the position or complete the fifty moves. A
 * player who is winning does not claim, so ending the game there would take a win away whenever
 * the side to move has a better move than the one that repeats.
 */
final class ArbiterRules {
  private ArbiterRules() {}

  /** The game's end after the last move, or null while it goes on. */
  static @Nullable Outcome outcome(Board board) {
    Outcome byRule = board.outcome();
    if (byRule != null) {
      return byRule;
    }
    if (board.isFiftyMoves()) {
      return Outcome.draw(Termination.FIFTY_MOVES);
    }
    if (board.isThreefoldRepetition()) {
      return Outcome.draw(Termination.THREEFOLD_REPETITION);
    }
    return null;
  }
}
