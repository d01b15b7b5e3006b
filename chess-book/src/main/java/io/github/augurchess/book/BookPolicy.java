package io.github.augurchess.book;

import io.github.augurchess.api.Move;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * How a book chooses a move: the {@link BookPick} and the least weight an entry needs to be
 * considered at all.
 *
 * <pre>{@code
 * BookPolicy policy = BookPolicy.WEIGHTED.withMinWeight(10);
 * Optional<Move> move = policy.pick(book.moves(board), new SplittableRandom(42));
 * }</pre>
 *
 * @param pick how one entry is picked
 * @param minWeight entries of a lower weight are left out (0 keeps all)
 */
public record BookPolicy(BookPick pick, int minWeight) {
  /** The entry of highest weight, all entries considered. */
  public static final BookPolicy BEST = new BookPolicy(BookPick.BEST_WEIGHT, 0);

  /** Random in proportion to the weights (the usual way to vary a book's play). */
  public static final BookPolicy WEIGHTED = new BookPolicy(BookPick.WEIGHTED_RANDOM, 0);

  /** Any entry with the same probability. */
  public static final BookPolicy UNIFORM = new BookPolicy(BookPick.UNIFORM_RANDOM, 0);

  /** @throws IllegalArgumentException if the minimum weight is negative or above 65535 */
  public BookPolicy {
    if (minWeight < 0 || minWeight > 0xFFFF) {
      throw new IllegalArgumentException("minimum weight " + minWeight + " is not in 0..65535");
    }
  }

  /** The same pick with another minimum weight. */
  public BookPolicy withMinWeight(int weight) {
    return new BookPolicy(pick, weight);
  }

  /**
   * Picks one of the moves by this policy, or empty if none has the minimum weight (or, for
   * {@link BookPick#WEIGHTED_RANDOM}, none has a positive weight). The random source is used only
   * by the random picks, once per call.
   */
  public Optional<Move> pick(List<BookMove> moves, RandomGenerator random) {
    return switch (pick) {
      case BEST_WEIGHT -> best(moves);
      case WEIGHTED_RANDOM -> weighted(moves, random);
      case UNIFORM_RANDOM -> uniform(moves, random);
    };
  }

  private Optional<Move> best(List<BookMove> moves) {
    @Nullable BookMove best = null;
    for (BookMove m : moves) {
      if (m.weight() >= minWeight && (best == null || m.weight() > best.weight())) {
        best = m;
      }
    }
    return best == null ? Optional.empty() : Optional.of(best.move());
  }

  private Optional<Move> weighted(List<BookMove> moves, RandomGenerator random) {
    long total = 0;
    for (BookMove m : moves) {
      if (m.weight() >= minWeight) {
        total += m.weight();
      }
    }
    if (total == 0) {
      return Optional.empty();
    }
    long r = random.nextLong(total);
    for (BookMove m : moves) {
      if (m.weight() >= minWeight) {
        r -= m.weight();
        if (r < 0) {
          return Optional.of(m.move());
        }
      }
    }
    throw new AssertionError("the weights add up to " + total);
  }

  private Optional<Move> uniform(List<BookMove> moves, RandomGenerator random) {
    int count = 0;
    for (BookMove m : moves) {
      if (m.weight() >= minWeight) {
        count++;
      }
    }
    if (count == 0) {
      return Optional.empty();
    }
    int chosen = random.nextInt(count);
    for (BookMove m : moves) {
      if (m.weight() >= minWeight && chosen-- == 0) {
        return Optional.of(m.move());
      }
    }
    throw new AssertionError("counted " + count + " moves");
  }
}
