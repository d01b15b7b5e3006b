package io.github.augurchess.book;

/** How a book picks one move among the entries of a position. */
public enum BookPick {
  /** The entry of highest weight; the first in file order among equals. */
  BEST_WEIGHT,
  /** An entry drawn with probability proportional to its weight (entries of weight 0 never). */
  WEIGHTED_RANDOM,
  /** Any entry with the same probability, whatever its weight. */
  UNIFORM_RANDOM
}
