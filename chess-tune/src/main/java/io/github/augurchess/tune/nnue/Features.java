package io.github.augurchess.tune.nnue;

/**
 * The network's input features of a packed position, as the network file format defines them: for
 * perspective P, a piece of colour C and type T on square S is feature
 * {@code (C == P ? 0 : 384) + T * 64 + (P == White ? S : S ^ 56)}; the side to move's perspective is
 * "us", the other "them". The output bucket is {@code min(7, (pieces - 2) / 4)} for 8 buckets.
 *
 * <p>A reusable scratch object: one per thread.
 */
public final class Features {
  /** Inputs per perspective. */
  public static final int INPUTS = 768;

  final int[] us = new int[32];
  final int[] them = new int[32];
  int count;
  int pieces;

  /** Fills this from the record at {@code offset} of {@code data}; returns this. */
  public Features read(byte[] data, int offset) {
    long occupancy = littleEndianLong(data, offset);
    long low = littleEndianLong(data, offset + 8);
    long high = littleEndianLong(data, offset + 16);
    boolean blackToMove = (data[offset + 27] & 1) != 0;
    int n = 0;
    for (long bits = occupancy; bits != 0; bits &= bits - 1, n++) {
      int square = Long.numberOfTrailingZeros(bits);
      int code = (int) ((n < 16 ? low >>> (4 * n) : high >>> (4 * (n - 16))) & 15);
      int colour = code >> 3;
      int type = code & 7;
      int white = (colour == 0 ? 0 : 384) + type * 64 + square;
      int black = (colour == 1 ? 0 : 384) + type * 64 + (square ^ 56);
      us[n] = blackToMove ? black : white;
      them[n] = blackToMove ? white : black;
    }
    count = n;
    pieces = n;
    return this;
  }

  /** The number of active features per perspective (the pieces on the board). */
  public int count() {
    return count;
  }

  /** The side to move's n-th active feature. */
  public int us(int n) {
    return us[n];
  }

  /** The other side's n-th active feature. */
  public int them(int n) {
    return them[n];
  }

  /** The output bucket among {@code buckets}. */
  public int bucket(int buckets) {
    return Math.min(buckets - 1, Math.max(0, pieces - 2) / (32 / buckets));
  }

  static long littleEndianLong(byte[] b, int off) {
    long v = 0;
    for (int i = 7; i >= 0; i--) {
      v = (v << 8) | (b[off + i] & 0xffL);
    }
    return v;
  }
}
