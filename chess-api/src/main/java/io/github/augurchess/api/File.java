package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/** A file of the board, {@code A} to {@code H}; the ordinal is the index 0 to 7. */
public enum File {
  /** The files a to h, in order: {@code ordinal()} is 0 for the a-file. */
  A, B, C, D, E, F, G, H;

  private static final File[] VALUES = values();

  /** The lower-case letter of this file. */
  public char letter() {
    return (char) ('a' + ordinal());
  }

  /** The file with this index (0 is the a-file). */
  public static File ofIndex(int index) {
    return VALUES[index];
  }

  /** The file named by a letter of either case, or null. */
  public static @Nullable File fromLetter(char c) {
    char lower = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    return lower >= 'a' && lower <= 'h' ? VALUES[lower - 'a'] : null;
  }
}
