package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.examples.NnueEvaluatorExample.Scores;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.nnue.Network;
import java.util.List;
import org.junit.jupiter.api.Test;

class NnueEvaluatorExampleTest {
  private static final Network NETWORK = Network.defaultNetwork();

  @Test
  void bothEvaluatorsSeeTheStartAsEvenAndAKnightUpAsWon() {
    List<String> fens = NnueEvaluatorExample.positions();
    Scores start = NnueEvaluatorExample.evaluate(NETWORK, Board.fromFen(fens.get(0)));
    assertTrue(Math.abs(start.network()) < 60 && Math.abs(start.classical()) < 60, start.toString());
    Scores knightUp = NnueEvaluatorExample.evaluate(NETWORK, Board.fromFen(fens.get(1)));
    assertTrue(knightUp.network() > 40 && knightUp.classical() > 200, knightUp.toString());
  }

  @Test
  void theSearchWithTheNetworkTakesTheQueen() {
    Board board = Board.fromFen(NnueEvaluatorExample.positions().get(2));
    SearchResult result = NnueEvaluatorExample.search(NETWORK, board, SearchLimits.depth(4));
    assertEquals("Bxg5", board.san(result.bestMove().orElseThrow()));
  }
}
