package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A square of the board. The ordinal is the index {@code 8 * rank + file}, so {@code A1} is 0,
 * {@code H1} is 7 and {@code H8} is 63; bit {@code index} of a bitboard stands for this square.
 */
public enum Square {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8;

  private static final Square[] VALUES = values();

  /** The index 0 to 63 ({@code A1} is 0, {@code B1} is 1, {@code A2} is 8). */
  public int index() {
    return ordinal();
  }

  /** The bitboard with only this square set. */
  public long bit() {
    return 1L << ordinal();
  }

  public File file() {
    return File.ofIndex(ordinal() & 7);
  }

  public Rank rank() {
    return Rank.ofIndex(ordinal() >>> 3);
  }

  /** True for the dark squares (a1 is dark). */
  public boolean isDark() {
    return ((ordinal() >>> 3) + (ordinal() & 7)) % 2 == 0;
  }

  /** The square seen from the other side: a1 becomes a8. */
  public Square flipRank() {
    return VALUES[ordinal() ^ 56];
  }

  /** The square on this file and rank. */
  public static Square of(File file, Rank rank) {
    return VALUES[rank.ordinal() * 8 + file.ordinal()];
  }

  /** The square with this index (0 to 63). */
  public static Square ofIndex(int index) {
    return VALUES[index];
  }

  /** The square named by lower-case algebraic text such as {@code "e4"}, or null. */
  public static @Nullable Square fromName(CharSequence name) {
    if (name.length() != 2) {
      return null;
    }
    char f = name.charAt(0);
    char r = name.charAt(1);
    if (f < 'a' || f > 'h' || r < '1' || r > '8') {
      return null;
    }
    return VALUES[(r - '1') * 8 + (f - 'a')];
  }

  /** The lower-case algebraic name, such as {@code "e4"}. */
  public String algebraic() {
    return new String(new char[] {file().letter(), rank().digit()});
  }

  @Override
  public String toString() {
    return algebraic();
  }
}
