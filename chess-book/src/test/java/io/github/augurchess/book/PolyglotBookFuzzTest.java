package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.testdata.TestFiles;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Jazzer fuzz tests of the book reader. The default build runs them over the seed corpus only
 * ({@code src/test/resources/io/github/augurchess/book/PolyglotBookFuzzTestInputs}); to fuzz:
 *
 * <pre>
 * ./mvnw -B -ntp test -Pfuzz -pl chess-book -Dtest=PolyglotBookFuzzTest#readAnyBytes -Djazzer.max_duration=120s
 * </pre>
 *
 * <p>Invariants:
 *
 * <ul>
 *   <li>for any bytes, only {@link BookFormatException} escapes, with an offset inside the input;
 *       a book that opens has {@code length / 16} entries, sorted, and every key is found where
 *       its first entry is;
 *   <li>for any entries placed at the keys of real positions, the moves returned are exactly the
 *       entries whose raw move is legal there, in file order, and every pick is one of them.
 * </ul>
 */
class PolyglotBookFuzzTest {
  private static final String[] FENS = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bqr1k1/pp1nbppp/2p2n2/3p2B1/3P4/2NBP3/PPQ1NPPP/R3K2R w KQ - 5 10",
    "1r1qr1k1/1b2bp1n/p2p2pB/1pnPp2p/P1p1P3/R1P2NNP/1PBQ1PP1/4R1K1 w - - 0 1",
    "rnbqk1nr/ppp2ppp/8/4P3/1BP5/8/PP2KpPP/RN1Q1BNR b kq - 1 7",
    "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2",
  };

  /** A shared fixture that is also a good seed: the same invariants hold for it in every build. */
  @Test
  void laskerTrapKeepsTheInvariants() {
    readAnyBytes(TestFiles.bytes("polyglot/lasker-trap.bin"));
  }

  @FuzzTest(maxDuration = "60s")
  void readAnyBytes(byte[] input) {
    PolyglotBook book;
    try {
      book = PolyglotBook.of(input);
    } catch (BookFormatException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= input.length, e.getMessage());
      return;
    }
    assertEquals(input.length / 16, book.size());
    assertEquals(0, input.length % 16);
    for (int i = 0; i < book.size(); i++) {
      BookEntry entry = book.entry(i);
      assertTrue(i == 0 || Long.compareUnsigned(book.entry(i - 1).key(), entry.key()) <= 0, "unsorted at " + i);
      int first = book.firstIndex(entry.key());
      assertTrue(first >= 0 && first <= i && book.entry(first).key() == entry.key(), "key of entry " + i);
      assertTrue(book.entries(entry.key()).contains(entry), "entries of entry " + i);
    }
    Board board = Board.startingPosition();
    for (BookMove move : book.moves(board)) {
      assertTrue(board.isLegal(move.move()), move.toString());
    }
  }

  @FuzzTest(maxDuration = "60s")
  void entriesAtRealPositionsDecodeToLegalMovesOnly(byte[] input) {
    Board board = Board.fromFen(FENS[input.length == 0 ? 0 : (input[0] & 0xFF) % FENS.length]);
    ByteBuffer raw = ByteBuffer.wrap(input);
    int n = Math.max(0, (input.length - 1) / 4);
    byte[] bytes = new byte[n * 16];
    ByteBuffer book = ByteBuffer.wrap(bytes);
    int legal = 0;
    for (int i = 0; i < n; i++) {
      int move = raw.getShort(1 + i * 4) & 0xFFFF;
      int weight = raw.getShort(3 + i * 4) & 0xFFFF;
      book.putLong(board.zobristKey()).putShort((short) move).putShort((short) weight).putInt(i);
      legal += move != 0 && Move.isValidCode(move) && board.isLegal(Move.fromCode(move)) ? 1 : 0;
    }
    PolyglotBook polyglot = PolyglotBook.of(bytes);
    List<BookMove> moves = polyglot.moves(board);
    assertEquals(legal, moves.size());
    long previousLearn = -1;
    for (BookMove move : moves) {
      assertTrue(board.isLegal(move.move()), move.toString());
      assertTrue(move.learn() > previousLearn, "file order");
      previousLearn = move.learn();
      Board copy = board.copy();
      copy.play(move.move());
    }
    for (BookPolicy policy : List.of(BookPolicy.BEST, BookPolicy.WEIGHTED, BookPolicy.UNIFORM)) {
      Optional<Move> chosen = polyglot.withPolicy(policy).choose(board, new SplittableRandom(n));
      assertTrue(chosen.isEmpty() || moves.stream().anyMatch(m -> m.move() == chosen.get()), policy.toString());
      assertEquals(moves.isEmpty() || (policy == BookPolicy.WEIGHTED && moves.stream().allMatch(m -> m.weight() == 0)),
          chosen.isEmpty(), policy.toString());
    }
  }
}
