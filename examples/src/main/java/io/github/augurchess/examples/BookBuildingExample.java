package io.github.augurchess.examples;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.book.BookBuildOptions;
import io.github.augurchess.book.BookBuilder;
import io.github.augurchess.book.BookChain;
import io.github.augurchess.book.BookMove;
import io.github.augurchess.book.BookPolicy;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Builds a Polyglot book from PGN, probes it, asks it before a second book, and lets the engine
 * play from both.
 *
 * <pre>{@code
 * java io.github.augurchess.examples.BookBuildingExample GAMES.pgn OUT.bin SECOND.bin
 * }</pre>
 */
public final class BookBuildingExample {
  private BookBuildingExample() {}

  public static void main(String[] args) throws IOException {
    Path games = Path.of(args[0]);
    Path out = Path.of(args[1]);
    Path second = Path.of(args.length > 2 ? args[2] : "/usr/share/games/gnuchess/book.bin");

    BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMaxPly(30).withMinGames(3));
    builder.addPgn(games);                         // streamed
    builder.write(out);

    PolyglotBook book = PolyglotBook.open(out);
    Board board = Board.startingPosition();
    for (BookMove m : book.moves(board)) {         // file order, legal moves only
      System.out.println(board.san(m.move()) + " " + m.weight());
    }

    OpeningBook books = BookChain.of(              // asked in order
        book.withPolicy(BookPolicy.WEIGHTED.withMinWeight(2)),
        PolyglotBook.open(second).withPolicy(BookPolicy.BEST));
    Optional<Move> move = books.choose(board, new SplittableRandom(42));   // reproducible
    System.out.println("book: " + board.san(move.orElseThrow()));
    try (Engine engine = Engine.builder().openingBook(books).bookDepth(16).build()) {
      // The engine plays book moves for the first 16 plies while a book has one.
      Move played = engine.search(board, SearchLimits.depth(10)).bestMove().orElseThrow();
      System.out.println("engine: " + board.san(played));
    }
  }
}
