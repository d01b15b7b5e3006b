package io.github.augurchess.tune.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.movegen.Board;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataGeneratorTest {
  @TempDir Path dir;

  private static DataGenerator generator(long games, long seed, int threads) {
    return new DataGenerator(List.of(), "startpos", ClassicalEvaluator::new, "classical",
        new DataGenOptions(games, 300, threads, 1, seed, 8, 400, 160));
  }

  @Test
  void aSeedGivesTheSameBytesWhateverTheThreadsAndStopsInBetween() throws Exception {
    Path one = dir.resolve("one.data");
    DataGenProgress done = generator(6, 42, 1).run(one, p -> {});
    assertEquals(6, done.games());
    assertTrue(done.positions() > 20, "positions: " + done.positions());
    assertEquals(done.positions() * PackedPosition.BYTES, Files.size(one));

    Path again = dir.resolve("again.data");
    generator(6, 42, 1).run(again, p -> {});
    assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(again), "the same seed, the same data");

    Path resumed = dir.resolve("resumed.data");
    assertEquals(2, generator(2, 42, 1).run(resumed, p -> {}).games());
    Files.write(resumed, new byte[5], java.nio.file.StandardOpenOption.APPEND); // a torn record from a kill
    assertEquals(6, generator(6, 42, 2).run(resumed, p -> {}).games());
    assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(resumed), "two runs and two threads");

    Path other = dir.resolve("other.data");
    generator(6, 43, 1).run(other, p -> {});
    assertFalse(java.util.Arrays.equals(Files.readAllBytes(one), Files.readAllBytes(other)), "another seed");
  }

  @Test
  void keptPositionsAreQuietWithPlainScoresAndTheGamesResult() throws Exception {
    Path data = dir.resolve("d.data");
    generator(4, 7, 1).run(data, p -> {});
    byte[] bytes = Files.readAllBytes(data);
    for (int off = 0; off < bytes.length; off += PackedPosition.BYTES) {
      PackedPosition p = PackedPosition.read(bytes, off);
      Board board = p.toBoard();
      assertFalse(board.isCheck(), p.fen());
      assertTrue(Math.abs(p.whiteScore()) < 20_000, "no mate scores: " + p.whiteScore());
    }
    Properties progress = new Properties();
    try (var in = Files.newBufferedReader(DataGenerator.progressFile(data))) {
      progress.load(in);
    }
    assertEquals("4", progress.getProperty("games"));
    assertEquals(Long.toString(bytes.length / PackedPosition.BYTES), progress.getProperty("positions"));
  }

  @Test
  void aFileMadeWithOtherOptionsIsNotExtended() throws Exception {
    Path data = dir.resolve("d.data");
    generator(1, 7, 1).run(data, p -> {});
    NnueDataException e = assertThrows(NnueDataException.class, () -> generator(2, 8, 1).run(data, p -> {}));
    assertTrue(e.getMessage().contains("seed"), e.getMessage());
  }
}
