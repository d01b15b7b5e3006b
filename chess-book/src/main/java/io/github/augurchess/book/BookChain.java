package io.github.augurchess.book;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.api.Position;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Several books consulted in order: the first that has a move for the position decides.
 *
 * <pre>{@code
 * OpeningBook books = BookChain.of(PolyglotBook.open(Path.of("main.bin")),
 *     PolyglotBook.open(Path.of("fallback.bin")).withPolicy(BookPolicy.BEST));
 * }</pre>
 */
public final class BookChain implements OpeningBook {
  private final List<OpeningBook> books;

  private BookChain(List<OpeningBook> books) {
    this.books = books;
  }

  /** The books in the order they are asked. */
  public static BookChain of(OpeningBook... books) {
    return new BookChain(List.of(books));
  }

  /** The books in the order they are asked. */
  public static BookChain of(List<? extends OpeningBook> books) {
    return new BookChain(List.copyOf(books));
  }

  /** The books, in the order they are asked. */
  public List<OpeningBook> books() {
    return books;
  }

  @Override
  public Optional<Move> choose(Position position, RandomGenerator random) {
    for (OpeningBook book : books) {
      Optional<Move> move = book.choose(position, random);
      if (move.isPresent()) {
        return move;
      }
    }
    return Optional.empty();
  }
}
