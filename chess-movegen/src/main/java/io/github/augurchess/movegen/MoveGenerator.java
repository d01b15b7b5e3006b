package io.github.augurchess.movegen;

import static io.github.augurchess.movegen.Board.BISHOP;
import static io.github.augurchess.movegen.Board.KNIGHT;
import static io.github.augurchess.movegen.Board.NO_SQUARE;
import static io.github.augurchess.movegen.Board.PAWN;
import static io.github.augurchess.movegen.Board.QUEEN;
import static io.github.augurchess.movegen.Board.ROOK;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The fully legal move generator. Instead of generating pseudo-legal moves and testing each, it
 * computes the checkers and the pinned pieces once and restricts every piece's targets: in double
 * check only the king moves; in single check other pieces must capture the checker or block
 * (the check mask); a pinned piece stays on the line through its king. Only king moves and en
 * passant (which can expose the king along a rank) are tested square by square.
 *
 * <p>The same code counts moves without writing them (bulk counting for perft): a null array
 * selects counting, where each target set adds its population count.
 */
public final class MoveGenerator {
  private MoveGenerator() {}

  /** More than the most legal moves of any position (218). */
  public static final int MAX_MOVES = 256;

  static final int CAPTURES = 1;
  static final int QUIETS = 2;
  static final int ALL = CAPTURES | QUIETS;

  /** Counts the legal moves of the side to move. */
  static int count(Board board) {
    return generate(board, null, 0, ALL);
  }

  /**
   * Writes legal moves of the kinds asked into {@code moves} from {@code n} on, or counts them if
   * {@code moves} is null; returns the index after the last move (or {@code n} plus the count).
   * Captures include every promotion; quiets are the rest.
   */
  static int generate(Board board, int @Nullable [] moves, int n, int kinds) {
    int us = board.sideToMove;
    int them = us ^ 1;
    long ours = board.byColor[us];
    long theirs = board.byColor[them];
    long occupied = board.occupied;
    int king = board.kingSquareIndex(us);
    long checkers = board.attackersTo(king, them, occupied);

    long kindMask = ((kinds & CAPTURES) != 0 ? theirs : 0) | ((kinds & QUIETS) != 0 ? ~occupied : 0);
    // King moves: the king must not step onto an attacked square; sliders see through it.
    long kingTargets = Attacks.king(king) & kindMask & ~ours;
    long withoutKing = occupied ^ Bitboards.bit(king);
    while (kingTargets != 0) {
      int to = Bitboards.first(kingTargets);
      kingTargets = Bitboards.withoutFirst(kingTargets);
      if (board.attackersTo(to, them, withoutKing) == 0) {
        n = add(moves, n, PackedMove.of(king, to));
      }
    }
    if (Bitboards.hasMoreThanOne(checkers)) {
      return n;
    }
    long checkMask = checkers == 0 ? -1L : Attacks.between(king, Bitboards.first(checkers)) | checkers;
    long targets = kindMask & checkMask & ~ours;
    long pinned = board.pinnedPieces(us);

    n = pawnMoves(board, moves, n, kinds, king, pinned, checkMask);

    long knights = board.byType[KNIGHT] & ours & ~pinned;
    while (knights != 0) {
      int from = Bitboards.first(knights);
      knights = Bitboards.withoutFirst(knights);
      n = addAll(moves, n, from, Attacks.knight(from) & targets);
    }
    long diagonal = (board.byType[BISHOP] | board.byType[QUEEN]) & ours;
    while (diagonal != 0) {
      int from = Bitboards.first(diagonal);
      diagonal = Bitboards.withoutFirst(diagonal);
      long to = Attacks.bishop(from, occupied) & targets;
      if ((pinned & Bitboards.bit(from)) != 0) {
        to &= Attacks.line(king, from);
      }
      n = addAll(moves, n, from, to);
    }
    long straight = (board.byType[ROOK] | board.byType[QUEEN]) & ours;
    while (straight != 0) {
      int from = Bitboards.first(straight);
      straight = Bitboards.withoutFirst(straight);
      long to = Attacks.rook(from, occupied) & targets;
      if ((pinned & Bitboards.bit(from)) != 0) {
        to &= Attacks.line(king, from);
      }
      n = addAll(moves, n, from, to);
    }
    if (checkers == 0 && (kinds & QUIETS) != 0 && (board.castling & (3 << (us * 2))) != 0) {
      n = castlingMoves(board, moves, n, us, king);
    }
    return n;
  }

  private static int castlingMoves(Board board, int @Nullable [] moves, int n, int us, int king) {
    for (int slot = us * 2; slot < us * 2 + 2; slot++) {
      if ((board.castling & (1 << slot)) == 0 || (board.occupied & board.castlingEmpty[slot]) != 0) {
        continue;
      }
      int rook = board.castlingRookSquare[slot];
      // Without king and rook: in Chess960 the rook may shield the king's destination.
      long occupancy = board.occupied ^ Bitboards.bit(king) ^ Bitboards.bit(rook);
      long safe = board.castlingSafe[slot];
      boolean attacked = false;
      while (safe != 0 && !attacked) {
        attacked = board.attackersTo(Bitboards.first(safe), us ^ 1, occupancy) != 0;
        safe = Bitboards.withoutFirst(safe);
      }
      if (!attacked) {
        n = add(moves, n, PackedMove.of(king, rook) | PackedMove.CASTLING);
      }
    }
    return n;
  }

