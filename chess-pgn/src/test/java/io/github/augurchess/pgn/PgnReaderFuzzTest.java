package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.augurchess.testdata.TestFiles;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Jazzer fuzz tests of the PGN reader and the EPD line reader. The default build runs them over
 * the seed corpus only ({@code src/test/resources/io/github/augurchess/pgn/PgnReaderFuzzTestInputs});
 * to fuzz:
 *
 * <pre>
 * ./mvnw -B -ntp test -Pfuzz -pl chess-pgn -Dtest=PgnReaderFuzzTest#readAnyBytes -Djazzer.max_duration=60s
 * </pre>
 *
 * <p>Invariants for any bytes:
 *
 * <ul>
 *   <li>the reader throws nothing: every problem is reported, with a game index, a line and a
 *       column inside the input;
 *   <li>it ends (Jazzer flags a hang), with no more games than the input has bytes;
 *   <li>every game it reads, written and read back, is the same game and reads without problem
 *       (but for one whose start position could not be set up, or needed a repair of what it is);
 *   <li>an EPD line either reads or throws {@link EpdException}, and a record read writes back to
 *       the same record.
 * </ul>
 */
class PgnReaderFuzzTest {

  /** Shared fixtures that are also good seeds: the same invariants hold for them in every build. */
  @ParameterizedTest
  @ValueSource(strings = {
    "pgn/python-chess/utf8-bom.pgn",
    "pgn/mliebelt/sampleGameThrow.pgn",
    "pgn/nasty/franky-pgn_test2-lan-moves.pgn",
    "pgn/python-chess/anastasian-lewis.pgn",
    "pgn/notnil/notnil-0003.pgn",
  })
  void fixturesKeepTheInvariants(String name) throws IOException {
    readAnyBytes(TestFiles.bytes(name));
  }

  @FuzzTest(maxDuration = "60s")
  void readAnyBytes(byte[] input) throws IOException {
    PgnGames read = PgnReader.of(new ByteArrayInputStream(input)).readAll();
    assertTrue(read.games().size() <= input.length, "more games than bytes");
    int lines = 1;
    for (byte b : input) {
      lines += b == '\n' || b == '\r' ? 1 : 0;
    }
    for (PgnException e : read.errors()) {
      assertTrue(e.gameIndex() >= 1 && e.gameIndex() <= read.games().size() + 1, e.getMessage());
      assertTrue(e.line() >= 1 && e.line() <= lines && e.column() >= 1 && e.column() <= input.length + 1,
          e.getMessage());
    }
    for (PgnGame game : read.games()) {
      String written = PgnWriter.toString(game);
      PgnGames back = PgnReader.ofText(written).readAll();
      assertEquals(1, back.games().size(), written);
      assertNull(GameTrees.difference(game, back.games().get(0)), written);
      assertTrue(!game.hasStartPosition() || GameTrees.readsBackCleanly(game, back),
          () -> written + "\n" + back.errors());
    }
  }

  @FuzzTest(maxDuration = "60s")
  void parseEpdLine(byte[] input) {
    String line = new String(input, StandardCharsets.UTF_8);
    EpdRecord record;
    try {
      record = EpdRecord.parse(line);
    } catch (EpdException e) {
      assertTrue(e.column() >= 1, e.getMessage());
      return;
    }
    EpdRecord again = EpdRecord.parse(record.toString());
    assertEquals(record, again);
    assertEquals(record.fen(), again.fen());
  }
}
