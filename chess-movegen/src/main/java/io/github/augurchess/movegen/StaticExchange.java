package io.github.augurchess.movegen;

import io.github.augurchess.movegen.internal.Attacks;
import io.github.augurchess.movegen.internal.Bitboards;

/**
 * Static exchange evaluation: the outcome of the capture sequence on one square when each side
 * recaptures with its least valuable piece and may stop when going on would lose. Pins are
 * ignored, as usual; x-ray attackers behind the capturers join as the line opens.
 */
final class StaticExchange {
  private StaticExchange() {}

  /** Pawn, knight, bishop, rook, queen, king. */
  static final int[] VALUES = {100, 325, 325, 500, 975, 20000};

  private static final int MAX_SWAPS = 32;

  /**
   * True if the move loses material by exchange ({@link #evaluate} below 0). Taking a piece
   * worth at least the capturer, capturing with the king (legal only on an undefended square),
   * en passant and castling never lose, so they skip the exchange.
   */
  static boolean isLosing(Board board, int move) {
    if (PackedMove.isEnPassant(move) || PackedMove.isCastling(move)) {
      return false;
    }
    if (PackedMove.promotionType(move) != 0) {
      // The new piece can be lost on the square, whatever it took.
      return evaluate(board, move) < 0;
    }
    int victim = board.mailbox[PackedMove.to(move)];
    int attacker = board.mailbox[PackedMove.from(move)] % 6;
    if (attacker == Board.KING || victim != Board.EMPTY && VALUES[victim % 6] >= VALUES[attacker]) {
      return false;
    }
    return evaluate(board, move) < 0;
  }

  static int evaluate(Board board, int move) {
    if (PackedMove.isCastling(move)) {
      return 0;
    }
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int[] gain = board.seeGain;
    int promotion = PackedMove.promotionType(move);
    int mover = board.mailbox[from] % 6;
    long occupied = board.occupied ^ Bitboards.bit(from);
    int captured;
    if (PackedMove.isEnPassant(move)) {
      captured = VALUES[Board.PAWN];
      occupied ^= Bitboards.bit(to ^ 8);
    } else {
      captured = board.mailbox[to] == Board.EMPTY ? 0 : VALUES[board.mailbox[to] % 6];
    }
    int onSquare = promotion != 0 ? VALUES[promotion] : VALUES[mover];
    gain[0] = captured + (promotion != 0 ? VALUES[promotion] - VALUES[Board.PAWN] : 0);
    long diagonal = board.byType[Board.BISHOP] | board.byType[Board.QUEEN];
    long straight = board.byType[Board.ROOK] | board.byType[Board.QUEEN];
    long attackers = (board.attackersTo(to, 0, occupied) | board.attackersTo(to, 1, occupied)) & occupied;
    int side = board.sideToMove ^ 1;
    int depth = 0;
    while (depth + 1 < MAX_SWAPS) {
      long ours = attackers & board.byColor[side];
      if (ours == 0) {
        break;
      }
      int type = Board.PAWN;
      while ((ours & board.byType[type]) == 0) {
        type++;
      }
      depth++;
      gain[depth] = onSquare - gain[depth - 1];
      if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
        break;
      }
      occupied ^= Bitboards.bit(Bitboards.first(ours & board.byType[type]));
      attackers |= (Attacks.bishop(to, occupied) & diagonal) | (Attacks.rook(to, occupied) & straight);
      attackers &= occupied;
      onSquare = VALUES[type];
      side ^= 1;
    }
    while (depth > 0) {
      gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
      depth--;
    }
    return gain[0];
  }
}