  private static int pawnMoves(
      Board board, int @Nullable [] moves, int n, int kinds, int king, long pinned, long checkMask) {
    int us = board.sideToMove;
    long theirs = board.byColor[us ^ 1];
    long empty = ~board.occupied;
    long pawns = board.byType[PAWN] & board.byColor[us];
    long free = pawns & ~pinned;
    boolean white = us == 0;
    long lastRank = white ? Bitboards.RANK_8 : Bitboards.RANK_1;
    int forward = white ? 8 : -8;

    long single = (white ? free << 8 : free >>> 8) & empty;
    long thirdRank = white ? Bitboards.RANK_3 : Bitboards.RANK_6;
    long doubles = (white ? (single & thirdRank) << 8 : (single & thirdRank) >>> 8) & empty & checkMask;
    single &= checkMask;
    if ((kinds & QUIETS) != 0) {
      n = addPawnMoves(moves, n, single & ~lastRank, forward);
      n = addPawnMoves(moves, n, doubles, 2 * forward);
    }
    if ((kinds & CAPTURES) != 0) {
      n = addPromotions(moves, n, single & lastRank, forward);
      long captureTargets = theirs & checkMask;
      long west = (white ? (free & ~Bitboards.FILE_A) << 7 : (free & ~Bitboards.FILE_A) >>> 9) & captureTargets;
      long east = (white ? (free & ~Bitboards.FILE_H) << 9 : (free & ~Bitboards.FILE_H) >>> 7) & captureTargets;
      int westDelta = white ? 7 : -9;
      int eastDelta = white ? 9 : -7;
      n = addPawnMoves(moves, n, west & ~lastRank, westDelta);
      n = addPromotions(moves, n, west & lastRank, westDelta);
      n = addPawnMoves(moves, n, east & ~lastRank, eastDelta);
      n = addPromotions(moves, n, east & lastRank, eastDelta);
    }
    long pinnedPawns = pawns & pinned;
    while (pinnedPawns != 0) {
      int from = Bitboards.first(pinnedPawns);
      pinnedPawns = Bitboards.withoutFirst(pinnedPawns);
      long line = Attacks.line(king, from);
      long to = 0;
      if ((kinds & CAPTURES) != 0) {
        to |= Attacks.pawn(us, from) & theirs;
      }
      long push = Bitboards.bit(from + forward) & empty;
      if ((kinds & CAPTURES) != 0) {
        to |= push & lastRank;
      }
      if ((kinds & QUIETS) != 0) {
        long twoSteps = (white ? (push & thirdRank) << 8 : (push & thirdRank) >>> 8) & empty;
        to |= (push & ~lastRank) | twoSteps;
      }
      to &= line & checkMask;
      while (to != 0) {
        int target = Bitboards.first(to);
        to = Bitboards.withoutFirst(to);
        n = (Bitboards.bit(target) & lastRank) != 0
            ? addPromotions(moves, n, Bitboards.bit(target), target - from)
            : add(moves, n, PackedMove.of(from, target));
      }
    }
    if ((kinds & CAPTURES) != 0 && board.epSquare != NO_SQUARE) {
      n = enPassantMoves(board, moves, n, king, pawns);
    }
    return n;
  }

  /** True if the side to move has a legal en-passant capture. */
  static boolean hasLegalEnPassant(Board board) {
    int us = board.sideToMove;
    return board.epSquare != NO_SQUARE
        && enPassantMoves(board, null, 0, board.kingSquareIndex(us), board.byType[PAWN] & board.byColor[us]) > 0;
  }

  /** En passant removes two pawns from one rank, so its legality is tested directly. */
  private static int enPassantMoves(Board board, int @Nullable [] moves, int n, int king, long pawns) {
    int us = board.sideToMove;
    int ep = board.epSquare;
    int captured = ep ^ 8;
    long capturers = Attacks.pawn(us ^ 1, ep) & pawns;
    while (capturers != 0) {
      int from = Bitboards.first(capturers);
      capturers = Bitboards.withoutFirst(capturers);
      long occupancy = (board.occupied ^ Bitboards.bit(from) ^ Bitboards.bit(captured)) | Bitboards.bit(ep);
      if ((board.attackersTo(king, us ^ 1, occupancy) & ~Bitboards.bit(captured)) == 0) {
        n = add(moves, n, PackedMove.of(from, ep) | PackedMove.EN_PASSANT);
      }
    }
    return n;
  }

  private static int add(int @Nullable [] moves, int n, int move) {
    if (moves != null) {
      moves[n] = move;
    }
    return n + 1;
  }

  private static int addAll(int @Nullable [] moves, int n, int from, long targets) {
    if (moves == null) {
      return n + Long.bitCount(targets);
    }
    int base = from << 6;
    while (targets != 0) {
      moves[n++] = base | Bitboards.first(targets);
      targets = Bitboards.withoutFirst(targets);
    }
    return n;
  }

  /** Adds a pawn move to each target, coming from {@code delta} squares behind it. */
  private static int addPawnMoves(int @Nullable [] moves, int n, long targets, int delta) {
    if (moves == null) {
      return n + Long.bitCount(targets);
    }
    while (targets != 0) {
      int to = Bitboards.first(targets);
      targets = Bitboards.withoutFirst(targets);
      moves[n++] = PackedMove.of(to - delta, to);
    }
    return n;
  }

  /** Adds the four promotions (queen first) to each target. */
  private static int addPromotions(int @Nullable [] moves, int n, long targets, int delta) {
    if (moves == null) {
      return n + 4 * Long.bitCount(targets);
    }
    while (targets != 0) {
      int to = Bitboards.first(targets);
      targets = Bitboards.withoutFirst(targets);
      for (int type = QUEEN; type >= KNIGHT; type--) {
        moves[n++] = PackedMove.promotion(to - delta, to, type);
      }
    }
    return n;
  }
}
