package io.github.augurchess.book;

/** Whose moves a built book keeps: both sides', or only those played with one colour to move. */
public enum BookSide {
  /** Every move ({@code polyglot make-book} without a colour option). */
  BOTH,
  /** Moves made with white to move only ({@code -only-white}). */
  WHITE,
  /** Moves made with black to move only ({@code -only-black}). */
  BLACK
}
