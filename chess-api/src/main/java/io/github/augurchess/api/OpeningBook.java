package io.github.augurchess.api;

import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * An opening book: a source of moves for known positions. An engine asks its book before it
 * searches and plays the book's move when there is one.
 *
 * <p>Implementations are safe to use from several threads; the randomness comes from the caller,
 * so that a seeded generator makes the choice reproducible.
 */
@FunctionalInterface
public interface OpeningBook {
  /**
   * A legal move for the position chosen by the book's policy, or empty when the book does not
   * know the position (or has no move above its thresholds).
   */
  Optional<Move> choose(Position position, RandomGenerator random);
}
