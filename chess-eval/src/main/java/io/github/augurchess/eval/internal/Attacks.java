package io.github.augurchess.eval.internal;

/**
 * Piece attacks for the evaluation: knight and king from tables, sliders by kindergarten
 * bitboards. A line's occupancy is gathered onto six bits by one multiplication and looked up in a
 * table of 64 patterns per square of the line, so the tables stay small (about 12 KiB) and warm in
 * the cache. Our own tables rather than chess-movegen's, whose attacks are not exported.
 */
public final class Attacks {
  private Attacks() {}

  /** Collapses the six inner occupancy bits of a diagonal, gathered on one rank, to bits 58..63. */
  private static final long FILE_B = Bitboards.FILE_A << 1;
  /** Gathers the six inner squares of the a-file (a2..a7) onto bits 58..63. */
  private static final long DIAGONAL_C2_H7 = 0x0080402010080400L;

  private static final long[] KNIGHT = new long[64];
  private static final long[] KING = new long[64];
  private static final long[] DIAGONAL = new long[64];
  private static final long[] ANTI_DIAGONAL = new long[64];
  /** [file * 64 + inner occupancy]: the attacks along the first rank, repeated on every rank. */
  private static final long[] RANK_PATTERN = new long[8 * 64];
  /** [rank * 64 + gathered a-file occupancy]: the attacks along the a-file. */
  private static final long[] FILE_A_ATTACKS = new long[8 * 64];

  static {
    int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT[sq] = steps(sq, knightSteps);
      KING[sq] = steps(sq, kingSteps);
      DIAGONAL[sq] = ray(sq, 1, 1, 0) | ray(sq, -1, -1, 0);
      ANTI_DIAGONAL[sq] = ray(sq, 1, -1, 0) | ray(sq, -1, 1, 0);
    }
    for (int file = 0; file < 8; file++) {
      for (int inner = 0; inner < 64; inner++) {
        long occupancy = (long) inner << 1;
        long firstRank = ray(file, 1, 0, occupancy) | ray(file, -1, 0, occupancy);
        RANK_PATTERN[file * 64 + inner] = firstRank * Bitboards.FILE_A;
      }
    }
    for (int rank = 0; rank < 8; rank++) {
      int sq = rank * 8;
      for (int inner = 0; inner < 64; inner++) {
        long occupancy = 0;
        for (int i = 0; i < 6; i++) {
          if ((inner & (1 << i)) != 0) {
            occupancy |= 1L << ((i + 1) * 8);
          }
        }
        FILE_A_ATTACKS[rank * 64 + fileIndex(occupancy)] = ray(sq, 0, 1, occupancy) | ray(sq, 0, -1, occupancy);
      }
    }
  }

  /** The squares reached by single steps that stay on the board. */
  private static long steps(int sq, int[][] steps) {
    long b = 0;
    for (int[] s : steps) {
      int f = (sq & 7) + s[0];
      int r = (sq >>> 3) + s[1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) {
        b |= 1L << (r * 8 + f);
      }
    }
    return b;
  }

  /** The squares along a direction up to and including the first occupied one. */
  public static long ray(int sq, int df, int dr, long occupancy) {
    long b = 0;
    int f = (sq & 7) + df;
    int r = (sq >>> 3) + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      long s = 1L << (r * 8 + f);
      b |= s;
      if ((occupancy & s) != 0) {
        break;
      }
      f += df;
      r += dr;
    }
    return b;
  }

  private static int fileIndex(long aFileOccupancy) {
    return (int) (((aFileOccupancy & Bitboards.FILE_A) * DIAGONAL_C2_H7) >>> 58);
  }

  public static long knight(int sq) {
    return KNIGHT[sq];
  }

  public static long king(int sq) {
    return KING[sq];
  }

  /** Attacks along one diagonal line (its mask given), kindergarten style. */
  private static long line(int sq, long mask, long occupancy) {
    int inner = (int) (((occupancy & mask) * FILE_B) >>> 58);
    return RANK_PATTERN[(sq & 7) * 64 + inner] & mask;
  }

  public static long bishop(int sq, long occupancy) {
    return line(sq, DIAGONAL[sq], occupancy) | line(sq, ANTI_DIAGONAL[sq], occupancy);
  }

  public static long rook(int sq, long occupancy) {
    int file = sq & 7;
    int rankShift = sq & 56;
    int rankInner = (int) (occupancy >>> (rankShift + 1)) & 63;
    long rank = RANK_PATTERN[file * 64 + rankInner] & (Bitboards.RANK_1 << rankShift);
    long fileAttacks = FILE_A_ATTACKS[(sq >>> 3) * 64 + fileIndex(occupancy >>> file)] << file;
    return rank | fileAttacks;
  }

  public static long queen(int sq, long occupancy) {
    return bishop(sq, occupancy) | rook(sq, occupancy);
  }
}
