package io.github.augurchess.movegen;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.internal.Magics;

/**
 * The squares each kind of piece attacks from a square, given the occupied squares, and the
 * squares between and through two squares: the tables the move generator itself reads. Knights,
 * kings and pawns by lookup; bishops, rooks and queens by magic bitboards over one shared table
 * ("fancy" magics). All tables are filled once, when the class is first used, and never written
 * again.
 *
 * <p>Every query comes twice: on {@link Square} and {@link SquareSet} for readable code, and on
 * square indices ({@code a1} = 0, {@code h8} = 63) and {@code long} bitboards (see {@link
 * Bitboards}) for hot loops, where the JIT inlines each to a table load and nothing is
 * allocated.
 *
 * <pre>{@code
 * long occupied = board.occupied();
 * long rookAttacks = Attacks.rook(Square.D4.index(), occupied);          // a long
 * SquareSet same = Attacks.rook(Square.D4, SquareSet.of(occupied));      // a SquareSet
 * SquareSet pin = SquareSet.between(Square.E1, Square.E8);               // e2 … e7
 * }</pre>
 */
public final class Attacks {
  private Attacks() {}

  private static final long[] KNIGHT = new long[64];
  private static final long[] KING = new long[64];
  /** Pawn captures: index {@code color * 64 + square}. */
  private static final long[] PAWN = new long[128];
  private static final long[] BETWEEN = new long[64 * 64];
  private static final long[] LINE = new long[64 * 64];

  private static final long[] ROOK_MASK = new long[64];
  private static final long[] ROOK_MAGIC = new long[64];
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final long[] BISHOP_MASK = new long[64];
  private static final long[] BISHOP_MAGIC = new long[64];
  private static final int[] BISHOP_SHIFT = new int[64];
  private static final int[] BISHOP_OFFSET = new int[64];
  private static final long[] SLIDER_TABLE;
  /** The slider attacks on an empty board: one load instead of a magic lookup. */
  private static final long[] ROOK_EMPTY = new long[64];
  private static final long[] BISHOP_EMPTY = new long[64];

