package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.PackedMove;
import org.junit.jupiter.api.Test;

class HistoryTablesTest {
  private static final int WHITE_KNIGHT = 1;
  private static final int BLACK_PAWN = 6;

  private static int move(Board board, String uci) {
    return board.pack(board.parseUci(uci));
  }

  @Test
  void historySaturatesBelowTheBoundAndFallsBack() {
    HistoryTables tables = new HistoryTables();
    int nf3 = move(Board.startingPosition(), "g1f3");
    for (int i = 0; i < 1_000; i++) {
      tables.updateHistory(0, nf3, 1_600);
    }
    int high = tables.history(0, nf3);
    assertTrue(high > 15_000 && high <= HistoryTables.HISTORY_MAX, "history " + high);
    assertEquals(0, tables.history(1, nf3), "the other side's history is separate");
    tables.updateHistory(0, nf3, -1_600);
    assertTrue(tables.history(0, nf3) < high);
  }

  @Test
  void continuationIsKeptPerEarlierMoveAndAddsToTheQuietScore() {
    HistoryTables tables = new HistoryTables();
    int nf3 = move(Board.startingPosition(), "g1f3");
    int afterE5 = HistoryTables.continuationRow(BLACK_PAWN, 36); // ...e5, a black pawn to e5
    int afterD5 = HistoryTables.continuationRow(BLACK_PAWN, 35);
    tables.updateContinuation(afterE5, WHITE_KNIGHT, PackedMove.to(nf3), 800);
    assertEquals(800, tables.continuation(afterE5, WHITE_KNIGHT, PackedMove.to(nf3)));
    assertEquals(0, tables.continuation(afterD5, WHITE_KNIGHT, PackedMove.to(nf3)));
    tables.updateHistory(0, nf3, 100);
    assertEquals(100 + 800, tables.quietScore(0, nf3, WHITE_KNIGHT, afterE5, HistoryTables.NO_CONTINUATION));
    assertEquals(100 + 800 + 800, tables.quietScore(0, nf3, WHITE_KNIGHT, afterE5, afterE5));
    assertEquals(100, tables.quietScore(0, nf3, WHITE_KNIGHT, afterD5, HistoryTables.NO_CONTINUATION));
  }

  @Test
  void theRowForNoEarlierMoveReadsZeroAndIsNeverUpdated() {
    HistoryTables tables = new HistoryTables();
    assertEquals(HistoryTables.NO_CONTINUATION, HistoryTables.continuationRow(-1, 0));
    for (int piece = 0; piece < 12; piece++) {
      for (int to = 0; to < 64; to++) {
        tables.updateContinuation(HistoryTables.NO_CONTINUATION, piece, to, 1_000);
        assertEquals(0, tables.continuation(HistoryTables.NO_CONTINUATION, piece, to));
      }
    }
  }

  @Test
  void captureHistoryIsKeptPerPieceSquareAndVictimAndSaturates() {
    HistoryTables tables = new HistoryTables();
    int whiteBishop = 2;
    int rook = 3;
    int knight = 1;
    for (int i = 0; i < 1_000; i++) {
      tables.updateCaptureHistory(whiteBishop, 36, rook, 1_600);
    }
    int high = tables.captureHistory(whiteBishop, 36, rook);
    assertTrue(high > 15_000 && high <= HistoryTables.HISTORY_MAX, "capture history " + high);
    assertEquals(0, tables.captureHistory(whiteBishop, 36, knight), "another victim");
    assertEquals(0, tables.captureHistory(whiteBishop, 35, rook), "another square");
    assertEquals(0, tables.captureHistory(WHITE_KNIGHT, 36, rook), "another piece");
    tables.updateCaptureHistory(whiteBishop, 36, rook, -1_600);
    assertTrue(tables.captureHistory(whiteBishop, 36, rook) < high);
  }

  @Test
  void clearForgetsEverything() {
    HistoryTables tables = new HistoryTables();
    int nf3 = move(Board.startingPosition(), "g1f3");
    int row = HistoryTables.continuationRow(11, 63); // the black king on h8, the last row
    tables.updateHistory(0, nf3, 500);
    tables.updateContinuation(row, WHITE_KNIGHT, 21, 500);
    tables.addKiller(3, nf3);
    tables.setCounterMove(BLACK_PAWN, 36, PackedMove.code(nf3));
    tables.updateCorrection(0, 42L, 50, 10);
    tables.updateCaptureHistory(WHITE_KNIGHT, 21, 0, 500);
    tables.clear();
    assertEquals(0, tables.captureHistory(WHITE_KNIGHT, 21, 0));
    assertEquals(0, tables.correctedEval(0, 42L, 0));
    assertEquals(0, tables.history(0, nf3));
    assertEquals(0, tables.continuation(row, WHITE_KNIGHT, 21));
    assertEquals(0, tables.killer(3, 0));
    assertEquals(0, tables.counterMove(BLACK_PAWN, 36));
  }

  @Test
  void correctionMovesTowardsTheSearchedErrorByDepthAndStaysBounded() {
    HistoryTables tables = new HistoryTables();
    long pawnKey = 0x1234_5678_9ABCL;
    assertEquals(100, tables.correctedEval(0, pawnKey, 100), "no correction learnt yet");
    tables.updateCorrection(0, pawnKey, 40, 1);
    int shallow = tables.correctedEval(0, pawnKey, 100) - 100;
    HistoryTables deeper = new HistoryTables();
    deeper.updateCorrection(0, pawnKey, 40, 12);
    int deep = deeper.correctedEval(0, pawnKey, 100) - 100;
    assertTrue(shallow >= 0 && shallow < deep && deep < 40, "shallow " + shallow + ", deep " + deep);
    assertEquals(100, tables.correctedEval(1, pawnKey, 100), "the other side's entry is separate");

    // Each update moves the entry towards the corrected evaluation's error, so repeated searches
    // that find the same score converge on it.
    for (int i = 0; i < 200; i++) {
      int error = 140 - tables.correctedEval(0, pawnKey, 100);
      tables.updateCorrection(0, pawnKey, error, 15);
    }
    assertEquals(40, tables.correctedEval(0, pawnKey, 100) - 100, 1);

    for (int i = 0; i < 500; i++) {
      tables.updateCorrection(0, pawnKey, -10_000, 30);
    }
    int floor = tables.correctedEval(0, pawnKey, 0);
    assertTrue(floor < -32 && floor >= -64, "the correction is bounded: " + floor);
  }
}
