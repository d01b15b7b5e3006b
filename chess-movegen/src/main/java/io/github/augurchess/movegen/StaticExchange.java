package io.github.augurchess.movegen;


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
   * True if {@link #evaluate} would give at least {@code threshold}, usually without the whole
   * exchange: the same captures in the same order, but the walk stops as soon as the answer is
   * settled (Stockfish's form, whose swap value {@code balance} follows). {@code result} is 1 while
   * the mover's side reaches the threshold if the exchange ended after the latest capture.
   */
  static boolean atLeast(Board board, int move, int threshold) {
    if (PackedMove.isCastling(move)) {
      return 0 >= threshold;
    }
    // Below the threshold even if nothing recaptures.
    int balance = firstGain(board, move) - threshold;
    if (balance < 0) {
      return false;
    }
    // At the threshold or above even if the mover is taken and nothing more happens: at threshold
    // 0, every capture of a piece worth at least the capturer, en passant included, ends here.
    balance = valueOnSquare(board, move) - balance;
    if (balance <= 0) {
      return true;
    }
    int to = PackedMove.to(move);
    long occupied = occupiedAfter(board, move);
    long diagonal = board.byType[Board.BISHOP] | board.byType[Board.QUEEN];
    long straight = board.byType[Board.ROOK] | board.byType[Board.QUEEN];
    long attackers = (board.attackersTo(to, 0, occupied) | board.attackersTo(to, 1, occupied)) & occupied;
    int side = board.sideToMove ^ 1;
    int result = 1;
    while (true) {
      long ours = attackers & board.byColor[side];
      if (ours == 0) {
        break;
      }
      result ^= 1;
      int type = Board.PAWN;
      while ((ours & board.byType[type]) == 0) {
        type++;
      }
      balance = VALUES[type] - balance;
      if (balance < result) {
        break;
      }
      occupied ^= Bitboards.bit(Bitboards.first(ours & board.byType[type]));
      attackers |= (Attacks.bishop(to, occupied) & diagonal) | (Attacks.rook(to, occupied) & straight);
      attackers &= occupied;
      side ^= 1;
    }
    return result != 0;
  }

  /**
   * The exchange's outcome for the mover: every capture of the sequence is listed, then each side
   * from the last backwards keeps the better of stopping and capturing. (The list once ended at the
   * first capture that lost even unanswered while the capture before it had won; that took the
   * recaptures after it for granted, so a pawn taking a bishop that only a queen defends, with a
   * rook guarding the pawn's square, scored a pawn less than it wins.)
   */
  static int evaluate(Board board, int move) {
    if (PackedMove.isCastling(move)) {
      return 0;
    }
    int to = PackedMove.to(move);
    int[] gain = board.seeGain;
    long occupied = occupiedAfter(board, move);
    int onSquare = valueOnSquare(board, move);
    gain[0] = firstGain(board, move);
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

  /** The occupancy once the mover, and an en-passant victim, have left their squares. */
  private static long occupiedAfter(Board board, int move) {
    long occupied = board.occupied ^ Bitboards.bit(PackedMove.from(move));
    return PackedMove.isEnPassant(move) ? occupied ^ Bitboards.bit(PackedMove.to(move) ^ 8) : occupied;
  }

  /** The value of the piece on the target square after the move: the mover, or what it promotes to. */
  private static int valueOnSquare(Board board, int move) {
    int promotion = PackedMove.promotionType(move);
    return promotion != 0 ? VALUES[promotion] : VALUES[board.mailbox[PackedMove.from(move)] % 6];
  }

  /** What the move itself wins: the piece taken (a pawn en passant) and what a promotion adds. */
  private static int firstGain(Board board, int move) {
    int victim = board.mailbox[PackedMove.to(move)];
    int captured = PackedMove.isEnPassant(move) ? VALUES[Board.PAWN] : victim == Board.EMPTY ? 0 : VALUES[victim % 6];
    int promotion = PackedMove.promotionType(move);
    return captured + (promotion != 0 ? VALUES[promotion] - VALUES[Board.PAWN] : 0);
  }
}
