package io.github.augurchess.examples;

import io.github.augurchess.api.Move;
import io.github.augurchess.book.BookMove;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;

/** Probing a Polyglot book: the book moves of a position with their weights, and a weighted pick. */
public final class BookRecipe {
  public static void main(String[] args) throws IOException {
    PolyglotBook book = PolyglotBook.open(Path.of(args.length > 0 ? args[0] : "book.bin"));
    Board board = Board.startingPosition();
    for (BookMove entry : book.moves(board)) {
      System.out.println(board.san(entry.move()) + " " + entry.weight()); // e4 ...
    }
    // Picked in proportion to the weights; a seeded source makes the pick repeatable.
    Move pick = book.choose(board, new SplittableRandom(2024)).orElseThrow();
    System.out.println("picked " + board.san(pick)); // picked ...
  }
}