  private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  static {
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT[sq] = leaperAttacks(sq, new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
      KING[sq] = leaperAttacks(sq, new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
      PAWN[sq] = Bitboards.pawnAttacks(0, 1L << sq);
      PAWN[64 + sq] = Bitboards.pawnAttacks(1, 1L << sq);
      ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRECTIONS);
      BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRECTIONS);
    }
    int size = 0;
    for (int sq = 0; sq < 64; sq++) {
      ROOK_OFFSET[sq] = size;
      size += 1 << Long.bitCount(ROOK_MASK[sq]);
      BISHOP_OFFSET[sq] = size;
      size += 1 << Long.bitCount(BISHOP_MASK[sq]);
    }
    SLIDER_TABLE = new long[size];
    for (int sq = 0; sq < 64; sq++) {
      ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
      ROOK_MAGIC[sq] = Magics.ROOK[sq];
      fill(sq, ROOK_MASK[sq], ROOK_MAGIC[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], ROOK_DIRECTIONS);
      BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
      BISHOP_MAGIC[sq] = Magics.BISHOP[sq];
      fill(sq, BISHOP_MASK[sq], BISHOP_MAGIC[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], BISHOP_DIRECTIONS);
      ROOK_EMPTY[sq] = slowAttacks(sq, 0, ROOK_DIRECTIONS);
      BISHOP_EMPTY[sq] = slowAttacks(sq, 0, BISHOP_DIRECTIONS);
    }
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (a == b) {
          continue;
        }
        long bb = 1L << b;
        if ((slowAttacks(a, 0, ROOK_DIRECTIONS) & bb) != 0) {
          LINE[a * 64 + b] = (slowAttacks(a, 0, ROOK_DIRECTIONS) & slowAttacks(b, 0, ROOK_DIRECTIONS)) | (1L << a) | bb;
          BETWEEN[a * 64 + b] = slowAttacks(a, bb, ROOK_DIRECTIONS) & slowAttacks(b, 1L << a, ROOK_DIRECTIONS);
        } else if ((slowAttacks(a, 0, BISHOP_DIRECTIONS) & bb) != 0) {
          LINE[a * 64 + b] = (slowAttacks(a, 0, BISHOP_DIRECTIONS) & slowAttacks(b, 0, BISHOP_DIRECTIONS)) | (1L << a) | bb;
          BETWEEN[a * 64 + b] = slowAttacks(a, bb, BISHOP_DIRECTIONS) & slowAttacks(b, 1L << a, BISHOP_DIRECTIONS);
        }
      }
    }
  }

  /** The squares a knight on the square (index 0 to 63) attacks. */
  public static long knight(int square) {
    return KNIGHT[square];
  }

  /** The squares a king on the square attacks. */
  public static long king(int square) {
    return KING[square];
  }

  /** The squares a pawn of the colour (0 white, 1 black) on the square attacks. */
  public static long pawn(int color, int square) {
    return PAWN[(color << 6) + square];
  }

  /**
   * The squares a rook on the square attacks: along its rank and file up to and with the first
   * occupied square each way.
   */
  public static long rook(int square, long occupied) {
    return SLIDER_TABLE[ROOK_OFFSET[square]
        + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
  }

  /** The squares a bishop on the square attacks, up to and with the first occupied square each way. */
  public static long bishop(int square, long occupied) {
    return SLIDER_TABLE[BISHOP_OFFSET[square]
        + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
  }

  /** The squares a rook on {@code square} attacks on an otherwise empty board. */
  public static long rookOnEmptyBoard(int square) {
    return ROOK_EMPTY[square];
  }

  /** The squares a bishop on {@code square} attacks on an otherwise empty board. */
  public static long bishopOnEmptyBoard(int square) {
    return BISHOP_EMPTY[square];
  }

  /** The squares a queen on the square attacks: a rook's and a bishop's. */
  public static long queen(int square, long occupied) {
    return rook(square, occupied) | bishop(square, occupied);
  }

  /** The squares strictly between two squares on a common line, else empty. */
  public static long between(int a, int b) {
    return BETWEEN[(a << 6) + b];
  }

  /** The whole line (rank, file or diagonal) through two squares, else empty. */
  public static long line(int a, int b) {
    return LINE[(a << 6) + b];
  }

  /** True if the three squares lie on one line. */
  public static boolean aligned(int a, int b, int c) {
    return (LINE[(a << 6) + b] & (1L << c)) != 0;
  }

  /**
   * The attacks of a piece of the given type index ({@link PieceType#ordinal()}: 1 knight to 5
   * king; pawns, whose attacks depend on their colour, excluded) from a square.
   *
   * @throws IllegalArgumentException for a pawn or a type index out of range
   */
  public static long ofType(int type, int square, long occupied) {
    switch (type) {
      case 1:
        return KNIGHT[square];
      case 2:
        return bishop(square, occupied);
      case 3:
        return rook(square, occupied);
      case 4:
        return queen(square, occupied);
      case 5:
        return KING[square];
      default:
        throw new IllegalArgumentException("no attack table for type " + type);
    }
  }

  /** The squares a knight on {@code square} attacks. */
  public static SquareSet knight(Square square) {
    return SquareSet.of(KNIGHT[square.index()]);
  }

  /** The squares a king on {@code square} attacks. */
  public static SquareSet king(Square square) {
    return SquareSet.of(KING[square.index()]);
  }

  /** The two (or one, on an edge file) squares a pawn of {@code color} on {@code square} attacks. */
  public static SquareSet pawn(Color color, Square square) {
    return SquareSet.of(pawn(color.ordinal(), square.index()));
  }

  /** The squares a bishop on {@code square} attacks, up to and with the first occupied square each way. */
  public static SquareSet bishop(Square square, SquareSet occupied) {
    return SquareSet.of(bishop(square.index(), occupied.bits()));
  }

  /** The squares a rook on {@code square} attacks, up to and with the first occupied square each way. */
  public static SquareSet rook(Square square, SquareSet occupied) {
    return SquareSet.of(rook(square.index(), occupied.bits()));
  }

  /** The squares a queen on {@code square} attacks, up to and with the first occupied square each way. */
  public static SquareSet queen(Square square, SquareSet occupied) {
    return SquareSet.of(queen(square.index(), occupied.bits()));
  }

  /**
   * The squares {@code piece} attacks from {@code square} with the given squares occupied (a
   * pawn's captures, not its pushes). Whether the piece itself is in {@code occupied} does not
   * matter.
   */
  public static SquareSet of(Piece piece, Square square, SquareSet occupied) {
    return SquareSet.of(of(piece, square.index(), occupied.bits()));
  }

  /** {@link #of(Piece, Square, SquareSet)} on a square index and a bitboard. */
  public static long of(Piece piece, int square, long occupied) {
    PieceType type = piece.type();
    return type == PieceType.PAWN ? pawn(piece.color().ordinal(), square) : ofType(type.ordinal(), square, occupied);
  }

  private static long leaperAttacks(int sq, int[][] steps) {
    long result = 0;
    int file = sq & 7;
    int rank = sq >>> 3;
    for (int[] step : steps) {
      int f = file + step[0];
      int r = rank + step[1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) {
        result |= 1L << (r * 8 + f);
      }
    }
    return result;
  }

  private static long slowAttacks(int sq, long occupied, int[][] directions) {
    long result = 0;
    for (int[] d : directions) {
      int f = (sq & 7) + d[0];
      int r = (sq >>> 3) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        long b = 1L << (r * 8 + f);
        result |= b;
        if ((occupied & b) != 0) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return result;
  }

  /** The squares whose occupancy matters: the rays without their last square. */
  private static long relevantMask(int sq, int[][] directions) {
    long result = 0;
    for (int[] d : directions) {
      int f = (sq & 7) + d[0];
      int r = (sq >>> 3) + d[1];
      while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
        result |= 1L << (r * 8 + f);
        f += d[0];
        r += d[1];
      }
    }
    return result;
  }

  /**
   * Fills a square's part of the slider table through its magic multiplier, checking that no two
   * occupancies with different attacks share an entry.
   *
   * @throws IllegalStateException if the multiplier is not magic for the square
   */
  private static void fill(int sq, long mask, long magic, int shift, int offset, int[][] directions) {
    boolean[] filled = new boolean[1 << Long.bitCount(mask)];
    long subset = 0;
    do {
      long attacks = slowAttacks(sq, subset, directions);
      int index = (int) ((subset * magic) >>> shift);
      if (filled[index] && SLIDER_TABLE[offset + index] != attacks) {
        throw new IllegalStateException("magic " + Long.toHexString(magic) + " collides on square " + sq);
      }
      filled[index] = true;
      SLIDER_TABLE[offset + index] = attacks;
      subset = (subset - mask) & mask;
    } while (subset != 0);
  }
}
