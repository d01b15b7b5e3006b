package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class EvalTraceTest {
  private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1";

  @Test
  void formatListsEveryTermAndTheScore() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    Board board = Board.fromFen(KIWIPETE);
    EvalTrace trace = evaluator.trace(board);
    String text = trace.format();
    for (EvalTerm term : EvalTerm.values()) {
      assertTrue(text.contains(term.label()), term.label());
    }
    assertTrue(text.contains("phase " + trace.phase() + "/24"), text);
    assertTrue(text.contains(String.format("%+d (black to move)", evaluator.evaluate(board))), text);
  }

  @Test
  void traceMatchesTheScoreAndItsSides() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    Board board = Board.fromFen(KIWIPETE);
    EvalTrace trace = evaluator.trace(board);
    assertEquals(evaluator.evaluate(board), trace.score());
    assertEquals(-trace.whiteScore(), trace.score());
    assertEquals(Color.BLACK, trace.sideToMove());
    assertEquals(trace.blend(trace.totalMg(), trace.totalEg()), trace.whiteScore());
    assertEquals(TermFixtures.w("tempo.mg"), trace.mg(EvalTerm.TEMPO, Color.BLACK));
    assertEquals(0, trace.mg(EvalTerm.TEMPO, Color.WHITE));
  }
}
