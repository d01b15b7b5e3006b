package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PolyglotBookFileTest {
  /** The Polyglot key of the starting position, from the format's documentation. */
  private static final long START_KEY = 0x463b96181691fc9cL;

  /** A book of (key, UCI move, weight) entries, sorted by key as the format requires. */
  static Path writeBook(Path file, long[] keys, String[] moves, int[] weights) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(16 * keys.length);
    for (int i = 0; i < keys.length; i++) {
      buffer.putLong(keys[i]).putShort((short) PolyglotBookFile.encode(moves[i])).putShort((short) weights[i]).putInt(0);
    }
    return Files.write(file, buffer.array());
  }

  @Test
  void picksOnlyWeightedLegalMovesOfThePosition(@TempDir Path dir) throws IOException {
    Board start = Board.startingPosition();
    assertEquals(START_KEY, start.zobristKey());
    Path file = writeBook(dir.resolve("book.bin"), new long[] {1, START_KEY, START_KEY, START_KEY, -1},
        new String[] {"a2a3", "e2e4", "d2d4", "e2e5", "a2a3"}, new int[] {5, 3, 0, 9, 5});
    PolyglotBookFile book = PolyglotBookFile.read(file);
    assertEquals(5, book.size());
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < 20; i++) {
      assertEquals("e2e4", start.uci(book.choose(start, random).orElseThrow()));
    }
    start.playUci("e2e4");
    assertTrue(book.choose(start, random).isEmpty());
  }

  @Test
  void castlingIsStoredAsKingTakesRook() {
    Board board = Board.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    int code = PolyglotBookFile.encode("e1h1");
    assertEquals("e1g1", board.uci(PolyglotBookFile.decode(board, code).orElseThrow()));
  }

  @Test
  void corruptBooksAreRefused(@TempDir Path dir) throws IOException {
    Path truncated = Files.write(dir.resolve("short.bin"), new byte[17]);
    assertThrows(IOException.class, () -> PolyglotBookFile.read(truncated));
    Path unsorted = writeBook(dir.resolve("unsorted.bin"), new long[] {5, 3}, new String[] {"e2e4", "e2e4"}, new int[] {1, 1});
    assertThrows(IOException.class, () -> PolyglotBookFile.read(unsorted));
  }

  @Test
  void ownBookPlaysTheBookMoveThroughUci(@TempDir Path dir) throws Exception {
    Path file = writeBook(dir.resolve("book.bin"), new long[] {START_KEY}, new String[] {"b1c3"}, new int[] {1});
    try (UciSession uci = new UciSession()) {
      uci.send("setoption name BookFile value " + file);
      uci.send("setoption name OwnBook value true");
      uci.send("position startpos");
      uci.send("go depth 6");
      List<String> lines = uci.until("bestmove");
      assertEquals("bestmove b1c3", lines.get(lines.size() - 1));
      uci.send("setoption name OwnBook value false");
      uci.send("go depth 1");
      List<String> searched = uci.until("bestmove");
      assertTrue(searched.stream().anyMatch(l -> l.startsWith("info depth 1 ")), searched::toString);
      uci.refusal("setoption name BookFile value " + dir.resolve("missing.bin"));
    }
  }
}
