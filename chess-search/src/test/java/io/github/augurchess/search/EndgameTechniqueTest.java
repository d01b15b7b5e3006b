package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Endings whose win takes a technique that the material lead alone does not show: the engine,
 * playing both sides at a fixed node count, must mate within the fifty-move rule. The first three
 * start positions come from games against Stockfish at UCI_Elo 2400 that Augur drew by that rule,
 * a piece or more up, before the evaluator learned to drive the bare king to the edge and, with
 * bishop and knight, to a corner of the bishop's colour.
 */
class EndgameTechniqueTest {
  private static final long NODES_PER_MOVE = 50_000;

  @ParameterizedTest
  @ValueSource(strings = {
      // Bishop and knight: the defender starts next to the corner the bishop cannot cover.
      "8/3N4/8/k6B/8/4K3/8/8 w - - 0 1",
      "8/8/8/b7/8/4n2k/8/7K b - - 0 1",
      // Queen against rook.
      "8/8/3q4/5KR1/1k6/8/8/8 b - - 0 1",
      // Bishop and knight from the middle of the board.
      "8/8/8/3k4/8/8/8/1NB1K3 w - - 0 1",
  })
  void matesWithinTheFiftyMoveRule(String fen) {
    Board board = Board.fromFen(fen);
    StringBuilder moves = new StringBuilder();
    try (Engine engine = Engine.builder().hashMiB(16).threads(1).build()) {
      // Until mate, or a draw by rule or one a match runner declares at once: a third
      // repetition or fifty moves (not a claim the next move could make, which the winning side
      // would not make).
      while (!board.isGameOver() && !board.isThreefoldRepetition() && !board.isFiftyMoves()) {
        Move move = engine.search(board, SearchLimits.nodes(NODES_PER_MOVE)).bestMove().orElseThrow();
        moves.append(board.uci(move)).append(' ');
        board.play(move);
      }
    }
    assertTrue(board.isCheckmate(), "no mate from " + fen + ": " + moves + "ends in " + board.fen());
  }
}
