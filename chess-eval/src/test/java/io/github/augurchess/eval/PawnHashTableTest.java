package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class PawnHashTableTest {
  @Test
  void emptyTableMissesEveryKeyEvenZero() {
    PawnHashTable table = new PawnHashTable(4);
    EvalState s = new EvalState();
    for (long key = -8; key < 8; key++) {
      assertFalse(table.load(s, key), "key " + key);
    }
  }

  @Test
  void storedEntryLoadsTheSamePawnScores() {
    EvalParameters parameters = EvalParameters.defaults();
    int[] w = parameters.toArray();
    Board board = Board.fromFen("4k3/5p2/8/3P3p/8/2P5/P4PPP/4K3 w - - 0 1");
    EvalState computed = new EvalState();
    computed.load(board);
    PawnStructure.evaluate(computed, w);
    PassedPawns.evaluatePawns(computed, w);
    PawnHashTable table = new PawnHashTable(8);
    table.store(computed, board.pawnKey());

    EvalState loaded = new EvalState();
    loaded.load(board);
    assertTrue(table.load(loaded, board.pawnKey()));
    assertEquals(computed.passedPawns, loaded.passedPawns);
    assertEquals(java.util.Arrays.toString(computed.mg), java.util.Arrays.toString(loaded.mg));
    assertEquals(java.util.Arrays.toString(computed.eg), java.util.Arrays.toString(loaded.eg));
    assertTrue(computed.passedPawns != 0);

    table.clear();
    assertFalse(table.load(new EvalState(), board.pawnKey()));
  }

  @Test
  void positionsWithoutPawnsShareKeyZero() {
    ClassicalEvaluator cached = new ClassicalEvaluator();
    ClassicalEvaluator uncached = new ClassicalEvaluator(EvalParameters.defaults(), 0);
    for (String fen : new String[] {"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K2R w - - 0 1"}) {
      Board board = Board.fromFen(fen);
      assertEquals(0, board.pawnKey());
      assertEquals(uncached.evaluate(board), cached.evaluate(board), fen);
      assertEquals(uncached.evaluate(board), cached.evaluate(board), fen);
    }
  }
}
