package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The opening files of the test data load as PGN (the EPD ones in {@link EpdSuitesTest}). */
class OpeningFilesTest {

  /** 8moves_v3.pgn is 8 MB, over the 5 MiB limit for a resource: it is stored gzipped, whole. */
  @Test
  void eightMovesOpeningsAreAllSixteenPlies() throws IOException {
    PgnGames read = TestData.readPgn("openings/8moves_v3.pgn.gz");
    assertTrue(read.errors().isEmpty());
    assertEquals(34700, read.games().size());
    for (PgnGame game : read.games()) {
      assertEquals(16, game.plyCount(), game.toString());
    }
  }

  @Test
  void ecoOpeningsLoad() throws IOException {
    PgnGames read = TestData.readPgn("openings/eco/ecoe.pgn");
    assertTrue(read.errors().isEmpty());
    assertEquals(2014, read.games().size());
  }

  /** The lichess opening tables: each row's pgn column is movetext without result. */
  @Test
  void everyLichessOpeningLineIsLegal() throws IOException {
    int lines = 0;
    for (String file : List.of("a", "b", "c", "d", "e")) {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(
          TestData.open("openings/eco/eco-" + file + ".tsv"), StandardCharsets.UTF_8))) {
        List<String> rows = in.lines().skip(1).collect(Collectors.toList());
        for (String row : rows) {
          String[] columns = row.split("\t");
          PgnGames read = PgnReader.ofText(columns[2]).readAll();
          assertEquals(List.of(PgnProblem.MISSING_RESULT),
              read.errors().stream().map(PgnException::problem).collect(Collectors.toList()), row);
          int moves = columns[2].replaceAll("\\d+\\.", "").trim().split("\\s+").length;
          assertEquals(moves, read.games().get(0).plyCount(), row);
          lines++;
        }
      }
    }
    assertEquals(3807, lines);
  }
}
