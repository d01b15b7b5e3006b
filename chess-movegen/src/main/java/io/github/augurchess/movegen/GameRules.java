package io.github.augurchess.movegen;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Termination;
import org.checkerframework.checker.nullness.qual.Nullable;

/** The rules that end a game: mate, stalemate, dead material, the move-count and repetition rules. */
final class GameRules {
  private GameRules() {}

  /**
   * True if the side can never give mate. A lone king cannot; a king and one knight can only if
   * the opponent has something besides king and queens to block its own king's flight; bishops
   * cannot if every bishop on the board stands on one colour of square and there are no pawns
   * or knights (the position python-chess and FIDE agree on).
   */
  static boolean hasInsufficientMaterial(Board board, int color) {
    long ours = board.byColor[color];
    long theirs = board.byColor[color ^ 1];
    if ((ours & (board.byType[Board.PAWN] | board.byType[Board.ROOK] | board.byType[Board.QUEEN])) != 0) {
      return false;
    }
    if ((ours & board.byType[Board.KNIGHT]) != 0) {
      return Long.bitCount(ours) <= 2
          && (theirs & ~board.byType[Board.KING] & ~board.byType[Board.QUEEN]) == 0;
    }
    if ((ours & board.byType[Board.BISHOP]) != 0) {
      long bishops = board.byType[Board.BISHOP];
      boolean oneColour = (bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0;
      return oneColour && board.byType[Board.PAWN] == 0 && board.byType[Board.KNIGHT] == 0;
    }
    return true;
  }

  static boolean canClaimFiftyMoves(Board board) {
    if (board.halfmoveClock >= 100) {
      return board.countLegalMoves() > 0;
    }
    if (board.halfmoveClock == 99) {
      int[] moves = new int[MoveGenerator.MAX_MOVES];
      int n = board.generateLegal(moves, 0);
      for (int i = 0; i < n; i++) {
        if (isZeroing(board, moves[i])) {
          continue;
        }
        // The claim needs a position after the move in which the game goes on (not mate or stalemate).
        board.makeMove(moves[i]);
        boolean gameGoesOn = board.countLegalMoves() > 0;
        board.unmakeMove();
        if (gameGoesOn) {
          return true;
        }
      }
    }
    return false;
  }

  /** True if the move resets the halfmove clock (a capture or a pawn move). */
  private static boolean isZeroing(Board board, int move) {
    int from = PackedMove.from(move);
    return board.mailbox[from] % 6 == Board.PAWN
        || (!PackedMove.isCastling(move) && board.mailbox[PackedMove.to(move)] != Board.EMPTY);
  }

  static boolean canClaimThreefoldRepetition(Board board) {
    if (board.repetitions() >= 3) {
      return true;
    }
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int n = board.generateLegal(moves, 0);
    for (int i = 0; i < n; i++) {
      if (isZeroing(board, moves[i])) {
        continue;
      }
      board.makeMove(moves[i]);
      boolean threefold = board.repetitions() >= 3;
      board.unmakeMove();
      if (threefold) {
        return true;
      }
    }
    return false;
  }

  static @Nullable Outcome outcome(Board board, boolean claimDraw) {
    boolean noMoves = board.countLegalMoves() == 0;
    if (noMoves && board.isCheck()) {
      return Outcome.win(Termination.CHECKMATE, Color.ofIndex(board.sideToMove ^ 1));
    }
    if (board.isInsufficientMaterial()) {
      return Outcome.draw(Termination.INSUFFICIENT_MATERIAL);
    }
    if (noMoves) {
      return Outcome.draw(Termination.STALEMATE);
    }
    if (board.halfmoveClock >= 150) {
      return Outcome.draw(Termination.SEVENTY_FIVE_MOVES);
    }
    if (board.isFivefoldRepetition()) {
      return Outcome.draw(Termination.FIVEFOLD_REPETITION);
    }
    if (claimDraw) {
      if (board.canClaimFiftyMoves()) {
        return Outcome.draw(Termination.FIFTY_MOVES);
      }
      if (board.canClaimThreefoldRepetition()) {
        return Outcome.draw(Termination.THREEFOLD_REPETITION);
      }
    }
    return null;
  }

  /**
   * The end by rule, or a fifty-move or threefold draw that has happened on the board (the clock
   * at 100, the third occurrence); a draw that a move would only bring about does not count.
   */
  static @Nullable Outcome outcomeOnBoard(Board board) {
    Outcome byRule = outcome(board, false);
    if (byRule != null) {
      return byRule;
    }
    // No end by rule, so the side to move has a move: the clock alone decides the fifty moves.
    if (board.halfmoveClock >= 100) {
      return Outcome.draw(Termination.FIFTY_MOVES);
    }
    if (board.isThreefoldRepetition()) {
      return Outcome.draw(Termination.THREEFOLD_REPETITION);
    }
    return null;
  }
}
