package io.github.augurchess.movegen;

import io.github.augurchess.api.CastlingRights;
import io.github.augurchess.api.CastlingSide;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.File;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * A slow move generator written from the rules, independent of {@link Board}'s bitboards, attack
 * tables and generator: a plain array of 64 squares, pieces that step or slide square by square,
 * pseudo-legal moves filtered by "the mover's king is not attacked afterwards" using its own
 * attack code. Castling follows the Chess960 rules (which contain the standard ones) and is
 * written as the king taking its own rook.
 *
 * <p>An instance is one position and never changes; {@link #after(Move)} gives the next one.
 */
final class ReferenceMoveGenerator {
  private static final int NO_SQUARE = -1;
  private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  private static final int[][] DIAGONALS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] ORTHOGONALS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final PieceType[] PROMOTIONS = {PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK, PieceType.QUEEN};

  private final Piece[] squares;
  private final Color side;
  private final CastlingRights rights;
  /** The square a pawn has just passed with a double step, whether or not anyone can capture. */
  private final int passedSquare;
  private final int halfmoveClock;
  private final int fullmoveNumber;

  private ReferenceMoveGenerator(Piece[] squares, Color side, CastlingRights rights, int passedSquare,
      int halfmoveClock, int fullmoveNumber) {
    this.squares = squares;
    this.side = side;
    this.rights = rights;
    this.passedSquare = passedSquare;
    this.halfmoveClock = halfmoveClock;
    this.fullmoveNumber = fullmoveNumber;
  }

  /**
   * The position of a board, read through {@link Position}. The square a pawn just passed comes
   * from the board's last move when it has one (so that it does not depend on the board's own
   * en-passant bookkeeping), else from the board's en-passant square.
   */
  static ReferenceMoveGenerator of(Board board) {
    Piece[] squares = new Piece[64];
    for (int sq = 0; sq < 64; sq++) {
      squares[sq] = board.pieceAt(Square.ofIndex(sq));
    }
    int passed;
    if (board.historySize() > 0) {
      int last = board.historyMove(0);
      int from = PackedMove.from(last);
      int to = PackedMove.to(last);
      Piece moved = squares[to];
      boolean doubleStep = last != PackedMove.NONE && Math.abs(to - from) == 16
          && moved != null && moved.type() == PieceType.PAWN && moved.color() != board.sideToMove();
      passed = doubleStep ? (from + to) / 2 : NO_SQUARE;
    } else {
      Square ep = board.enPassantSquare();
      passed = ep == null ? NO_SQUARE : ep.ordinal();
    }
    return new ReferenceMoveGenerator(squares, board.sideToMove(), board.castlingRights(), passed,
        board.halfmoveClock(), board.fullmoveNumber());
  }

  // ---------------------------------------------------------------- queries

  Piece pieceAt(int square) {
    return squares[square];
  }

  Color sideToMove() {
    return side;
  }

  CastlingRights castlingRights() {
    return rights;
  }

  int halfmoveClock() {
    return halfmoveClock;
  }

  int fullmoveNumber() {
    return fullmoveNumber;
  }

  /** The en-passant square as Polyglot keys it: only if a pawn of the side to move attacks it. */
  Square visibleEnPassantSquare() {
    if (passedSquare == NO_SQUARE) {
      return null;
    }
    int back = side == Color.WHITE ? -1 : 1;
    for (int df = -1; df <= 1; df += 2) {
      int sq = offset(passedSquare, df, back);
      if (sq != NO_SQUARE && squares[sq] == Piece.of(side, PieceType.PAWN)) {
        return Square.ofIndex(passedSquare);
      }
    }
    return null;
  }

  int kingSquare(Color color) {
    return kingSquare(squares, color);
  }

  /** The pieces of {@code by} that attack the square (bit per square). */
  long attackers(int square, Color by) {
    return attackers(squares, square, by);
  }

  /** The pieces of {@code color} that stand alone between their king and an enemy line piece. */
  long pinned(Color color) {
    int king = kingSquare(color);
    long pinned = 0;
    for (int[][] lines : new int[][][] {DIAGONALS, ORTHOGONALS}) {
      PieceType slider = lines == DIAGONALS ? PieceType.BISHOP : PieceType.ROOK;
      for (int[] d : lines) {
        int first = NO_SQUARE;
        for (int sq = offset(king, d[0], d[1]); sq != NO_SQUARE; sq = offset(sq, d[0], d[1])) {
          Piece piece = squares[sq];
          if (piece == null) {
            continue;
          }
          if (first == NO_SQUARE) {
            if (piece.color() != color) {
              break;
            }
            first = sq;
          } else {
            if (piece.color() != color && (piece.type() == slider || piece.type() == PieceType.QUEEN)) {
              pinned |= 1L << first;
            }
            break;
          }
        }
      }
    }
    return pinned;
  }

  /** True if the move (which must be pseudo-legal here) is the king taking its own rook. */
  boolean isCastling(Move move) {
    Piece mover = squares[move.from().ordinal()];
    Piece target = squares[move.to().ordinal()];
    return mover != null && target != null && mover.type() == PieceType.KING
        && target == Piece.of(mover.color(), PieceType.ROOK);
  }

  /** True if the move is a pawn's diagonal step onto an empty square. */
  boolean isEnPassant(Move move) {
    Piece mover = squares[move.from().ordinal()];
    return mover != null && mover.type() == PieceType.PAWN
        && move.from().file() != move.to().file() && squares[move.to().ordinal()] == null;
  }

  /** True if the move takes an enemy piece (en passant included; castling is not a capture). */
  boolean isCapture(Move move) {
    Piece target = squares[move.to().ordinal()];
    return isEnPassant(move) || (target != null && target.color() != side);
  }

  // ---------------------------------------------------------------- moves

  /** The legal moves: pseudo-legal moves that do not leave the mover's king attacked. */
  List<Move> legalMoves() {
    List<Move> legal = new ArrayList<>();
    for (Move move : pseudoLegalMoves()) {
      Piece[] next = placementAfter(move);
      if (attackers(next, kingSquare(next, side), side.opposite()) == 0) {
        legal.add(move);
      }
    }
    return legal;
  }

  private List<Move> pseudoLegalMoves() {
    List<Move> moves = new ArrayList<>();
    for (int from = 0; from < 64; from++) {
      Piece piece = squares[from];
      if (piece == null || piece.color() != side) {
        continue;
      }
      switch (piece.type()) {
        case PAWN:
          addPawnMoves(moves, from);
          break;
        case KNIGHT:
          addSteps(moves, from, KNIGHT_STEPS);
          break;
        case BISHOP:
          addSlides(moves, from, DIAGONALS);
          break;
        case ROOK:
          addSlides(moves, from, ORTHOGONALS);
          break;
        case QUEEN:
          addSlides(moves, from, DIAGONALS);
          addSlides(moves, from, ORTHOGONALS);
          break;
        case KING:
          addSteps(moves, from, KING_STEPS);
          break;
        default:
          throw new AssertionError(piece);
      }
    }
    addCastling(moves);
    return moves;
  }

  private void addPawnMoves(List<Move> moves, int from) {
    int forward = side == Color.WHITE ? 1 : -1;
    int startRank = side == Color.WHITE ? 1 : 6;
    int one = offset(from, 0, forward);
    if (one != NO_SQUARE && squares[one] == null) {
      addPawnMove(moves, from, one);
      int two = offset(from, 0, 2 * forward);
      if (from >> 3 == startRank && squares[two] == null) {
        moves.add(Move.of(Square.ofIndex(from), Square.ofIndex(two)));
      }
    }
    for (int df = -1; df <= 1; df += 2) {
      int to = offset(from, df, forward);
      if (to == NO_SQUARE) {
        continue;
      }
      Piece target = squares[to];
      if (target != null && target.color() != side) {
        addPawnMove(moves, from, to);
      } else if (target == null && to == passedSquare) {
        moves.add(Move.of(Square.ofIndex(from), Square.ofIndex(to)));
      }
    }
  }

  private static void addPawnMove(List<Move> moves, int from, int to) {
    int rank = to >> 3;
    if (rank == 0 || rank == 7) {
      for (PieceType promotion : PROMOTIONS) {
        moves.add(Move.of(Square.ofIndex(from), Square.ofIndex(to), promotion));
      }
    } else {
      moves.add(Move.of(Square.ofIndex(from), Square.ofIndex(to)));
    }
  }

  private void addSteps(List<Move> moves, int from, int[][] steps) {
    for (int[] step : steps) {
      int to = offset(from, step[0], step[1]);
      if (to != NO_SQUARE && (squares[to] == null || squares[to].color() != side)) {
        moves.add(Move.of(Square.ofIndex(from), Square.ofIndex(to)));
      }
    }
  }

  private void addSlides(List<Move> moves, int from, int[][] directions) {
    for (int[] d : directions) {
      for (int to = offset(from, d[0], d[1]); to != NO_SQUARE; to = offset(to, d[0], d[1])) {
        if (squares[to] != null) {
          if (squares[to].color() != side) {
            moves.add(Move.of(Square.ofIndex(from), Square.ofIndex(to)));
          }
          break;
        }
        moves.add(Move.of(Square.ofIndex(from), Square.ofIndex(to)));
      }
    }
  }

  /**
   * Chess960 castling: the king goes to the g- or c-file and the rook to the f- or d-file; every
   * square either crosses or lands on is empty but for the two of them; the king is not in check
   * and crosses or lands on no attacked square. (Whether the king is safe once the rook has moved
   * is left to the general legality filter.)
   */
  private void addCastling(List<Move> moves) {
    int backRank = side == Color.WHITE ? 0 : 56;
    int king = kingSquare(side);
    for (CastlingSide castlingSide : CastlingSide.values()) {
      File rookFile = rights.rookFile(side, castlingSide);
      if (rookFile == null) {
        continue;
      }
      int rook = backRank + rookFile.ordinal();
      if (king >> 3 != backRank >> 3 || squares[rook] != Piece.of(side, PieceType.ROOK)) {
        throw new AssertionError("castling right " + rights + " for " + side + " " + castlingSide
            + " without king on the back rank and rook on " + Square.ofIndex(rook));
      }
      boolean kingside = castlingSide == CastlingSide.KINGSIDE;
      int kingTo = backRank + (kingside ? 6 : 2);
      int rookTo = backRank + (kingside ? 5 : 3);
      boolean allowed = attackers(squares, king, side.opposite()) == 0;
      for (int sq = Math.min(king, kingTo); sq <= Math.max(king, kingTo) && allowed; sq++) {
        allowed = (sq == king || sq == rook || squares[sq] == null)
            && (sq == king || attackers(squares, sq, side.opposite()) == 0);
      }
      for (int sq = Math.min(rook, rookTo); sq <= Math.max(rook, rookTo) && allowed; sq++) {
        allowed = sq == king || sq == rook || squares[sq] == null;
      }
      if (allowed) {
        moves.add(Move.of(Square.ofIndex(king), Square.ofIndex(rook)));
      }
    }
  }

  // ---------------------------------------------------------------- making moves

  /** The position after a legal move, with rights, en passant and clocks updated by the rules. */
  ReferenceMoveGenerator after(Move move) {
    int from = move.from().ordinal();
    int to = move.to().ordinal();
    Piece mover = squares[from];
    boolean castling = isCastling(move);
    CastlingRights nextRights = rights;
    if (mover.type() == PieceType.KING) {
      nextRights = nextRights.without(side);
    }
    for (Color color : Color.values()) {
      for (CastlingSide castlingSide : CastlingSide.values()) {
        File file = rights.rookFile(color, castlingSide);
        int rookSquare = file == null ? NO_SQUARE : (color == Color.WHITE ? 0 : 56) + file.ordinal();
        if (file != null && (from == rookSquare || to == rookSquare)) {
          nextRights = nextRights.without(color, castlingSide);
        }
      }
    }
    boolean pawn = mover.type() == PieceType.PAWN;
    int passed = pawn && Math.abs(to - from) == 16 ? (from + to) / 2 : NO_SQUARE;
    boolean resetsClock = pawn || (!castling && isCapture(move));
    return new ReferenceMoveGenerator(placementAfter(move), side.opposite(), nextRights, passed,
        resetsClock ? 0 : halfmoveClock + 1, side == Color.BLACK ? fullmoveNumber + 1 : fullmoveNumber);
  }

  private Piece[] placementAfter(Move move) {
    Piece[] next = squares.clone();
    int from = move.from().ordinal();
    int to = move.to().ordinal();
    Piece mover = squares[from];
    if (isCastling(move)) {
      boolean kingside = to > from;
      int backRank = from & 56;
      next[from] = null;
      next[to] = null;
      next[backRank + (kingside ? 6 : 2)] = mover;
      next[backRank + (kingside ? 5 : 3)] = squares[to];
      return next;
    }
    if (isEnPassant(move)) {
      next[(from & 56) | (to & 7)] = null;
    }
    next[from] = null;
    next[to] = move.promotion() == null ? mover : Piece.of(mover.color(), move.promotion());
    return next;
  }

  // ---------------------------------------------------------------- attacks

  private static int kingSquare(Piece[] squares, Color color) {
    Piece king = Piece.of(color, PieceType.KING);
    for (int sq = 0; sq < 64; sq++) {
      if (squares[sq] == king) {
        return sq;
      }
    }
    throw new AssertionError("no " + color + " king");
  }

  private static long attackers(Piece[] squares, int square, Color by) {
    long found = 0;
    int pawnRank = by == Color.WHITE ? -1 : 1;   // an attacking pawn stands one rank behind
    for (int df = -1; df <= 1; df += 2) {
      found |= bitIf(squares, offset(square, df, pawnRank), Piece.of(by, PieceType.PAWN));
    }
    for (int[] step : KNIGHT_STEPS) {
      found |= bitIf(squares, offset(square, step[0], step[1]), Piece.of(by, PieceType.KNIGHT));
    }
    for (int[] step : KING_STEPS) {
      found |= bitIf(squares, offset(square, step[0], step[1]), Piece.of(by, PieceType.KING));
    }
    found |= sliders(squares, square, by, DIAGONALS, PieceType.BISHOP);
    found |= sliders(squares, square, by, ORTHOGONALS, PieceType.ROOK);
    return found;
  }

  private static long sliders(Piece[] squares, int square, Color by, int[][] directions, PieceType slider) {
    long found = 0;
    for (int[] d : directions) {
      for (int sq = offset(square, d[0], d[1]); sq != NO_SQUARE; sq = offset(sq, d[0], d[1])) {
        Piece piece = squares[sq];
        if (piece != null) {
          if (piece.color() == by && (piece.type() == slider || piece.type() == PieceType.QUEEN)) {
            found |= 1L << sq;
          }
          break;
        }
      }
    }
    return found;
  }

  private static long bitIf(Piece[] squares, int square, Piece wanted) {
    return square != NO_SQUARE && squares[square] == wanted ? 1L << square : 0;
  }

  /** The square {@code df} files and {@code dr} ranks away, or -1 off the board. */
  private static int offset(int square, int df, int dr) {
    int file = (square & 7) + df;
    int rank = (square >> 3) + dr;
    return file < 0 || file > 7 || rank < 0 || rank > 7 ? NO_SQUARE : rank * 8 + file;
  }
}
