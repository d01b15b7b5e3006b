package io.github.augurchess.movegen.internal;

/**
 * Bitboard constants and the bit tricks the generator uses, wrapped in named methods that the JIT
 * inlines. Bit {@code n} stands for square {@code n} ({@code a1} = 0, {@code h8} = 63).
 */
public final class Bitboards {
  private Bitboards() {}

  public static final long FILE_A = 0x0101010101010101L;
  public static final long FILE_H = FILE_A << 7;
  public static final long RANK_1 = 0xFFL;
  public static final long RANK_3 = RANK_1 << 16;
  public static final long RANK_6 = RANK_1 << 40;
  public static final long RANK_8 = RANK_1 << 56;
  public static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;
  public static final long LIGHT_SQUARES = ~DARK_SQUARES;

  /** The bitboard of one square. */
  public static long bit(int square) {
    return 1L << square;
  }

  /** The lowest set square; undefined for an empty board. */
  public static int first(long bitboard) {
    return Long.numberOfTrailingZeros(bitboard);
  }

  /** The bitboard without its lowest set square. */
  public static long withoutFirst(long bitboard) {
    return bitboard & (bitboard - 1);
  }

  /** True if more than one square is set. */
  public static boolean hasMoreThanOne(long bitboard) {
    return (bitboard & (bitboard - 1)) != 0;
  }

  /** Every square a set of pawns of the colour (0 white, 1 black) attacks. */
  public static long pawnAttacks(int color, long pawns) {
    return color == 0
        ? (pawns << 7 & ~FILE_H) | (pawns << 9 & ~FILE_A)
        : (pawns >>> 9 & ~FILE_H) | (pawns >>> 7 & ~FILE_A);
  }

  public static long fileMask(int file) {
    return FILE_A << file;
  }

  public static long rankMask(int rank) {
    return RANK_1 << (rank * 8);
  }
}
