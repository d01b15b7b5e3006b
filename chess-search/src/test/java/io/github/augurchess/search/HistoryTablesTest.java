package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.PackedMove;
import org.junit.jupiter.api.Test;

class HistoryTablesTest {
  private static final SearchParameters DEFAULTS = SearchParameters.defaults();

  /** Pieces keys whose table index (the top 14 bits) is 3 and 5. */
  private static final long WHITE_PIECES = 3L << 50;

  private static final long BLACK_PIECES = 5L << 50;

  private static final int WHITE_KNIGHT = 1;
  private static final int BLACK_PAWN = 6;

  private static int move(Board board, String uci) {
    return board.unchecked().pack(board.parseUci(uci));
  }

  @Test
  void historySaturatesBelowTheBoundAndFallsBack() {
    HistoryTables tables = new HistoryTables(DEFAULTS);
    int nf3 = move(Board.startingPosition(), "g1f3");
    for (int i = 0; i < 1_000; i++) {
      tables.updateHistory(0, 0L, nf3, 1_600);
    }
    int high = tables.history(0, 0L, nf3);
    assertTrue(high > 15_000 && high <= HistoryTables.HISTORY_MAX, "history " + high);
    assertEquals(0, tables.history(1, 0L, nf3), "the other side's history is separate");
    tables.updateHistory(0, 0L, nf3, -1_600);
    assertTrue(tables.history(0, 0L, nf3) < high);
  }

  @Test
  void historyIsKeptPerThreatBucketOfTheFromAndToSquares() {
    HistoryTables tables = new HistoryTables(DEFAULTS);
    int nf3 = move(Board.startingPosition(), "g1f3");
    long fromAttacked = 1L << PackedMove.from(nf3);
    long toAttacked = 1L << PackedMove.to(nf3);
    long elsewhere = ~(fromAttacked | toAttacked);
    assertEquals(0, HistoryTables.threatBucket(elsewhere, nf3));
    assertEquals(1, HistoryTables.threatBucket(toAttacked, nf3));
    assertEquals(2, HistoryTables.threatBucket(fromAttacked, nf3));
    assertEquals(3, HistoryTables.threatBucket(fromAttacked | toAttacked, nf3));
    tables.updateHistory(0, fromAttacked, nf3, 1_000);
    assertEquals(1_000, tables.history(0, fromAttacked, nf3));
    assertEquals(1_000, tables.history(0, fromAttacked | elsewhere, nf3), "other squares do not matter");
    assertEquals(0, tables.history(0, 0L, nf3), "a knight not attacked on g1 is another entry");
    assertEquals(0, tables.history(0, toAttacked, nf3));
    assertEquals(0, tables.history(0, fromAttacked | toAttacked, nf3));
  }

  @Test
  void continuationIsKeptPerEarlierMoveAndAddsToTheQuietScore() {
    HistoryTables tables = new HistoryTables(DEFAULTS);
    int nf3 = move(Board.startingPosition(), "g1f3");
    int afterE5 = HistoryTables.continuationRow(BLACK_PAWN, 36); // ...e5, a black pawn to e5
    int afterD5 = HistoryTables.continuationRow(BLACK_PAWN, 35);
    tables.updateContinuation(afterE5, WHITE_KNIGHT, PackedMove.to(nf3), 800);
    assertEquals(800, tables.continuation(afterE5, WHITE_KNIGHT, PackedMove.to(nf3)));
    assertEquals(0, tables.continuation(afterD5, WHITE_KNIGHT, PackedMove.to(nf3)));
    tables.updateHistory(0, 0L, nf3, 100);
    assertEquals(100 + 800, tables.quietScore(0, 0L, nf3, WHITE_KNIGHT, afterE5, HistoryTables.NO_CONTINUATION));
    assertEquals(100 + 800 + 800, tables.quietScore(0, 0L, nf3, WHITE_KNIGHT, afterE5, afterE5));
    assertEquals(100, tables.quietScore(0, 0L, nf3, WHITE_KNIGHT, afterD5, HistoryTables.NO_CONTINUATION));
  }

  @Test
  void theRowForNoEarlierMoveReadsZeroAndIsNeverUpdated() {
    HistoryTables tables = new HistoryTables(DEFAULTS);
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
    HistoryTables tables = new HistoryTables(DEFAULTS);
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
    HistoryTables tables = new HistoryTables(DEFAULTS);
    int nf3 = move(Board.startingPosition(), "g1f3");
    int row = HistoryTables.continuationRow(11, 63); // the black king on h8, the last row
    tables.updateHistory(0, 0L, nf3, 500);
    tables.updateContinuation(row, WHITE_KNIGHT, 21, 500);
    tables.addKiller(3, nf3);
    tables.setCounterMove(BLACK_PAWN, 36, PackedMove.code(nf3));
    tables.updateCorrection(0, 42L, 7L << 50, 9L << 50, 50, 10);
    tables.updateCaptureHistory(WHITE_KNIGHT, 21, 0, 500);
    tables.clear();
    assertEquals(0, tables.captureHistory(WHITE_KNIGHT, 21, 0));
    assertEquals(0, corrected(tables, 0, 42L, 7L << 50, 9L << 50, 0));
    assertEquals(0, tables.history(0, 0L, nf3));
    assertEquals(0, tables.continuation(row, WHITE_KNIGHT, 21));
    assertEquals(0, tables.killer(3, 0));
    assertEquals(0, tables.counterMove(BLACK_PAWN, 36));
  }

