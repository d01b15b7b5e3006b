package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Forced mates in 1 to 5 moves ({@code mates.tsv}: WAC positions whose mate distance Debian's
 * Stockfish 15.1 proved at depth 22, and hand-made mates in one). The engine must report that
 * exact mate and play a move that keeps it: after the move, the defender is mated in one move
 * less.
 */
class MateTest {

  record MatePosition(int moves, String fen, String stockfishMove) {
    @Override
    public String toString() {
      return "mate in " + moves + ": " + fen;
    }
  }

  static List<MatePosition> mates() throws IOException {
    List<MatePosition> list = new ArrayList<>();
    try (InputStream in = Objects.requireNonNull(MateTest.class.getResourceAsStream("/mates.tsv"));
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        String[] f = line.split("\t");
        list.add(new MatePosition(Integer.parseInt(f[0]), f[1], f[2]));
      }
    }
    return list;
  }

  @ParameterizedTest
  @MethodSource("mates")
  void reportsTheExactMateAndAMatingMove(MatePosition mate) {
    Board board = Board.fromFen(mate.fen());
    try (Engine engine = Engine.create()) {
      SearchResult result = engine.search(board, SearchLimits.builder().mate(mate.moves()).depth(2 * mate.moves() + 12).build());
      assertEquals(Score.mateIn(mate.moves()), result.score(), "score");
      Move best = result.bestMove().orElseThrow();
      board.play(best);
      if (mate.moves() == 1) {
        assertTrue(board.isCheckmate(), best + " mates");
      } else {
        engine.newGame();
        SearchResult reply = engine.search(board, SearchLimits.depth(2 * mate.moves() + 6));
        assertEquals(Score.mateIn(-(mate.moves() - 1)), reply.score(), "after " + best);
      }
    }
  }
}
