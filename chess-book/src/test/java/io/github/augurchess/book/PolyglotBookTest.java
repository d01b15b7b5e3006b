package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Lookups in real books: the facts of EXPECTATIONS.md and the raw entries of book-probe-vectors.tsv. */
class PolyglotBookTest {
  private static final long START_KEY = 0x463b96181691fc9cL;

  private static List<String> uci(Board board, List<BookMove> moves) {
    List<String> text = new ArrayList<>();
    for (BookMove m : moves) {
      text.add(board.uci(m.move()));
    }
    return text;
  }

  private static List<String> san(Board board, List<BookMove> moves) {
    List<String> text = new ArrayList<>();
    for (BookMove m : moves) {
      text.add(board.san(m.move()));
    }
    return text;
  }

  @Test
  void rawEntriesAtTheVectorKeysAreThoseOfTheVectorFile() throws IOException {
    PolyglotBook performance = PolyglotBook.open(TestBooks.performance());
    PolyglotBook lasker = PolyglotBook.open(TestBooks.laskerTrap());
    assertEquals(92_954, performance.size());
    assertEquals(7, lasker.size());
    int checked = 0;
    for (String line : Files.readAllLines(TestBooks.resource("polyglot/book-probe-vectors.tsv"))) {
      if (line.startsWith("#") || line.startsWith("book\t")) {
        continue;
      }
      String[] f = line.split("\t");
      PolyglotBook book = f[0].equals("performance.bin") ? performance : lasker;
      int index = Integer.parseInt(f[1]);
      BookEntry expected = new BookEntry(Long.parseUnsignedLong(f[2], 16), Integer.parseInt(f[3], 16),
          Integer.parseInt(f[5]), Long.parseLong(f[6]));
      assertEquals(expected, book.entry(index), line);
      assertEquals(f[4], expected.moveText(), line);
      assertTrue(book.entries(expected.key()).contains(expected), line);
      assertTrue(book.firstIndex(expected.key()) <= index, line);
      checked++;
    }
    assertEquals(19, checked);
  }

  @Test
  void theNineKeyVectorsAreTheKeysABookIsProbedWith() throws IOException {
    int checked = 0;
    PolyglotBook performance = PolyglotBook.open(TestBooks.performance());
    for (String line : Files.readAllLines(TestBooks.resource("polyglot/polyglot-key-vectors.tsv"))) {
      if (line.startsWith("#") || line.startsWith("description\t")) {
        continue;
      }
      String[] f = line.split("\t");
      Board board = Board.fromFen(f[1]);
      long key = Long.parseUnsignedLong(f[2], 16);
      assertEquals(key, board.zobristKey(), line);
      List<BookEntry> byKey = performance.entries(key);
      List<BookMove> byPosition = performance.moves(board);
      assertEquals(byKey.size(), byPosition.size(), line); // every entry here is legal
      checked++;
    }
    assertEquals(9, checked);
  }

