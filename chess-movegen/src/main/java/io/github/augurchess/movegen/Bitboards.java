package io.github.augurchess.movegen;

/**
 * Bitboard constants and bit tricks on {@code long} bitboards, as static methods the JIT inlines:
 * what the move generator and the evaluator run on, and what a user's own evaluator can run on.
 * Bit {@code n} stands for the square whose {@link io.github.augurchess.api.Square#index()} is
 * {@code n} ({@code a1} = 0, {@code h8} = 63). A colour is its index, {@link
 * io.github.augurchess.api.Color#ordinal()}: 0 is white, 1 is black. "Forward" is towards the
 * opponent's side: up the board for white, down for black. {@link SquareSet} wraps a bitboard as
 * an immutable {@code Set<Square>}; {@link Attacks} gives the pieces' attacks.
 *
 * <pre>{@code
 * long pawns = board.pieces(Color.WHITE) & board.pieces(PieceType.PAWN);
 * long attacked = Bitboards.pawnAttacks(0, pawns);
 * for (long b = pawns; b != 0; b = Bitboards.withoutFirst(b)) {
 *   int square = Bitboards.first(b);
 *   boolean passed = (Bitboards.passedPawnMask(0, square) & board.pieces(Color.BLACK)
 *       & board.pieces(PieceType.PAWN)) == 0;
 * }
 * }</pre>
 */
public final class Bitboards {
  private Bitboards() {}

  /** The a-file. */
  public static final long FILE_A = 0x0101010101010101L;
  /** The h-file. */
  public static final long FILE_H = FILE_A << 7;
  /** The first rank. */
  public static final long RANK_1 = 0xFFL;
  /** The third rank. */
  public static final long RANK_3 = RANK_1 << 16;
  /** The sixth rank. */
  public static final long RANK_6 = RANK_1 << 40;
  /** The eighth rank. */
  public static final long RANK_8 = RANK_1 << 56;
  /** The 32 dark squares (a1 is dark). */
  public static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;
  /** The 32 light squares. */
  public static final long LIGHT_SQUARES = ~DARK_SQUARES;
  /** Files a to d. */
  public static final long QUEEN_SIDE = 0x0F0F0F0F0F0F0F0FL;
  /** Files e to h. */
  public static final long KING_SIDE = ~QUEEN_SIDE;

  private static final long[] ADJACENT_FILES = new long[8];
  /** [color * 64 + square]: the squares ahead of a square on its file. */
  private static final long[] FORWARD_FILE = new long[128];
  /** [color * 64 + square]: the squares ahead on its file and the two beside it. */
  private static final long[] PASSED_PAWN_MASK = new long[128];
  /** [square * 8 + d]: the squares at king distance d or less from the square. */
  private static final long[] DISTANCE_WITHIN = new long[64 * 8];

  static {
    for (int file = 0; file < 8; file++) {
      ADJACENT_FILES[file] = (file > 0 ? FILE_A << (file - 1) : 0) | (file < 7 ? FILE_A << (file + 1) : 0);
    }
    for (int color = 0; color < 2; color++) {
      for (int sq = 0; sq < 64; sq++) {
        long files = fileMask(sq & 7) | ADJACENT_FILES[sq & 7];
        FORWARD_FILE[color * 64 + sq] = forwardSpan(color, bit(sq));
        PASSED_PAWN_MASK[color * 64 + sq] = forwardSpan(color, rankMask(sq >>> 3)) & files;
      }
    }
    for (int sq = 0; sq < 64; sq++) {
      for (int other = 0; other < 64; other++) {
        for (int d = distance(sq, other); d < 8; d++) {
          DISTANCE_WITHIN[sq * 8 + d] |= bit(other);
        }
      }
    }
  }

  /**
   * 1 if {@code bitboard} has a square, else 0, without a branch: the terms weigh their
   * conditions by these instead of testing them, since over positions from different games the
   * tests are taken at random and a mispredicted branch costs more than the arithmetic.
   */
  public static int nonEmpty(long bitboard) {
    return (int) ((bitboard | -bitboard) >>> 63);
  }

  /** 1 if {@code bitboard} is empty, else 0, without a branch (see {@link #nonEmpty}). */
  public static int isEmpty(long bitboard) {
    return nonEmpty(bitboard) ^ 1;
  }

  /** Every file that holds a square of {@code bitboard}, whole. */
  public static long fileFill(long bitboard) {
    long up = bitboard | bitboard << 8;
    up |= up << 16;
    up |= up << 32;
    long down = bitboard | bitboard >>> 8;
    down |= down >>> 16;
    down |= down >>> 32;
    return up | down;
  }

  /** The bitboard of one square. */
  public static long bit(int square) {
    return 1L << square;
  }

  /** The eight squares of a file (0 is the a-file). */
  public static long fileMask(int file) {
    return FILE_A << file;
  }

  /** The eight squares of a rank (0 is the first rank). */
  public static long rankMask(int rank) {
    return RANK_1 << (rank * 8);
  }

  /** The lowest set square; undefined (64) for an empty bitboard. */
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

  /** The files either side of {@code file}. */
  public static long adjacentFiles(int file) {
    return ADJACENT_FILES[file];
  }

  /** The squares ahead of {@code square} on its file, for {@code color}. */
  public static long forwardFile(int color, int square) {
    return FORWARD_FILE[color * 64 + square];
  }

  /**
   * The squares ahead of {@code square} on its own file and the files beside it, for {@code
   * color}: a pawn there is passed if no enemy pawn stands in this mask.
   */
  public static long passedPawnMask(int color, int square) {
    return PASSED_PAWN_MASK[color * 64 + square];
  }

