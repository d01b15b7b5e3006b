package io.github.augurchess.spark.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import io.github.augurchess.testdata.TestFiles;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class GameBoundariesTest {

  private static long next(byte[] bytes, long from) throws IOException {
    int start = (int) Math.max(0, from - GameBoundaries.LOOKBACK);
    return GameBoundaries.next(new ByteArrayInputStream(bytes, start, bytes.length - start), from, bytes.length);
  }

  private static TreeSet<Long> gameOffsets(byte[] bytes) throws IOException {
    TreeSet<Long> offsets = new TreeSet<>();
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

  @Test
  void inAWellFormedFileEveryCutIsTheNextGameStart() throws IOException {
    byte[] bytes = Files.readAllBytes(TestFiles.path("pgn/master/Capablanca.pgn"));
    TreeSet<Long> starts = gameOffsets(bytes);
    Random random = new Random(75);
    for (int sample = 0; sample < 300; sample++) {
      long from = 1 + random.nextInt(bytes.length - 1);
      Long expected = starts.ceiling(from);
      assertEquals(expected == null ? bytes.length : expected, next(bytes, from), "from " + from + " (seed 75)");
    }
  }

  @Test
  void theStartAndTheEndAreCuts() throws IOException {
    byte[] bytes = "[Event \"a\"]\n\n1. e4 *\n".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0, next(bytes, 0));
    assertEquals(bytes.length, next(bytes, bytes.length));
    assertEquals(bytes.length, next(bytes, 3));
  }

  @Test
  void noCutInsideATagSectionOrAfterAGameWithoutResult() throws IOException {
    String text = "[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 e5\n\n[Event \"c\"]\n\n1. d4 1-0\n\n[Event \"d\"]\n1. c4 *\n";
    byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
    // [Site follows a tag line, [Event "c" follows movetext without a result: neither is a cut.
    assertEquals(text.indexOf("[Event \"d\"]"), next(bytes, 1));
  }

  @Test
  void aClockCommentAtTheStartOfALineIsNotATagPair() throws IOException {
    // The first movetext line ends like a result inside a comment; the next starts with "[".
    String text = "[Event \"a\"]\n\n1. e4 { won 1-0\n[%clk 0:02:59] } 1-0\n\n[Event \"b\"]\n\n1. d4 *\n";
    byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
    assertEquals(text.indexOf("[Event \"b\"]"), next(bytes, 1));
    assertTrue(GameBoundaries.opensTagPair("[Event \"x\"]".getBytes(StandardCharsets.US_ASCII), 11));
    assertFalse(GameBoundaries.opensTagPair("[%clk 0:01]".getBytes(StandardCharsets.US_ASCII), 11));
  }

  @Test
  void cutsAgreeAcrossCrlfAndLoneCr() throws IOException {
    for (String eol : List.of("\r\n", "\r")) {
      String text = String.join(eol, "[Event \"a\"]", "", "1. e4 1-0", "", "[Event \"b\"]", "", "1. d4 0-1", "");
      byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
      List<Long> cuts = new ArrayList<>();
      for (int from = 1; from <= bytes.length; from++) {
        cuts.add(next(bytes, from));
      }
      long b = text.indexOf("[Event \"b\"]");
      for (int from = 1; from <= bytes.length; from++) {
        assertEquals(from <= b ? b : bytes.length, cuts.get(from - 1), "eol " + eol.length() + " from " + from);
      }
    }
  }
}
