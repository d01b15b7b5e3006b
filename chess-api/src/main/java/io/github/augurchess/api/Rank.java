package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/** A rank of the board, {@code R1} to {@code R8}; the ordinal is the index 0 to 7. */
public enum Rank {
  R1, R2, R3, R4, R5, R6, R7, R8;

  private static final Rank[] VALUES = values();

  /** The digit of this rank, {@code '1'} to {@code '8'}. */
  public char digit() {
    return (char) ('1' + ordinal());
  }

  /** The rank with this index (0 is the first rank). */
  public static Rank ofIndex(int index) {
    return VALUES[index];
  }

  /** The rank named by a digit, or null. */
  public static @Nullable Rank fromDigit(char c) {
    return c >= '1' && c <= '8' ? VALUES[c - '1'] : null;
  }

  /** This rank as seen by the given side: the first rank for white is the eighth for black. */
  public Rank relativeTo(Color side) {
    return side == Color.WHITE ? this : VALUES[7 - ordinal()];
  }
}