  /** The ranks at and behind {@code rank} (absolute, 0..7) for {@code color}, as a mask. */
  public static long ranksAtOrBehind(int color, int rank) {
    return forwardFill(color ^ 1, rankMask(rank));
  }

  /** The rank of a square as its owner sees it: 0 is the owner's back rank. */
  public static int relativeRank(int color, int square) {
    return (square >>> 3) ^ (color * 7);
  }

  /** The square as black sees it when {@code color} is black: ranks flipped; as is for white. */
  public static int relativeSquare(int color, int square) {
    return square ^ (color * 56);
  }

  /** A rank counted from {@code color}'s back rank (0 to 7), as a mask. */
  public static long relativeRankMask(int color, int relativeRank) {
    return rankMask(relativeRank ^ (color * 7));
  }

  /**
   * The king distance (Chebyshev distance) between two squares; computed, not looked up, to keep
   * a 16 KiB table out of the first-level cache.
   */
  public static int distance(int a, int b) {
    return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
  }

  /**
   * Steps from the four centre squares (d4, e4, d5, e5), files and ranks added: 0 to 6, 6 in a
   * corner. An evaluation drives a bare king towards the edge with it.
   */
  public static int centreDistance(int square) {
    int file = square & 7;
    int rank = square >>> 3;
    return Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
  }

  /**
   * Steps from the long diagonal whose corners have the other colour: 0 on it, 7 in a corner of
   * the chosen colour ({@code dark}: a1 and h8; else a8 and h1). With bishop and knight, mate can be
   * forced only in a corner of the bishop's colour.
   */
  public static int cornerSteps(int square, boolean dark) {
    int file = square & 7;
    int rank = square >>> 3;
    return Math.abs(7 - rank - (dark ? file : 7 - file));
  }

  /** The squares at king distance exactly {@code distance} (0 to 7) from {@code square}. */
  public static long distanceRing(int square, int distance) {
    long inner = distance == 0 ? 0 : DISTANCE_WITHIN[square * 8 + distance - 1];
    return DISTANCE_WITHIN[square * 8 + distance] & ~inner;
  }

  /**
   * The sum of the king distances from {@code square} to every square of {@code targets}: each
   * target counts once for every distance it lies beyond, so seven counts and no loop over the
   * targets (whose exit is a branch taken at random).
   */
  public static int distanceSum(int square, long targets) {
    int base = square * 8;
    return Long.bitCount(targets & ~DISTANCE_WITHIN[base]) + Long.bitCount(targets & ~DISTANCE_WITHIN[base + 1])
        + Long.bitCount(targets & ~DISTANCE_WITHIN[base + 2]) + Long.bitCount(targets & ~DISTANCE_WITHIN[base + 3])
        + Long.bitCount(targets & ~DISTANCE_WITHIN[base + 4]) + Long.bitCount(targets & ~DISTANCE_WITHIN[base + 5])
        + Long.bitCount(targets & ~DISTANCE_WITHIN[base + 6]);
  }

  /**
   * The king distance from {@code square} to the nearest square of {@code targets}, which must
   * not be empty: the number of distances within which no target lies. Counted over all seven
   * (one cache line of masks) rather than by a loop that stops at the first target, whose exit
   * was mispredicted as often as not.
   */
  public static int nearestDistance(int square, long targets) {
    int base = square * 8;
    return isEmpty(DISTANCE_WITHIN[base] & targets) + isEmpty(DISTANCE_WITHIN[base + 1] & targets)
        + isEmpty(DISTANCE_WITHIN[base + 2] & targets) + isEmpty(DISTANCE_WITHIN[base + 3] & targets)
        + isEmpty(DISTANCE_WITHIN[base + 4] & targets) + isEmpty(DISTANCE_WITHIN[base + 5] & targets)
        + isEmpty(DISTANCE_WITHIN[base + 6] & targets);
  }

  /** Every square shifted one rank forward for {@code color}. */
  public static long forward(int color, long bitboard) {
    return color == 0 ? bitboard << 8 : bitboard >>> 8;
  }

  /** The squares attacked by the pawns of {@code color} standing on {@code pawns}. */
  public static long pawnAttacks(int color, long pawns) {
    return pawnAttacksTowardsFileA(color, pawns) | pawnAttacksTowardsFileH(color, pawns);
  }

  /** The squares that two pawns of {@code color} attack, one from each side. */
  public static long pawnDoubleAttacks(int color, long pawns) {
    return pawnAttacksTowardsFileA(color, pawns) & pawnAttacksTowardsFileH(color, pawns);
  }

  private static long pawnAttacksTowardsFileA(int color, long pawns) {
    return color == 0 ? (pawns << 7) & ~FILE_H : (pawns >>> 9) & ~FILE_H;
  }

  private static long pawnAttacksTowardsFileH(int color, long pawns) {
    return color == 0 ? (pawns << 9) & ~FILE_A : (pawns >>> 7) & ~FILE_A;
  }

  /** The squares themselves and every square ahead of them on their files, for {@code color}. */
  public static long forwardFill(int color, long bitboard) {
    long b = bitboard;
    if (color == 0) {
      b |= b << 8;
      b |= b << 16;
      b |= b << 32;
    } else {
      b |= b >>> 8;
      b |= b >>> 16;
      b |= b >>> 32;
    }
    return b;
  }

  /** The squares strictly ahead of {@code bitboard}'s squares on their files, for {@code color}. */
  public static long forwardSpan(int color, long bitboard) {
    return forwardFill(color, forward(color, bitboard));
  }
}
