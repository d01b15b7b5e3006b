package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BookChainTest {
  @Test
  void theFirstBookWithAMoveDecides() throws IOException {
    PolyglotBook performance = PolyglotBook.open(TestBooks.performance()).withPolicy(BookPolicy.BEST);
    PolyglotBook lasker = PolyglotBook.open(TestBooks.laskerTrap()).withPolicy(BookPolicy.BEST);
    OpeningBook chain = BookChain.of(lasker, performance);
    Board board = Board.startingPosition();
    // lasker-trap.bin has no white moves: performance.bin answers.
    assertEquals(Optional.of(Move.of(Square.E2, Square.E4)), chain.choose(board, new SplittableRandom(1)));
    board.playUci("d2d4");
    // Both books know 1.d4; the first one asked answers.
    assertEquals(Optional.of(Move.of(Square.D7, Square.D5)), chain.choose(board, new SplittableRandom(1)));
    assertEquals(List.of(lasker, performance), BookChain.of(List.of(lasker, performance)).books());
  }

  @Test
  void noBookWithAMoveGivesEmpty() {
    OpeningBook empty = (position, random) -> Optional.empty();
    Board board = Board.fromFen("8/8/8/4k3/8/8/8/4K3 w - - 0 1");
    assertEquals(Optional.empty(), BookChain.of(empty, empty).choose(board, new SplittableRandom(1)));
    assertEquals(Optional.empty(), BookChain.of().choose(board, new SplittableRandom(1)));
  }

  @Test
  void aMinimumWeightMakesABookPassToTheNext() {
    Board board = Board.startingPosition();
    PolyglotBook light = PolyglotBook.of(TestBooks.bytes(List.of(
        new BookEntry(board.zobristKey(), Move.of(Square.A2, Square.A3).code(), 1, 0))));
    PolyglotBook heavy = PolyglotBook.of(TestBooks.bytes(List.of(
        new BookEntry(board.zobristKey(), Move.of(Square.B2, Square.B3).code(), 100, 0))));
    OpeningBook chain = BookChain.of(light.withPolicy(BookPolicy.BEST.withMinWeight(5)), heavy);
    assertEquals(Optional.of(Move.of(Square.B2, Square.B3)), chain.choose(board, new SplittableRandom(9)));
  }
}