  @Test
  void startPositionHasE4D4C4InFileOrder() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    Board board = Board.startingPosition();
    assertEquals(List.of("e2e4", "d2d4", "c2c4"), uci(board, book.moves(board)));
    assertEquals(3, book.entries(START_KEY).size());
    assertEquals(25_493, book.firstIndex(START_KEY));
  }

  @Test
  void afterE4TheFirstEntryIsE5ThenC5() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    Board board = Board.startingPosition();
    board.playUci("e2e4");
    assertEquals(List.of("e7e5", "c7c5"), uci(board, book.moves(board)));
  }

  @Test
  void followingTheFirstEntryEndsInTheKnownPosition() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    Board board = Board.startingPosition();
    for (List<BookMove> moves = book.moves(board); !moves.isEmpty(); moves = book.moves(board)) {
      board.play(moves.get(0).move());
    }
    assertEquals("r2q1rk1/4bppp/p2p1n2/np5b/3BP1P1/5N1P/PPB2P2/RN1QR1K1 b - - 0 15", board.fen());
  }

  @Test
  void castlingStoredAsKingTakesRookIsCastling() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    Board white = Board.fromFen("r1bqr1k1/pp1nbppp/2p2n2/3p2B1/3P4/2NBP3/PPQ1NPPP/R3K2R w KQ - 5 10");
    List<BookMove> moves = book.moves(white);
    assertEquals(List.of("O-O", "O-O-O", "h3"), san(white, moves).stream().sorted().toList());
    assertTrue(moves.stream().anyMatch(m -> m.move() == Move.of(Square.E1, Square.H1)));
    assertTrue(moves.stream().anyMatch(m -> m.move() == Move.of(Square.E1, Square.A1)));
    assertEquals(List.of("e1c1", "e1g1", "h2h3"), uci(white, moves).stream().sorted().toList());

    Board black = Board.fromFen("r3k1nr/1pp1q1pp/p1pb1p2/4p3/3PP1b1/2P1BN2/PP1N1PPP/R2Q1RK1 b kq - 4 9");
    List<BookMove> blackMoves = book.moves(black);
    assertEquals(List.of("O-O-O"), san(black, blackMoves));
    assertEquals(Move.of(Square.E8, Square.A8), blackMoves.get(0).move());
    black.play(blackMoves.get(0).move());
    assertTrue(black.fen().startsWith("2kr2nr/"), black.fen());
  }

  @Test
  void aRookMoveFromE1ToA1IsARookMoveNotCastling() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    Board board = Board.fromFen("1r1qr1k1/1b2bp1n/p2p2pB/1pnPp2p/P1p1P3/R1P2NNP/1PBQ1PP1/4R1K1 w - - 0 1");
    List<BookMove> moves = book.moves(board);
    assertTrue(san(board, moves).contains("Rea1"), san(board, moves).toString());
    assertTrue(moves.stream().anyMatch(m -> m.move() == Move.of(Square.E1, Square.A1)));
    board.play(Move.of(Square.E1, Square.A1));
    assertTrue(board.fen().startsWith("1r1qr1k1/1b2bp1n/p2p2pB/1pnPp2p/P1p1P3/R1P2NNP/1PBQ1PP1/R5K1 b"), board.fen());
  }

  @Test
  void laskerTrapEndsInAnUnderpromotionToAKnight() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.laskerTrap());
    Board board = Board.fromFen("rnbqk1nr/ppp2ppp/8/4P3/1BP5/8/PP2KpPP/RN1Q1BNR b kq - 1 7");
    List<BookMove> moves = book.moves(board);
    assertEquals(List.of("fxg1=N+"), san(board, moves));
    assertEquals(0x1346, moves.get(0).move().code());
    assertEquals(2, moves.get(0).weight());
  }

  @Test
  void laskerTrapBookPlaysBlackLineOnly() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.laskerTrap()).withPolicy(BookPolicy.BEST);
    Board board = Board.startingPosition();
    String[] white = {"d2d4", "c2c4", "d4e5", "e2e3", "c1d2", "d2b4", "e1e2"};
    String[] black = {"d7d5", "e7e5", "d5d4", "f8b4", "d4e3", "e3f2", "f2g1n"};
    for (int i = 0; i < white.length; i++) {
      assertTrue(book.choose(board, new SplittableRandom(i)).isEmpty(), board.fen());
      board.playUci(white[i]);
      Optional<Move> reply = book.choose(board, new SplittableRandom(i));
      assertEquals(black[i], reply.map(board::uci).orElse("none"), board.fen());
      board.play(reply.orElseThrow());
    }
  }

  @Test
  void chess960CastlingStoredAsKingTakesRookIsCastling() {
    Board board = Fen.parse("bqrbkrnn/pppppppp/8/8/8/8/PPPPPPPP/BQRBKRNN w FCfc - 0 1", Variant.CHESS960);
    board.playUci("g1f3");
    board.playUci("g8f6");
    board.playUci("h1g3");
    board.playUci("h8g6");
    Move castle = Move.of(Square.E1, Square.F1);
    PolyglotBook book = PolyglotBook.of(TestBooks.bytes(List.of(new BookEntry(board.zobristKey(), castle.code(), 7, 0))));
    List<BookMove> moves = book.moves(board);
    assertEquals(1, moves.size());
    assertEquals("O-O", board.san(moves.get(0).move()));
    board.play(moves.get(0).move());
    assertEquals(Square.G1, board.kingSquare(io.github.augurchess.api.Color.WHITE));
  }

  @Test
  void entriesThatAreNoLegalMoveAreSkipped() {
    Board board = Board.startingPosition();
    long key = board.zobristKey();
    List<BookEntry> entries = List.of(
        new BookEntry(key, Move.of(Square.E2, Square.E5).code(), 50, 0), // no such pawn move
        new BookEntry(key, Move.of(Square.E1, Square.H1).code(), 40, 0), // castling through pieces
        new BookEntry(key, 0, 30, 0), // the null code
        new BookEntry(key, 0x7000 | Move.of(Square.E2, Square.E4).code(), 20, 0), // promotion field 7
        new BookEntry(key, Move.of(Square.E7, Square.E5).code(), 60, 0), // black's move, white to move
        new BookEntry(key, Move.of(Square.G1, Square.F3).code(), 1, 0));
    PolyglotBook book = PolyglotBook.of(TestBooks.bytes(entries)).withPolicy(BookPolicy.BEST);
    assertEquals(6, book.entries(key).size());
    List<BookMove> moves = book.moves(board);
    assertEquals(List.of(new BookMove(Move.of(Square.G1, Square.F3), 1, 0)), moves);
    assertEquals(Optional.of(Move.of(Square.G1, Square.F3)), book.choose(board, new SplittableRandom(1)));
  }

  @Test
  void aPositionThatIsNotABoardIsReadThroughItsFen() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    Board board = Board.startingPosition();
    io.github.augurchess.api.Position view = PositionView.of(board);
    assertFalse(view instanceof Board);
    assertEquals(book.moves(board), book.moves(view));
  }

  @Test
  void anUnknownPositionHasNoMoves() throws IOException {
    PolyglotBook book = PolyglotBook.open(TestBooks.performance());
    Board board = Board.fromFen("8/8/8/4k3/8/8/8/4K2R w K - 0 1");
    assertTrue(book.moves(board).isEmpty());
    assertTrue(book.choose(board, new SplittableRandom(3)).isEmpty());
    assertEquals(-1, book.firstIndex(0x0000968b7fcb1867L));
    assertEquals(0, book.firstIndex(0x0000968b7fcb1868L));
    assertEquals(92_952, book.firstIndex(0xfffff2fbfd5e5704L));
    assertEquals(-1, book.firstIndex(0xffffffffffffffffL));
  }
}
