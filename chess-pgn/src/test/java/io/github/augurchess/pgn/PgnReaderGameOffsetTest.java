package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PgnReaderGameOffsetTest {

  /** Every game's offset as the reader reports it, read from the given bytes. */
  private static List<Long> offsets(byte[] bytes) throws IOException {
    List<Long> offsets = new ArrayList<>();
    try (PgnReader reader = PgnReader.of(new ByteArrayInputStream(bytes))) {
      reader.visitAll(new PgnVisitor() {
        @Override
        public void beginGame(int gameIndex) {
          offsets.add(reader.gameOffset());
        }
      });
    }
    return offsets;
  }

  /** Where each {@code [Event } starts in the bytes. */
  private static List<Long> eventTagOffsets(byte[] bytes) {
    byte[] marker = "[Event ".getBytes(StandardCharsets.US_ASCII);
    List<Long> found = new ArrayList<>();
    for (int i = 0; i + marker.length <= bytes.length; i++) {
      if (Arrays.equals(bytes, i, i + marker.length, marker, 0, marker.length)) {
        found.add((long) i);
      }
    }
    return found;
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out.toByteArray();
  }

  @Test
  void offsetsCountBytesOfEveryWidthAndEncoding() throws IOException {
    byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    byte[] utf8 = ("[Event \"Müller – 東京 \uD83D\uDE00\"]\r\n[White \"Ä\"]\r\n\r\n1. e4 e5 {é} 1-0\r\n\r\n")
        .getBytes(StandardCharsets.UTF_8);
    byte[] latin1 = "[Event \"Café\"]\n\n1. d4 d5 *\n\n".getBytes(StandardCharsets.ISO_8859_1);
    byte[] plain = "[Event \"x\"]\n1. c4 0-1\n".getBytes(StandardCharsets.US_ASCII);
    byte[] bytes = concat(bom, utf8, latin1, utf8, plain);

    assertEquals(List.of(3L, 3L + utf8.length, 3L + utf8.length + latin1.length,
        3L + 2L * utf8.length + latin1.length), offsets(bytes));
    assertEquals(eventTagOffsets(bytes), offsets(bytes));
  }

  @Test
  void beforeTheFirstGameTheOffsetIsMinusOne() throws IOException {
    try (PgnReader reader = PgnReader.ofText("[Event \"a\"] *")) {
      assertEquals(-1, reader.gameOffset());
      reader.nextGame();
      assertEquals(0, reader.gameOffset());
    }
  }

  @Test
  void aRangeFromOneGameOffsetToTheNextReadsAsThatGame() throws IOException {
    byte[] bytes;
    try (InputStream in = TestData.open("pgn/master/London1851.pgn")) {
      bytes = in.readAllBytes();
    }
    List<Long> offsets = offsets(bytes);
    PgnGames whole = PgnReader.of(new ByteArrayInputStream(bytes)).readAll();
    assertEquals(whole.games().size(), offsets.size());
    Random random = new Random(75);
    for (int sample = 0; sample < 20; sample++) {
      int i = random.nextInt(offsets.size());
      int from = (int) (long) offsets.get(i);
      int to = i + 1 < offsets.size() ? (int) (long) offsets.get(i + 1) : bytes.length;
      PgnGames alone = PgnReader.of(new ByteArrayInputStream(bytes, from, to - from)).readAll();
      assertEquals(1, alone.games().size(), "game " + (i + 1) + " (seed 75)");
      PgnGame expected = whole.games().get(i);
      PgnGame actual = alone.games().get(0);
      assertEquals(expected.tags(), actual.tags(), "game " + (i + 1) + " (seed 75)");
      assertEquals(expected.mainLine(), actual.mainLine(), "game " + (i + 1) + " (seed 75)");
    }
  }
}
