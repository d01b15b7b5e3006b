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
    assertEquals(computed.totalMg(), loaded.totalMg());
    assertEquals(computed.totalEg(), loaded.totalEg());
    assertTrue(computed.passedPawns != 0);
    assertTrue(computed.totalMg() != 0 || computed.totalEg() != 0);

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

  @Test
  void kingShelterIsReusedOnlyForTheSameKingSquares() {
    ClassicalEvaluator cached = new ClassicalEvaluator();
    ClassicalEvaluator uncached = new ClassicalEvaluator(EvalParameters.defaults(), 0);
    // The same pawns (one pawn key), the kings on different squares, visited back and forth.
    String[] fens = {
      "r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
      "r6k/5ppp/8/8/8/8/5PPP/R6K w - - 0 1",
      "r5k1/5ppp/8/8/8/8/5PPP/R6K b - - 0 1",
      "r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
    };
    for (int round = 0; round < 2; round++) {
      for (String fen : fens) {
        Board board = Board.fromFen(fen);
        assertEquals(uncached.trace(board).format(), cached.trace(board).format(), fen);
        assertEquals(uncached.evaluate(board), cached.evaluate(board), fen);
      }
    }
  }
}
