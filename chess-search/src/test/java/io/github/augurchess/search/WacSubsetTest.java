package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.SanMode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Win At Chess, the first 100 positions ({@code wac-first-100.epd}, copied from the suite in
 * shared/data), each searched with one thread and a fixed node count: at least 90 must be solved.
 * Node-limited single-thread searches are deterministic, so the count is the same on any machine.
 */
class WacSubsetTest {
  private static final long NODES = 200_000;

  @Test
  void atLeast90Of100Solved() throws IOException {
    int solved = 0;
    int total = 0;
    List<String> failed = new ArrayList<>();
    try (Engine engine = Engine.create();
        InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("/wac-first-100.epd"));
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        String[] fields = line.split(" ");
        Board board = Board.fromFen(String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1");
        String operations = line.substring(line.indexOf(fields[3]) + fields[3].length());
        String bm = operations.substring(operations.indexOf("bm ") + 3, operations.indexOf(';'));
        List<Move> best = new ArrayList<>();
        for (String san : bm.trim().split(" ")) {
          best.add(board.parseSan(san, SanMode.LENIENT));
        }
        engine.newGame();
        Move played = engine.search(board, SearchLimits.nodes(NODES)).bestMove().orElseThrow();
        total++;
        if (best.contains(played)) {
          solved++;
        } else {
          failed.add(line.substring(line.indexOf("id ")));
        }
      }
    }
    System.out.println("WAC first 100 at " + NODES + " nodes: " + solved + "/" + total + "; failed " + failed);
    assertTrue(total == 100 && solved >= 90, solved + "/" + total + " solved; failed " + failed);
  }
}