  @Test
  void correctionMovesTowardsTheSearchedErrorByDepthAndStaysBounded() {
    HistoryTables tables = new HistoryTables(DEFAULTS);
    long pawnKey = 0x1234_5678_9ABCL;
    long white = WHITE_PIECES;
    long black = BLACK_PIECES;
    assertEquals(100, corrected(tables, 0, pawnKey, white, black, 100), "no correction learnt yet");
    tables.updateCorrection(0, pawnKey, white, black, 40, 1);
    int shallow = corrected(tables, 0, pawnKey, white, black, 100) - 100;
    HistoryTables deeper = new HistoryTables(DEFAULTS);
    deeper.updateCorrection(0, pawnKey, white, black, 40, 12);
    int deep = corrected(deeper, 0, pawnKey, white, black, 100) - 100;
    assertTrue(shallow >= 0 && shallow < deep && deep < 80, "shallow " + shallow + ", deep " + deep);
    assertEquals(100, corrected(tables, 1, pawnKey, white, black, 100), "the other side's entries are separate");

    learn(tables, pawnKey, 100, 140);
    assertEquals(40, corrected(tables, 0, pawnKey, white, black, 100) - 100, 1);

    for (int i = 0; i < 500; i++) {
      tables.updateCorrection(0, pawnKey, white, black, -10_000, 30);
    }
    int floor = corrected(tables, 0, pawnKey, white, black, 0);
    assertTrue(floor < -96 && floor >= -128, "the correction is bounded: " + floor);
  }

  @Test
  void theEntriesOfPawnsAndOfEachColoursPiecesLearnApart() {
    HistoryTables tables = new HistoryTables(DEFAULTS);
    long pawnKey = 77L;
    learn(tables, pawnKey, 0, 60);
    int all = corrected(tables, 0, pawnKey, WHITE_PIECES, BLACK_PIECES, 0);
    int otherPawns = corrected(tables, 0, pawnKey + 1, WHITE_PIECES, BLACK_PIECES, 0);
    int otherWhite = corrected(tables, 0, pawnKey, 4L << 50, BLACK_PIECES, 0);
    int otherBoth = corrected(tables, 0, pawnKey + 1, 4L << 50, 6L << 50, 0);
    assertEquals(60, all, 1);
    // Pawn entry p and piece entries w and b with p + (w + b) / 2 = 60, all learnt alike: p = w = b.
    assertEquals(30, otherPawns, 2, "the pieces' entries alone");
    assertEquals(45, otherWhite, 2, "the pawn entry and black's");
    assertEquals(0, otherBoth, "nothing learnt for these keys");
  }

  @Test
  void theCorrectionReadAheadIsWhatSearchesLearnt() {
    HistoryTables tables = new HistoryTables(DEFAULTS);
    long pawnKey = 0x5EED_0000_0042L;
    assertEquals(0, tables.correction(0, pawnKey, WHITE_PIECES, BLACK_PIECES), "nothing learnt yet");
    learn(tables, pawnKey, 0, -73);
    assertEquals(-73, tables.correction(0, pawnKey, WHITE_PIECES, BLACK_PIECES), 1, "the learnt error");
    assertEquals(0, tables.correction(1, pawnKey, WHITE_PIECES, BLACK_PIECES), "none for the other side");
    assertEquals(0, tables.correction(0, pawnKey + 1, 4L << 50, 6L << 50), "none for other keys");
  }

  /** A raw evaluation plus the correction the tables hold, as the search adds them. */
  private static int corrected(HistoryTables tables, int side, long pawnKey, long white, long black, int raw) {
    return raw + tables.correction(side, pawnKey, white, black);
  }

  /**
   * Searches of depth 15 that keep finding {@code score} where the raw evaluation says {@code raw}
   * (white's and black's pieces keys fixed): each update moves the entries by the corrected
   * evaluation's error, so they converge on the difference.
   */
  private static void learn(HistoryTables tables, long pawnKey, int raw, int score) {
    for (int i = 0; i < 200; i++) {
      int error = score - corrected(tables, 0, pawnKey, WHITE_PIECES, BLACK_PIECES, raw);
      tables.updateCorrection(0, pawnKey, WHITE_PIECES, BLACK_PIECES, error, 15);
    }
  }

  @Test
  void piecesKeyReadsOneColoursPiecesOtherThanPawns() {
    Board start = Board.startingPosition();
    Board pawnMoved = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    Board knightMoved = Fen.parse("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    Board knightOnC6 = Fen.parse("r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    Board bishopOnC6 = Fen.parse("r1nqkbnr/pppppppp/2b5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assertEquals(HistoryTables.piecesKey(start, Color.WHITE), HistoryTables.piecesKey(pawnMoved, Color.WHITE));
    assertEquals(HistoryTables.piecesKey(start, Color.BLACK), HistoryTables.piecesKey(knightMoved, Color.BLACK));
    assertNotEquals(HistoryTables.piecesKey(start, Color.WHITE) >>> 50, HistoryTables.piecesKey(knightMoved, Color.WHITE) >>> 50);
    // The same squares with a bishop and a knight exchanged are another set-up.
    assertNotEquals(HistoryTables.piecesKey(knightOnC6, Color.BLACK) >>> 50,
        HistoryTables.piecesKey(bishopOnC6, Color.BLACK) >>> 50);
    assertNotEquals(HistoryTables.piecesKey(start, Color.WHITE), HistoryTables.piecesKey(start, Color.BLACK));
  }
}
