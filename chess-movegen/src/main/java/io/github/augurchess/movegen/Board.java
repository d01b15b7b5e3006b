package io.github.augurchess.movegen;

import io.github.augurchess.api.CastlingRights;
import io.github.augurchess.api.CastlingSide;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.File;
import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.PositionListener;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.internal.Zobrist;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.checkerframework.checker.nullness.qual.MonotonicNonNull;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A mutable chess position with legal move generation, make and unmake, and notation.
 *
 * <pre>{@code
 * Board board = Board.startingPosition();
 * board.playUci("e2e4");
 * board.playSan("e5");
 * List<Move> moves = board.legalMoves();
 * board.undo();
 * String fen = board.fen();
 * }</pre>
 *
 * <p>Two tiers. What a board offers itself checks every argument and throws typed exceptions:
 * {@link #legalMoves()}, {@link #play(Move)}, {@link #undo()}, the notations, the rules. The
 * engine tier, behind {@link #unchecked()}, works on {@linkplain PackedMove packed int moves}
 * from the generator, checks nothing and allocates nothing: {@link UncheckedBoard} says so in its
 * name, and a board takes no raw move int anywhere else.
 *
 * <p>A board is not thread-safe; give each thread its own ({@link #copy()}).
 */
public final class Board implements Position {
  static final int PAWN = 0;
  static final int KNIGHT = 1;
  static final int BISHOP = 2;
  static final int ROOK = 3;
  static final int QUEEN = 4;
  static final int KING = 5;
  static final int EMPTY = -1;
  static final int NO_SQUARE = -1;

  /** Piece index to type and colour, cheaper than dividing by 6 on the make/unmake path. */
  private static final int[] TYPE_OF = {0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5};
  private static final int[] COLOR_OF = {0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};

  /** Enough for any real game; the stacks grow if a caller goes beyond. */
  private static final int INITIAL_STACK = 256;

  final long[] byType = new long[6];
  final long[] byColor = new long[2];
  long occupied;
  final int[] mailbox = new int[64];
  int sideToMove;
  /** Bit {@code slot} set for each castling right; slot = color * 2 + (queenside ? 1 : 0). */
  int castling;
  final int[] castlingRookSquare = {NO_SQUARE, NO_SQUARE, NO_SQUARE, NO_SQUARE};
  /** Squares that must be empty to castle (all squares king and rook cross, but themselves). */
  final long[] castlingEmpty = new long[4];
  /** Squares the king must not be attacked on: those it crosses and its destination. */
  final long[] castlingSafe = new long[4];
  /** The castling slots lost when a piece leaves or lands on each square. */
  private final int[] castlingLostAt = new int[64];
  int epSquare = NO_SQUARE;
  /**
   * Whether the en-passant square allows a legal capture: {@link #EP_LEGAL} (also when there is no
   * square), {@link #EP_PINNED}, or {@link #EP_UNKNOWN} until someone asks. Perft and search set
   * the square after many double pushes whose position is never left by a move; deciding only
   * when the position's undo record or identity key needs it keeps that test off those paths.
   */
  private int epStatus = EP_LEGAL;
  int halfmoveClock;
  /**
   * Plies from the game's start to this board's first position, as the fullmove number implies:
   * 2 * (fullmove - 1) + side. The current ply is this plus the history length, so make and unmake
   * keep no counter of their own.
   */
  private final int startPly;
  long key;
  long pawnKey;
  private final Variant variant;
  /** Told of every piece change during make and unmake; null (the usual case) costs one test. */
  private @Nullable PositionListener listener;

  private int stackSize;
  /**
   * The undo record of each move: bits 0-17 the packed move, 18-21 the captured piece + 1, 22-25 the castling
   * rights, 26-32 the en-passant square + 1, 33-62 the halfmove clock, all as before the move;
   * bit 63 is set when that en-passant square allowed no legal capture (see {@link #identityKey()}).
   */
  private long[] undo = new long[INITIAL_STACK * UNDO_STRIDE];
  private static final long PINNED_EN_PASSANT = 1L << 63;
  /**
   * The undo stack keeps per move the record above, then the key and the pawn key before the
   * move, side by side in one array: one array and one range check per make and per unmake.
   */
  private static final int UNDO_STRIDE = 4;
  private static final int EP_LEGAL = 0;
  private static final int EP_PINNED = 1;
  private static final int EP_UNKNOWN = 2;
  /** Castling, en passant or a promotion piece: the moves {@link #makeMove} hands on. */
  private static final int SPECIAL_MOVE = PackedMove.CASTLING | PackedMove.EN_PASSANT | 7 << 12;

  /** Swap list of {@link StaticExchange}, kept here so that it allocates nothing. */
  final int[] seeGain = new int[32];

  /** The engine tier's view of this board ({@link #unchecked()}), made on first asking. */
  private @MonotonicNonNull UncheckedBoard unchecked;

  /** Scratch buffer for the value-layer methods; never used by the engine layer. */
  private final int[] scratch = new int[MoveGenerator.MAX_MOVES];

  /**
   * Builds a board from parts already checked for form (not for validity).
   *
   * @param pieces piece index ({@code color * 6 + type}) or -1 per square
   * @param castlingRookFiles rook file per castling slot, or -1 for no right
   */
  Board(int[] pieces, int side, int[] castlingRookFiles, int ep, int halfmove, int fullmove, Variant variant) {
    this.variant = variant;
    java.util.Arrays.fill(mailbox, EMPTY);
    for (int sq = 0; sq < 64; sq++) {
      if (pieces[sq] != EMPTY) {
        put(pieces[sq], sq);
        key ^= Zobrist.piece(pieces[sq], sq);
        if (pieces[sq] % 6 == PAWN) {
          pawnKey ^= Zobrist.piece(pieces[sq], sq);
        }
      }
    }
    sideToMove = side;
    if (side == 0) {
      key ^= Zobrist.whiteToMove();
    }
    for (int slot = 0; slot < 4; slot++) {
      if (castlingRookFiles[slot] >= 0) {
        setUpCastling(slot, castlingRookFiles[slot] + (slot >= 2 ? 56 : 0));
      }
    }
    key ^= Zobrist.castlingRights(castling);
    if (ep != NO_SQUARE && (Attacks.pawn(side ^ 1, ep) & byColor[side] & byType[PAWN]) != 0) {
      epSquare = ep;
      epStatus = EP_UNKNOWN;
      key ^= Zobrist.enPassantFile(ep & 7);
    }
    halfmoveClock = halfmove;
    startPly = Math.max(0, 2 * (fullmove - 1)) + side;
  }

  private Board(Board other) {
    System.arraycopy(other.byType, 0, byType, 0, 6);
    System.arraycopy(other.byColor, 0, byColor, 0, 2);
    occupied = other.occupied;
    System.arraycopy(other.mailbox, 0, mailbox, 0, 64);
    sideToMove = other.sideToMove;
    castling = other.castling;
    System.arraycopy(other.castlingRookSquare, 0, castlingRookSquare, 0, 4);
    System.arraycopy(other.castlingEmpty, 0, castlingEmpty, 0, 4);
    System.arraycopy(other.castlingSafe, 0, castlingSafe, 0, 4);
    System.arraycopy(other.castlingLostAt, 0, castlingLostAt, 0, 64);
    epSquare = other.epSquare;
    epStatus = other.epStatus;
    halfmoveClock = other.halfmoveClock;
    startPly = other.startPly;
    key = other.key;
    pawnKey = other.pawnKey;
    variant = other.variant;
    stackSize = other.stackSize;
    undo = other.undo.clone();
  }

  /** Records a castling right and precomputes the squares castling needs empty and safe. */
  private void setUpCastling(int slot, int rookSquare) {
    int color = slot >> 1;
    long kings = byType[KING] & byColor[color];
    int kingSquare = kings == 0 ? NO_SQUARE : Bitboards.first(kings);
    castling |= 1 << slot;
    castlingRookSquare[slot] = rookSquare;
    int backRank = color == 0 ? 0 : 56;
    boolean queenside = (slot & 1) == 1;
    int kingTo = backRank + (queenside ? 2 : 6);
    int rookTo = backRank + (queenside ? 3 : 5);
    if (kingSquare != NO_SQUARE) {
      long crossed = Attacks.between(kingSquare, kingTo) | Bitboards.bit(kingTo)
          | Attacks.between(rookSquare, rookTo) | Bitboards.bit(rookTo);
      castlingEmpty[slot] = crossed & ~Bitboards.bit(kingSquare) & ~Bitboards.bit(rookSquare);
      castlingSafe[slot] = Attacks.between(kingSquare, kingTo) | Bitboards.bit(kingTo);
      castlingLostAt[kingSquare] |= 1 << slot;
    }
    castlingLostAt[rookSquare] |= 1 << slot;
  }

  // ---------------------------------------------------------------- creation

  /** The standard starting position. */
  public static Board startingPosition() {
    return Fen.parse(Fen.STARTING_POSITION);
  }

  /**
   * The position of a FEN, strictly checked, in standard chess.
   *
   * @throws FenException if the text is not a FEN of a valid position
   */
  public static Board fromFen(String fen) {
    return Fen.parse(fen);
  }

  /**
   * The position of a FEN in standard chess, read strictly but for the named leniencies.
   *
   * <pre>{@code
   * Board board = Board.fromFen("8/8/8/8/8/8/8/K6k w - -", FenLeniency.MISSING_CLOCKS);
   * }</pre>
   *
   * @throws FenException if the text is not a FEN of a valid position under those leniencies
   */
  public static Board fromFen(String fen, FenLeniency... leniencies) {
    return Fen.parse(fen, leniencies);
  }

  /**
   * The position of a FEN (X-FEN or Shredder-FEN castling in Chess960) in the given variant, read
   * strictly but for the named leniencies.
   *
   * @throws FenException if the text is not a FEN of a valid position under those leniencies
   */
  public static Board fromFen(String fen, Variant variant, FenLeniency... leniencies) {
    return Fen.parse(fen, variant, leniencies);
  }

  /**
   * The colour-flipped mirror image: ranks reversed and colours swapped, white to move where black
   * was. Perft, legality and (for a symmetric evaluator) scores are the same. No history.
   */
  public Board mirror() {
    int[] pieces = new int[64];
    for (int sq = 0; sq < 64; sq++) {
      int piece = mailbox[sq ^ 56];
      pieces[sq] = piece == EMPTY ? EMPTY : (piece + 6) % 12;
    }
    int[] rookFiles = new int[4];
    for (int slot = 0; slot < 4; slot++) {
      int mirrored = slot ^ 2;
      rookFiles[slot] = (castling & (1 << mirrored)) != 0 ? castlingRookSquare[mirrored] & 7 : -1;
    }
    int ep = epSquare == NO_SQUARE ? NO_SQUARE : epSquare ^ 56;
    return new Board(pieces, sideToMove ^ 1, rookFiles, ep, halfmoveClock, fullmoveNumber(), variant);
  }

  /** An independent copy of this board, its move history included. */
  public Board copy() {
    return new Board(this);
  }

  // ---------------------------------------------------------------- piece placement

  private void put(int piece, int sq) {
    long b = 1L << sq;
    byType[TYPE_OF[piece]] |= b;
    byColor[COLOR_OF[piece]] |= b;
    occupied |= b;
    mailbox[sq] = piece;
    PositionListener l = listener;
    if (l != null) {
      l.pieceAdded(piece, sq);
    }
  }

  private void remove(int piece, int sq) {
    long b = ~(1L << sq);
    byType[TYPE_OF[piece]] &= b;
    byColor[COLOR_OF[piece]] &= b;
    occupied &= b;
    mailbox[sq] = EMPTY;
    PositionListener l = listener;
    if (l != null) {
      l.pieceRemoved(piece, sq);
    }
  }

  private void shift(int piece, int from, int to) {
    long b = (1L << from) | (1L << to);
    byType[TYPE_OF[piece]] ^= b;
    byColor[COLOR_OF[piece]] ^= b;
    occupied ^= b;
    mailbox[from] = EMPTY;
    mailbox[to] = piece;
    PositionListener l = listener;
    if (l != null) {
      l.pieceMoved(piece, from, to);
    }
  }

  /**
   * Registers the one listener told of every piece change of make and unmake (see {@link
   * PositionListener}), or removes it with null. Copies of the board do not inherit it.
   */
  public void setListener(@Nullable PositionListener listener) {
    this.listener = listener;
  }

  private void notifyMade(boolean nullMove) {
    PositionListener l = listener;
    if (l != null) {
      l.moveMade(nullMove);
    }
  }

  private void notifyUnmade(boolean nullMove) {
    PositionListener l = listener;
    if (l != null) {
      l.moveUnmade(nullMove);
    }
  }

  // ---------------------------------------------------------------- engine layer

  private void push(int move, int captured) {
    long state = undoRecord(move, captured);
    if (epSquare != NO_SQUARE) {
      state |= pinnedEnPassantBit();
    }
    pushRecord(state);
  }

  /** The undo record of a move from this position, but for its {@link #PINNED_EN_PASSANT} bit. */
  private long undoRecord(int move, int captured) {
    return move | (long) (captured + 1) << 18 | (long) castling << 22
        | (long) (epSquare + 1) << 26 | (long) halfmoveClock << 33;
  }

  private void pushRecord(long state) {
    int i = stackSize;
    int at = i * UNDO_STRIDE;
    if (at == undo.length) {
      growStacks();
    }
    long[] u = undo;
    u[at] = state;
    u[at + 1] = key;
    u[at + 2] = pawnKey;
    stackSize = i + 1;
  }

  /**
   * {@link #PINNED_EN_PASSANT} if the en-passant square (there must be one) allows no legal
   * capture, else 0; decided once per position, on first asking.
   */
  private long pinnedEnPassantBit() {
    int status = epStatus;
    if (status == EP_UNKNOWN) {
      status = MoveGenerator.hasLegalEnPassant(this) ? EP_LEGAL : EP_PINNED;
      epStatus = status;
    }
    return (long) status << 63;
  }

  private void growStacks() {
    undo = java.util.Arrays.copyOf(undo, undo.length * 2);
  }

  /**
   * Plays a packed move from this board's generator. The move must be legal here; nothing is
   * checked.
   */
  void makeMove(int move) {
    if ((move & SPECIAL_MOVE) != 0 || listener != null) {
      makeReportedOrSpecialMove(move);
      return;
    }
    // The common case: a move or capture without castling, en passant or promotion, and no
    // listener to tell. Its bytecode stays under the JIT's limit for inlining a hot method
    // (325 bytes), the rarer steps going to small helpers, so that perft and search inline it.
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int piece = mailbox[from];
    int captured = mailbox[to];
    long k = key ^ Zobrist.whiteToMove() ^ Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
    long state = undoRecord(move, captured);
    if (epSquare != NO_SQUARE) {
      state |= pinnedEnPassantBit();
      k ^= clearEnPassant();
    }
    pushRecord(state);
    int us = sideToMove;
    long fromBit = 1L << from;
    long toBit = 1L << to;
    if (captured != EMPTY) {
      k ^= takeOff(captured, to);
      occupied ^= fromBit;
      halfmoveClock = 0;
    } else {
      occupied ^= fromBit | toBit;
      halfmoveClock++;
    }
    int type = piece - 6 * us;
    byType[type] ^= fromBit | toBit;
    byColor[us] ^= fromBit | toBit;
    mailbox[from] = EMPTY;
    mailbox[to] = piece;
    if (type == PAWN) {
      k ^= pawnMoved(piece, from, to);
    }
    if (castling != 0) {
      k ^= loseCastling(from, to);
    }
    key = k;
    sideToMove = us ^ 1;
  }

  /** Clears the en-passant square; returns the key's change. */
  private long clearEnPassant() {
    long change = Zobrist.enPassantFile(epSquare & 7);
    epSquare = NO_SQUARE;
    epStatus = EP_LEGAL;
    return change;
  }

  /**
   * Takes a captured piece off the bitboards (not the mailbox nor the occupancy, which the mover
   * fixes) and out of the pawn key; returns the key's change. Done before the mover lands, which
   * may be of the same type.
   */
  private long takeOff(int captured, int square) {
    long bit = 1L << square;
    int them = sideToMove ^ 1;
    int type = captured - 6 * them;
    byType[type] ^= bit;
    byColor[them] ^= bit;
    long change = Zobrist.piece(captured, square);
    if (type == PAWN) {
      pawnKey ^= change;
    }
    return change;
  }

  /**
   * The pawn-move steps of the common case, after the pawn moved: the clock, the pawn key and a
   * new en-passant square after a double push; returns the key's change.
   */
  private long pawnMoved(int pawn, int from, int to) {
    halfmoveClock = 0;
    pawnKey ^= Zobrist.piece(pawn, from) ^ Zobrist.piece(pawn, to);
    if ((to ^ from) != 16) {
      return 0;
    }
    int square = (from + to) >>> 1;
    int us = sideToMove;
    if ((Attacks.pawn(us, square) & byColor[us ^ 1] & byType[PAWN]) == 0) {
      return 0;
    }
    epSquare = square;
    epStatus = EP_UNKNOWN;
    return Zobrist.enPassantFile(square & 7);
  }

  /** Drops the castling rights lost by a move between the squares; returns the key's change. */
  private long loseCastling(int from, int to) {
    int lost = castling & (castlingLostAt[from] | castlingLostAt[to]);
    if (lost == 0) {
      return 0;
    }
    castling ^= lost;
    return Zobrist.castlingRights(lost);
  }

  /**
   * Every move {@link #makeMove} does not take on its own: castling, en passant and promotions,
   * and any move while a listener must be told of each piece change.
   */
  private void makeReportedOrSpecialMove(int move) {
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    if ((move & SPECIAL_MOVE) != 0) {
      makeSpecialMove(move, from, to);
      return;
    }
    int us = sideToMove;
    int piece = mailbox[from];
    int captured = mailbox[to];
    push(move, captured);
    long k = key ^ Zobrist.whiteToMove() ^ Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
    if (epSquare != NO_SQUARE) {
      k ^= Zobrist.enPassantFile(epSquare & 7);
      epSquare = NO_SQUARE;
      epStatus = EP_LEGAL;
    }
    if (captured != EMPTY) {
      remove(captured, to);
      k ^= Zobrist.piece(captured, to);
      if (TYPE_OF[captured] == PAWN) {
        pawnKey ^= Zobrist.piece(captured, to);
      }
      halfmoveClock = 0;
    } else {
      halfmoveClock++;
    }
    shift(piece, from, to);
    if (TYPE_OF[piece] == PAWN) {
      halfmoveClock = 0;
      pawnKey ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
      if ((to ^ from) == 16) {
        int ep = (from + to) >>> 1;
        if ((Attacks.pawn(us, ep) & byColor[us ^ 1] & byType[PAWN]) != 0) {
          epSquare = ep;
          epStatus = EP_UNKNOWN;
          k ^= Zobrist.enPassantFile(ep & 7);
        }
      }
    }
    finishMove(from, to, k);
  }

  /**
   * The last steps of every move: castling rights lost at either square, the new key, the side
   * to move and the ply count; then the listener hears that the move is complete.
   */
  private void finishMove(int from, int to, long k) {
    if (castling != 0) {
      int lost = castling & (castlingLostAt[from] | castlingLostAt[to]);
      if (lost != 0) {
        castling ^= lost;
        k ^= Zobrist.castlingRights(lost);
      }
    }
    key = k;
    sideToMove ^= 1;
    notifyMade(false);
  }

  /** Castling, en passant and promotions: the rarer moves, kept out of the common path. */
  private void makeSpecialMove(int move, int from, int to) {
    int us = sideToMove;
    int piece = mailbox[from];
    long k = key ^ Zobrist.whiteToMove();
    if (epSquare != NO_SQUARE) {
      k ^= Zobrist.enPassantFile(epSquare & 7);
    }
    int captured = EMPTY;
    if ((move & PackedMove.CASTLING) != 0) {
      push(move, EMPTY);
      boolean queenside = to < from;
      int backRank = us == 0 ? 0 : 56;
      int kingTo = backRank + (queenside ? 2 : 6);
      int rookTo = backRank + (queenside ? 3 : 5);
      int rook = piece - KING + ROOK;
      remove(piece, from);
      remove(rook, to);
      put(piece, kingTo);
      put(rook, rookTo);
      k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, kingTo)
          ^ Zobrist.piece(rook, to) ^ Zobrist.piece(rook, rookTo);
      halfmoveClock++;
    } else {
      boolean enPassant = (move & PackedMove.EN_PASSANT) != 0;
      captured = enPassant ? (us ^ 1) * 6 + PAWN : mailbox[to];
      push(move, captured);
      if (enPassant) {
        int capturedSquare = to ^ 8;
        remove(captured, capturedSquare);
        k ^= Zobrist.piece(captured, capturedSquare);
        pawnKey ^= Zobrist.piece(captured, capturedSquare);
      } else if (captured != EMPTY) {
        remove(captured, to);
        k ^= Zobrist.piece(captured, to);
        if (TYPE_OF[captured] == PAWN) {
          pawnKey ^= Zobrist.piece(captured, to);
        }
      }
      shift(piece, from, to);
      k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
      halfmoveClock = captured == EMPTY ? halfmoveClock + 1 : 0;
      if (TYPE_OF[piece] == PAWN) {
        halfmoveClock = 0;
        pawnKey ^= Zobrist.piece(piece, from);
        int promotion = PackedMove.promotionType(move);
        if (promotion != 0) {
          int promoted = piece + promotion;
          remove(piece, to);
          put(promoted, to);
          k ^= Zobrist.piece(piece, to) ^ Zobrist.piece(promoted, to);
        } else {
          pawnKey ^= Zobrist.piece(piece, to);
        }
      }
    }
    // A special move is never a double push, so it leaves no en-passant square.
    epSquare = NO_SQUARE;
    epStatus = EP_LEGAL;
    finishMove(from, to, k);
  }

  /**
   * Takes back the last {@link #makeMove(int)} or {@link #makeNullMove()}.
   *
   * @throws IllegalStateException if there is no move to take back; the board is unchanged
   */
  void unmakeMove() {
    if (stackSize == 0) {
      throw new IllegalStateException("no move to take back");
    }
    int i = --stackSize;
    long state = undo[i * UNDO_STRIDE];
    restoreState(i, state);
    int move = (int) state & 0x3FFFF;
    if (move == PackedMove.NONE || (move & SPECIAL_MOVE) != 0 || listener != null) {
      unmakeReportedOrSpecialMove(move, state);
      return;
    }
    // The inverse of makeMove's common case.
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int us = sideToMove;
    int piece = mailbox[to];
    long fromBit = 1L << from;
    long toBit = 1L << to;
    byType[piece - 6 * us] ^= fromBit | toBit;
    byColor[us] ^= fromBit | toBit;
    mailbox[from] = piece;
    int captured = ((int) (state >>> 18) & 15) - 1;
    mailbox[to] = captured;
    if (captured != EMPTY) {
      int them = us ^ 1;
      byType[captured - 6 * them] |= toBit;
      byColor[them] |= toBit;
      occupied ^= fromBit;
    } else {
      occupied ^= fromBit | toBit;
    }
  }

  /** Gives back the side to move and every field the undo record {@code i} holds. */
  private void restoreState(int i, long state) {
    sideToMove ^= 1;
    castling = (int) (state >>> 22) & 15;
    epSquare = ((int) (state >>> 26) & 127) - 1;
    // The record holds the bit decided when the move was made, so the status is known again.
    epStatus = (int) (state >>> 63);
    halfmoveClock = (int) (state >>> 33) & 0x3FFFFFFF;
    long[] u = undo;
    key = u[i * UNDO_STRIDE + 1];
    pawnKey = u[i * UNDO_STRIDE + 2];
  }

  /**
   * Takes back a null move, castling, en passant or a promotion, or any move while a listener is
   * told of the changes; the fields are restored.
   */
  private void unmakeReportedOrSpecialMove(int move, long state) {
    if (move == PackedMove.NONE) {
      notifyUnmade(true);
      return;
    }
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int us = sideToMove;
    if ((move & PackedMove.CASTLING) != 0) {
      boolean queenside = to < from;
      int backRank = us == 0 ? 0 : 56;
      int king = us * 6 + KING;
      int rook = us * 6 + ROOK;
      // The exact inverse of make, in reverse order, as listeners are promised.
      remove(rook, backRank + (queenside ? 3 : 5));
      remove(king, backRank + (queenside ? 2 : 6));
      put(rook, to);
      put(king, from);
      notifyUnmade(false);
      return;
    }
    int piece = mailbox[to];
    if (PackedMove.promotionType(move) != 0) {
      remove(piece, to);
      piece = us * 6 + PAWN;
      put(piece, to);
    }
    shift(piece, to, from);
    int captured = ((int) (state >>> 18) & 15) - 1;
    if (captured != EMPTY) {
      put(captured, (move & PackedMove.EN_PASSANT) != 0 ? to ^ 8 : to);
    }
    notifyUnmade(false);
  }


  /** Passes the move to the other side. The side to move must not be in check. */
  void makeNullMove() {
    push(PackedMove.NONE, EMPTY);
    key ^= Zobrist.whiteToMove();
    if (epSquare != NO_SQUARE) {
      key ^= Zobrist.enPassantFile(epSquare & 7);
      epSquare = NO_SQUARE;
      epStatus = EP_LEGAL;
    }
    halfmoveClock++;
    sideToMove ^= 1;
    notifyMade(true);
  }

  /** Takes back {@link #makeNullMove()}; the same as {@link #unmakeMove()}. */
  void unmakeNullMove() {
    unmakeMove();
  }

  /**
   * Writes every legal move into {@code moves} from {@code start} on and returns the index after
   * the last. The array needs room for {@link MoveGenerator#MAX_MOVES} moves.
   */
  int generateLegal(int[] moves, int start) {
    return MoveGenerator.generate(this, moves, start, MoveGenerator.ALL);
  }

  /** Writes the legal captures and promotions (all evasions of those kinds when in check). */
  int generateCaptures(int[] moves, int start) {
    return MoveGenerator.generate(this, moves, start, MoveGenerator.CAPTURES);
  }

  /** Writes the legal moves that neither capture nor promote (castling included). */
  int generateQuiets(int[] moves, int start) {
    return MoveGenerator.generate(this, moves, start, MoveGenerator.QUIETS);
  }

  /**
   * Writes the legal quiet moves (those {@link #generateQuiets} writes) that give check, for a
   * quiescence search that looks at checks as well as captures. A move that lands where its
   * piece attacks the enemy king checks; only moves that start from a line between the king and
   * one of the mover's sliders, and castling, are tested with {@link #givesCheck}.
   */
  int generateQuietChecks(int[] moves, int start) {
    int end = MoveGenerator.generate(this, moves, start, MoveGenerator.QUIETS);
    int us = sideToMove;
    int king = kingSquareIndex(us ^ 1);
    long diagonal = Attacks.bishop(king, occupied);
    long straight = Attacks.rook(king, occupied);
    long pawnChecks = Attacks.pawn(us ^ 1, king);
    long knightChecks = Attacks.knight(king);
    long discoverers = blockers(king, us, us);
    int n = start;
    for (int i = start; i < end; i++) {
      int move = moves[i];
      int from = PackedMove.from(move);
      long toBit = 1L << PackedMove.to(move);
      long checking;
      switch (TYPE_OF[mailbox[from]]) {
        case PAWN:
          checking = pawnChecks;
          break;
        case KNIGHT:
          checking = knightChecks;
          break;
        case BISHOP:
          checking = diagonal;
          break;
        case ROOK:
          checking = straight;
          break;
        case QUEEN:
          checking = diagonal | straight;
          break;
        default:
          checking = 0;
          break;
      }
      // Landing on a checking square is a check: those squares were found with the mover still
      // on its square, which cannot stand on an open line to the king (that king would already be
      // in check with us to move). A discovery or castling needs the full test.
      if ((checking & toBit) != 0
          || ((discoverers & (1L << from)) != 0 || (move & PackedMove.CASTLING) != 0) && givesCheck(move)) {
        moves[n++] = move;
      }
    }
    return n;
  }

  /**
   * Writes the legal replies to a check (king moves, captures of the checker, blocks); writes
   * nothing when the side to move is not in check. The search uses it in place of the capture
   * and quiet stages when in check.
   */
  int generateEvasions(int[] moves, int start) {
    return checkers() == 0 ? start : MoveGenerator.generate(this, moves, start, MoveGenerator.ALL);
  }

  /**
   * The piece index ({@code color * 6 + type}, as {@link Piece#ordinal()}) on a square index, or -1
   * when the square is empty: the allocation-free form of {@link #pieceAt} for engines.
   */
  int pieceIndexAt(int square) {
    return mailbox[square];
  }

  /**
   * True if the legal packed move gives check, decided without making it: a direct check by the
   * moved (or promoted) piece, or a discovered check by a slider behind it. Castling and en
   * passant, rare enough, are made and taken back.
   */
  boolean givesCheck(int move) {
    if ((move & (PackedMove.CASTLING | PackedMove.EN_PASSANT)) != 0) {
      makeMove(move);
      boolean check = isCheck();
      unmakeMove();
      return check;
    }
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int us = sideToMove;
    int king = kingSquareIndex(us ^ 1);
    int promotion = PackedMove.promotionType(move);
    int type = promotion != 0 ? promotion : TYPE_OF[mailbox[from]];
    long occupancy = (occupied ^ (1L << from)) | (1L << to);
    long kingBit = 1L << king;
    boolean direct;
    switch (type) {
      case PAWN:
        direct = (Attacks.pawn(us, to) & kingBit) != 0;
        break;
      case KNIGHT:
        direct = (Attacks.knight(to) & kingBit) != 0;
        break;
      case KING:
        direct = false;
        break;
      default:
        direct = (Attacks.ofType(type, to, occupancy) & kingBit) != 0;
        break;
    }
    if (direct) {
      return true;
    }
    // Discovered: one of our sliders on the line through the king and the mover's square sees
    // the king once the mover has left. Most moves start off every such line, or no slider of
    // ours stands on it, which spares the slider lookup.
    long line = Attacks.line(king, from);
    boolean straight = ((king ^ from) & 7) == 0 || ((king ^ from) >>> 3) == 0;
    long sliders = (byType[QUEEN] | byType[straight ? ROOK : BISHOP])
        & byColor[us] & line & ~(1L << from);
    if (sliders == 0) {
      return false;
    }
    long seen = straight ? Attacks.rook(king, occupancy) : Attacks.bishop(king, occupancy);
    return (seen & sliders) != 0;
  }

  /** The number of legal moves, counted without generating them. */
  public int countLegalMoves() {
    return MoveGenerator.count(this);
  }

  /** The number of moves made on this board since it was created (its history length). */
  public int historySize() {
    return stackSize;
  }

  /** The packed move played {@code pliesAgo + 1} moves ago (0 is the last move). */
  int historyMove(int pliesAgo) {
    return (int) undo[(stackSize - 1 - pliesAgo) * UNDO_STRIDE] & 0x3FFFF;
  }

  /** The key of the position {@code pliesAgo + 1} moves ago (0 is before the last move). */
  long historyKey(int pliesAgo) {
    return undo[(stackSize - 1 - pliesAgo) * UNDO_STRIDE + 1];
  }

  /**
   * The key of the position's identity under the repetition rules: the Zobrist key, but with the
   * en-passant file only when an en-passant capture is legal (the Zobrist key, like Polyglot's,
   * hashes it whenever a pawn stands ready, even a pinned one).
   */
  public long identityKey() {
    if (epSquare != NO_SQUARE && pinnedEnPassantBit() != 0) {
      return key ^ Zobrist.enPassantFile(epSquare & 7);
    }
    return key;
  }

  /**
   * How often the current position has occurred in this board's history, itself included,
   * looking back as far as the last capture or pawn move.
   */
  public int repetitions() {
    long identity = identityKey();
    int count = 1;
    int limit = Math.min(halfmoveClock, stackSize);
    for (int back = 2; back <= limit; back += 2) {
      if (historyIdentity(stackSize - back) == identity) {
        count++;
      }
    }
    return count;
  }

  /** The identity key of the position before move {@code index} of the stack. */
  private long historyIdentity(int index) {
    long state = undo[index * UNDO_STRIDE];
    if (state >= 0) {
      return undo[index * UNDO_STRIDE + 1];
    }
    int ep = ((int) (state >>> 26) & 127) - 1;
    return undo[index * UNDO_STRIDE + 1] ^ Zobrist.enPassantFile(ep & 7);
  }

  /** True if the current position occurred before (at least twice in all), for the search. */
  public boolean isRepetition() {
    int limit = Math.min(halfmoveClock, stackSize);
    for (int back = 4; back <= limit; back += 2) {
      if (undo[(stackSize - back) * UNDO_STRIDE + 1] == key) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- attacks

  /** The pieces of {@code color} (index) that attack {@code square} with the given occupancy. */
  long attackersTo(int square, int color, long occupancy) {
    long them = byColor[color];
    return ((Attacks.knight(square) & byType[KNIGHT])
            | (Attacks.king(square) & byType[KING])
            | (Attacks.pawn(color ^ 1, square) & byType[PAWN])
            | (Attacks.bishop(square, occupancy) & (byType[BISHOP] | byType[QUEEN]))
            | (Attacks.rook(square, occupancy) & (byType[ROOK] | byType[QUEEN])))
        & them;
  }

  /** The pieces of a side that attack a square. */
  public long attackersTo(Square square, Color attacker) {
    return attackersTo(square.ordinal(), attacker.ordinal(), occupied);
  }

  /**
   * Every square a side's pieces attack on the current occupancy, own pieces' squares included
   * (defended), whether or not a move there would be legal: a square is in it exactly when {@link
   * #isAttacked} says so.
   */
  public long attackedSquares(Color color) {
    int side = color.ordinal();
    long own = byColor[side];
    long attacked = Bitboards.pawnAttacks(side, byType[PAWN] & own);
    for (long b = byType[KNIGHT] & own; b != 0; b &= b - 1) {
      attacked |= Attacks.knight(Long.numberOfTrailingZeros(b));
    }
    long queens = byType[QUEEN];
    for (long b = (byType[BISHOP] | queens) & own; b != 0; b &= b - 1) {
      attacked |= Attacks.bishop(Long.numberOfTrailingZeros(b), occupied);
    }
    for (long b = (byType[ROOK] | queens) & own; b != 0; b &= b - 1) {
      attacked |= Attacks.rook(Long.numberOfTrailingZeros(b), occupied);
    }
    return attacked | Attacks.king(kingSquareIndex(side));
  }

  /**
   * The squares a side's pieces of one type attack on the current occupancy, as {@link
   * #attackedSquares(Color)} counts them.
   */
  public long attackedSquares(Color color, PieceType type) {
    int side = color.ordinal();
    long pieces = byType[type.ordinal()] & byColor[side];
    if (type == PieceType.PAWN) {
      return Bitboards.pawnAttacks(side, pieces);
    }
    long attacked = 0;
    for (long b = pieces; b != 0; b &= b - 1) {
      attacked |= Attacks.ofType(type.ordinal(), Long.numberOfTrailingZeros(b), occupied);
    }
    return attacked;
  }

  /** True if a piece of the side attacks the square. */
  public boolean isAttacked(Square square, Color attacker) {
    return attackersTo(square, attacker) != 0;
  }

  /** The pieces giving check to the side to move. */
  public long checkers() {
    return attackersTo(kingSquareIndex(sideToMove), sideToMove ^ 1, occupied);
  }

  /** The pieces of a side pinned to its own king (by enemy bishops, rooks or queens). */
  public long pinned(Color color) {
    return pinnedPieces(color.ordinal());
  }

  long pinnedPieces(int color) {
    return blockers(kingSquareIndex(color), color ^ 1, color);
  }

  /**
   * The pieces of {@code blockerColor} that stand alone between the king on {@code king} and a
   * bishop, rook or queen of {@code sniperColor} aiming at it: pinned pieces when the snipers are
   * the king's enemies, pieces whose move may uncover a check when they are its own side's.
   */
  private long blockers(int king, int sniperColor, int blockerColor) {
    long snipers = ((Attacks.rookOnEmptyBoard(king) & (byType[ROOK] | byType[QUEEN]))
            | (Attacks.bishopOnEmptyBoard(king) & (byType[BISHOP] | byType[QUEEN])))
        & byColor[sniperColor];
    long found = 0;
    while (snipers != 0) {
      int s = Bitboards.first(snipers);
      snipers = Bitboards.withoutFirst(snipers);
      long between = Attacks.between(king, s) & occupied;
      if (between != 0 && !Bitboards.hasMoreThanOne(between)) {
        found |= between & byColor[blockerColor];
      }
    }
    return found;
  }

  int kingSquareIndex(int color) {
    return Bitboards.first(byType[KING] & byColor[color]);
  }

  /**
   * The static exchange evaluation of a packed move: the material the mover gains (in centipawns,
   * pawn 100, knight and bishop 325, rook 500, queen 975) if both sides capture on the target
   * square with their least valuable attacker while it pays.
   */
  int see(int move) {
    return StaticExchange.evaluate(this, move);
  }

  /**
   * True if {@code see(int)} of the move is at least {@code threshold}, usually found without the
   * whole exchange: the search's pruning asks only which side of a margin the exchange falls on.
   */
  boolean seeAtLeast(int move, int threshold) {
    return StaticExchange.atLeast(this, move, threshold);
  }

  /**
   * True if the move loses material by static exchange ({@code see(move) < 0}); a capture of a
   * piece worth at least the capturer is answered without looking at the square's attackers.
   */
  boolean losesMaterial(int move) {
    return !StaticExchange.atLeast(this, move, 0);
  }

  // ---------------------------------------------------------------- game rules

  /** True if the side to move is checkmated. */
  public boolean isCheckmate() {
    return isCheck() && countLegalMoves() == 0;
  }

  /** True if the side to move has no legal move and is not in check. */
  public boolean isStalemate() {
    return !isCheck() && countLegalMoves() == 0;
  }

  /** True if neither side can mate by any series of legal moves (FIDE's dead position, by material). */
  public boolean isInsufficientMaterial() {
    return GameRules.hasInsufficientMaterial(this, 0) && GameRules.hasInsufficientMaterial(this, 1);
  }

  /**
   * True if the side can never mate, whatever the opponent does; a flag fall of the opponent is
   * then a draw, not a win (FIDE 6.9).
   */
  public boolean hasInsufficientMaterial(Color color) {
    return GameRules.hasInsufficientMaterial(this, color.ordinal());
  }

  /** True if 75 moves by each side passed without capture or pawn move (and it is not mate). */
  public boolean isSeventyFiveMoves() {
    return halfmoveClock >= 150 && countLegalMoves() > 0;
  }

  /** True if the position has occurred five times (an automatic draw). */
  public boolean isFivefoldRepetition() {
    return repetitions() >= 5;
  }

  /**
   * True if the position has occurred at least three times: a draw the side to move may claim
   * now, and one that engine-testing GUIs declare at once. Unlike {@link
   * #canClaimThreefoldRepetition()}, a third occurrence that a move would only bring about does
   * not count.
   */
  public boolean isThreefoldRepetition() {
    return repetitions() >= 3;
  }

  /**
   * True if fifty moves by each side passed without a capture or pawn move and the game goes on
   * (a mate on the hundredth half-move is a mate): a draw the side to move may claim now, and one
   * that engine-testing GUIs declare at once. Unlike {@link #canClaimFiftyMoves()}, a clock of 99
   * with a quiet move to make does not count.
   */
  public boolean isFiftyMoves() {
    return halfmoveClock >= 100 && countLegalMoves() > 0;
  }

  /**
   * True if the side to move may claim a draw by the fifty-move rule: now, or by announcing a
   * move that completes the fifty moves.
   */
  public boolean canClaimFiftyMoves() {
    return GameRules.canClaimFiftyMoves(this);
  }

  /**
   * True if the side to move may claim a draw by threefold repetition: the position occurred three
   * times, or a legal move would make its result occur the third time.
   */
  public boolean canClaimThreefoldRepetition() {
    return GameRules.canClaimThreefoldRepetition(this);
  }

  /** True if either draw claim is available. */
  public boolean canClaimDraw() {
    return canClaimFiftyMoves() || canClaimThreefoldRepetition();
  }

  /**
   * The game's end by rule (checkmate, stalemate, insufficient material, 75 moves, fivefold
   * repetition), or null while the game goes on. Claimable draws are not included.
   */
  public @Nullable Outcome outcome() {
    return GameRules.outcome(this, false);
  }

  /** As {@link #outcome()}, with the claimable draws (fifty moves, threefold) if claimDraw. */
  public @Nullable Outcome outcome(boolean claimDraw) {
    return GameRules.outcome(this, claimDraw);
  }

  /**
   * As {@link #outcome()}, with the fifty-move and threefold draws once they have happened on the
   * board: how engine-testing GUIs (cutechess-cli, XBoard) end a game. Unlike {@code
   * outcome(true)}, a draw that the side to move could only claim by announcing a move does not
   * count: a player who is winning does not claim it.
   */
  public @Nullable Outcome outcomeOnBoard() {
    return GameRules.outcomeOnBoard(this);
  }

  /** True if the game is over by rule ({@link #outcome()} is not null). */
  public boolean isGameOver() {
    return outcome() != null;
  }

  // ---------------------------------------------------------------- value layer

  /**
   * The engine tier of this board: make and unmake on packed int moves, generation into arrays and
   * the move tests of a search, all unchecked (see {@link UncheckedBoard}). The same view every
   * time; its moves change this board.
   */
  public UncheckedBoard unchecked() {
    UncheckedBoard view = unchecked;
    if (view == null) {
      view = new UncheckedBoard(this);
      unchecked = view;
    }
    return view;
  }

  /**
   * True if the legal move gives check.
   *
   * @throws IllegalMoveException if the move is not legal here
   */
  public boolean givesCheck(Move move) {
    return givesCheck(pack(move));
  }

  /**
   * The static exchange evaluation of a legal move: the material the mover gains (in centipawns,
   * pawn 100, knight and bishop 325, rook 500, queen 975) if both sides capture on the target
   * square with their least valuable attacker while it pays.
   *
   * @throws IllegalMoveException if the move is not legal here
   */
  public int see(Move move) {
    return see(pack(move));
  }

  /** The legal moves, in generation order. */
  public List<Move> legalMoves() {
    int n = generateLegal(scratch, 0);
    List<Move> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(PackedMove.toMove(scratch[i]));
    }
    return Collections.unmodifiableList(moves);
  }

  /** True if the move (in king-takes-rook form for castling) is legal here. */
  public boolean isLegal(Move move) {
    return isLegal(move.code());
  }

  /** True if the 16-bit move code names a legal move here; false for any other int. */
  boolean isLegal(int code) {
    return packIfLegal(code) != PackedMove.NONE;
  }

  /**
   * The packed form (flags set) of a legal 16-bit move code, or {@link PackedMove#NONE} if the
   * code names no legal move here.
   */
  int packIfLegal(int code) {
    if (code <= 0 || !Move.isValidCode(code)) {
      return PackedMove.NONE;
    }
    int from = PackedMove.from(code);
    int to = PackedMove.to(code);
    int promotion = PackedMove.promotionType(code);
    int piece = mailbox[from];
    if (piece == EMPTY || piece / 6 != sideToMove) {
      return PackedMove.NONE;
    }
    int type = piece % 6;
    int target = mailbox[to];
    boolean special = (type == KING && target == sideToMove * 6 + ROOK)
        || (type == PAWN && to == epSquare && (from & 7) != (to & 7));
    if (special) {
      // Castling and en passant are rare; the generator already knows their rules.
      return findGenerated(code);
    }
    if (target != EMPTY && target / 6 == sideToMove) {
      return PackedMove.NONE;
    }
    if (type == PAWN) {
      if (!isPawnMoveShape(from, to, target != EMPTY) || (promotion != 0) != ((to >>> 3) % 7 == 0)) {
        return PackedMove.NONE;
      }
    } else if (promotion != 0 || (Attacks.ofType(type, from, occupied) & Bitboards.bit(to)) == 0) {
      return PackedMove.NONE;
    }
    int king = kingSquareIndex(sideToMove);
    if (type == KING) {
      return attackersTo(to, sideToMove ^ 1, occupied ^ Bitboards.bit(from)) == 0 ? code : PackedMove.NONE;
    }
    long checkers = checkers();
    if (checkers != 0
        && (Bitboards.hasMoreThanOne(checkers)
            || ((Attacks.between(king, Bitboards.first(checkers)) | checkers) & Bitboards.bit(to)) == 0)) {
      return PackedMove.NONE;
    }
    if ((pinnedPieces(sideToMove) & Bitboards.bit(from)) != 0 && !Attacks.aligned(king, from, to)) {
      return PackedMove.NONE;
    }
    return code;
  }

  /** True if a pawn of the side to move can go from {@code from} to {@code to} in one move here. */
  private boolean isPawnMoveShape(int from, int to, boolean capture) {
    if (capture) {
      return (Attacks.pawn(sideToMove, from) & Bitboards.bit(to)) != 0;
    }
    int forward = sideToMove == 0 ? 8 : -8;
    if (to == from + forward) {
      return true;
    }
    int startRank = sideToMove == 0 ? 1 : 6;
    return to == from + 2 * forward && from >>> 3 == startRank && mailbox[from + forward] == EMPTY;
  }

  private int findGenerated(int code) {
    int n = generateLegal(scratch, 0);
    for (int i = 0; i < n; i++) {
      if (PackedMove.code(scratch[i]) == code) {
        return scratch[i];
      }
    }
    return PackedMove.NONE;
  }

  /**
   * The packed form of a legal move.
   *
   * @throws IllegalMoveException if the move is not legal here
   */
  int pack(Move move) {
    int packed = packIfLegal(move.code());
    if (packed == PackedMove.NONE) {
      throw new IllegalMoveException(move.toString(), fen(), "not a legal move in this position");
    }
    return packed;
  }

  /**
   * Plays a legal move (castling as king takes rook; see {@link #parseUci} for other forms).
   *
   * @throws IllegalMoveException if the move is not legal here; the board is unchanged
   */
  public void play(Move move) {
    if (move.isNull()) {
      playNullMove();
      return;
    }
    makeMove(pack(move));
  }

  /**
   * Passes the turn.
   *
   * @throws IllegalMoveException if the side to move is in check
   */
  public void playNullMove() {
    if (isCheck()) {
      throw new IllegalMoveException("0000", fen(), "a null move is not allowed in check");
    }
    makeNullMove();
  }

  /**
   * Takes back the last move played.
   *
   * @throws IllegalStateException if no move has been played on this board
   */
  public void undo() {
    if (stackSize == 0) {
      throw new IllegalStateException("no move to take back");
    }
    unmakeMove();
  }

  /** The last move played, or null if none; {@link Move#NULL} for a null move. */
  public @Nullable Move lastMove() {
    return stackSize == 0 ? null : PackedMove.toMove((int) undo[(stackSize - 1) * UNDO_STRIDE] & 0x3FFFF);
  }

  /**
   * Reads a move in UCI notation ({@code e2e4}, {@code e7e8q}, {@code 0000}). Castling is accepted
   * as the king's two-square move ({@code e1g1}, standard only) or as king takes rook ({@code
   * e1h1}, the Chess960 convention, accepted in both variants).
   *
   * @throws io.github.augurchess.api.NotationException if the text is not UCI move text
   * @throws IllegalMoveException if the move is not legal here
   */
  public Move parseUci(String text) {
    return Uci.parse(this, text);
  }

  /**
   * Reads a move in standard algebraic notation, strictly: exactly as {@link #san} writes it.
   *
   * @throws SanException if the text is malformed, matches no legal move or is ambiguous
   */
  public Move parseSan(String text) {
    return San.parse(this, text, SanMode.STRICT);
  }

  /** Reads SAN in the given mode (see {@link SanMode#LENIENT} for what it accepts). */
  public Move parseSan(String text, SanMode mode) {
    return San.parse(this, text, mode);
  }

  /**
   * The move in SAN: {@code Nf3}, {@code exd5}, {@code Rad1}, {@code e8=Q+}, {@code O-O#}.
   *
   * @throws IllegalMoveException if the move is not legal here
   */
  public String san(Move move) {
    return San.write(this, move);
  }

  /** The move in long algebraic notation: {@code Ng1-f3}, {@code e7xd8=Q+}, {@code O-O}. */
  public String lan(Move move) {
    return San.writeLong(this, move);
  }

  /** Reads strict SAN and plays it; the board is unchanged if it throws. */
  public Move playSan(String text) {
    return playSan(text, SanMode.STRICT);
  }

  /** Reads SAN in the given mode and plays it; the board is unchanged if it throws. */
  public Move playSan(String text, SanMode mode) {
    Move move = parseSan(text, mode);
    play(move);
    return move;
  }

  /** The move in UCI notation for this board's variant (king takes rook in Chess960). */
  public String uci(Move move) {
    return Uci.write(this, move);
  }

  /**
   * A line of moves from this position in SAN with move numbers, as python-chess's {@code
   * variation_san}: {@code "1. e4 e5 2. Nf3"} from the start, {@code "3... Nc6 4. Bb5"} when
   * black is to move. The board is not changed.
   *
   * @param moves moves legal one after the other from this position ({@link Move#NULL} passes,
   *     written {@code --})
   * @throws IllegalMoveException if a move is not legal where it comes; its message names the
   *     move's place in the line
   */
  public String variationSan(List<Move> moves) {
    Board line = copy();
    StringBuilder sb = new StringBuilder(moves.size() * 6);
    for (int i = 0; i < moves.size(); i++) {
      Move move = moves.get(i);
      if (i > 0) {
        sb.append(' ');
      }
      if (line.sideToMove == 0) {
        sb.append(line.fullmoveNumber()).append(". ");
      } else if (i == 0) {
        sb.append(line.fullmoveNumber()).append("... ");
      }
      if (move.isNull()) {
        line.playNullMove();
        sb.append("--");
        continue;
      }
      if (!line.isLegal(move)) {
        throw new IllegalMoveException(move.toString(), line.fen(), "move " + (i + 1) + " of the line is not legal there");
      }
      sb.append(line.san(move));
      line.play(move);
    }
    return sb.toString();
  }

  /**
   * A text diagram of the board as python-chess prints one: rank 8 at the top, FEN letters
   * (upper case white), {@code .} for an empty square, squares separated by a space.
   *
   * <pre>{@code
   * System.out.print(Board.startingPosition().diagram());
   * // r n b q k b n r
   * // p p p p p p p p
   * // . . . . . . . .   (four such lines)
   * // P P P P P P P P
   * // R N B Q K B N R
   * }</pre>
   */
  public String diagram() {
    return DiagramStyle.ASCII.render(this);
  }

  /**
   * A text diagram of the board in a style: ASCII or Unicode chess symbols, with or without
   * coordinates and a side-to-move marker, either side at the bottom (see {@link DiagramStyle}).
   */
  public String diagram(DiagramStyle style) {
    return style.render(this);
  }

  /** Reads a UCI move and plays it; the board is unchanged if it throws. */
  public Move playUci(String text) {
    Move move = parseUci(text);
    play(move);
    return move;
  }

  // ---------------------------------------------------------------- Position

  @Override
  public @Nullable Piece pieceAt(Square square) {
    int piece = mailbox[square.ordinal()];
    return piece == EMPTY ? null : Piece.ofIndex(piece);
  }

  @Override
  public long pieces(Color color) {
    return byColor[color.ordinal()];
  }

  @Override
  public long pieces(PieceType type) {
    return byType[type.ordinal()];
  }

  @Override
  public long occupied() {
    return occupied;
  }

  @Override
  public Square kingSquare(Color color) {
    return Square.ofIndex(kingSquareIndex(color.ordinal()));
  }

  @Override
  public Color sideToMove() {
    return Color.ofIndex(sideToMove);
  }

  @Override
  public CastlingRights castlingRights() {
    CastlingRights rights = CastlingRights.NONE;
    for (int slot = 0; slot < 4; slot++) {
      if ((castling & (1 << slot)) != 0) {
        rights = rights.with(Color.ofIndex(slot >> 1), CastlingSide.values()[slot & 1],
            File.ofIndex(castlingRookSquare[slot] & 7));
      }
    }
    return rights;
  }

  @Override
  public @Nullable Square enPassantSquare() {
    return epSquare == NO_SQUARE ? null : Square.ofIndex(epSquare);
  }

  @Override
  public int halfmoveClock() {
    return halfmoveClock;
  }

  @Override
  public int fullmoveNumber() {
    return (startPly + stackSize) / 2 + 1;
  }

  @Override
  public Variant variant() {
    return variant;
  }

  @Override
  public long zobristKey() {
    return key;
  }

  @Override
  public long pawnKey() {
    return pawnKey;
  }

  @Override
  public boolean isCheck() {
    return checkers() != 0;
  }

  @Override
  public String fen() {
    return Fen.write(this);
  }

  /** The FEN, as {@link #fen()}. */
  @Override
  public String toString() {
    return fen();
  }
}
