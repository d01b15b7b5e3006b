package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.movegen.PackedMove;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MovePickerTest {
  private static final SearchParameters DEFAULTS = SearchParameters.defaults();

  private static final long SEED = 0x5EED_0F_0DE7L;
  private static final int POSITIONS = 2_000;

  /**
   * Over random positions with random histories, killers, counter and hash moves (legal or not),
   * the picker hands out every legal move exactly once, the hash move first, and the quiet moves
   * of the quiet stage best history first, equal scores in the generator's order.
   */
  @Test
  void handsOutEveryLegalMoveOnceInStageOrder() {
    SplittableRandom random = new SplittableRandom(SEED);
    int[] legal = new int[MoveGenerator.MAX_MOVES];
    for (int i = 0; i < POSITIONS; i++) {
      long seed = random.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      Board board = RandomPositions.walk(r, 80);
      int n = board.unchecked().generateLegal(legal, 0);
      HistoryTables tables = new HistoryTables(DEFAULTS);
      for (int k = 0; k < 40 && n > 0; k++) {
        tables.updateHistory(board.sideToMove().ordinal(),
            board.attackedSquares(board.sideToMove().opposite()), legal[r.nextInt(n)], r.nextInt(-2_000, 2_000));
      }
      int ply = 3;
      if (n > 0) {
        tables.addKiller(ply, legal[r.nextInt(n)]);
        tables.addKiller(ply, legal[r.nextInt(n)]);
      }
      int hashCode = n > 0 && r.nextBoolean() ? PackedMove.code(legal[r.nextInt(n)]) : r.nextInt(1 << 16);
      int counterCode = n > 0 ? PackedMove.code(legal[r.nextInt(n)]) : 0;
      MovePicker picker = new MovePicker(board, tables, DEFAULTS);
      picker.startMain(hashCode, ply, counterCode, HistoryTables.NO_CONTINUATION,
          HistoryTables.NO_CONTINUATION, board.isCheck());

      // The quiet stage's order as specified: by ordering score, best first, and among equal
      // scores in the generator's order (the search's node counts depend on that tie-break).
      List<Integer> expectedQuietStage = new ArrayList<>();
      if (!board.isCheck()) {
        int[] quiets = new int[MoveGenerator.MAX_MOVES];
        int quietCount = board.unchecked().generateQuiets(quiets, 0);
        int packedHashMove = board.unchecked().packIfLegal(hashCode);
        for (int k = 0; k < quietCount; k++) {
          if (quiets[k] != packedHashMove && !isKillerOrCounter(tables, ply, counterCode, quiets[k])) {
            expectedQuietStage.add(quiets[k]);
          }
        }
        expectedQuietStage.sort((a, b) -> Integer.compare(picker.quietOrderScore(b), picker.quietOrderScore(a)));
      }
      List<Integer> quietStage = new ArrayList<>();

      List<Integer> picked = new ArrayList<>();
      List<Integer> quietStageScores = new ArrayList<>();
      int move;
      while ((move = picker.next()) != PackedMove.NONE) {
        picked.add(move);
        if (picked.size() > MoveGenerator.MAX_MOVES) {
          fail("seed " + seed + ": the picker does not stop");
        }
        if (!board.isCheck() && picker.isQuiet(move) && move != picker.hashMove()
            && !isKillerOrCounter(tables, ply, counterCode, move)) {
          quietStageScores.add(picker.quietOrderScore(move));
          quietStage.add(move);
        }
      }

      String where = "seed " + seed + ", " + board.fen();
      Set<Integer> expected = new HashSet<>();
      for (int k = 0; k < n; k++) {
        expected.add(legal[k]);
      }
      assertEquals(n, picked.size(), where + ": moves handed out " + picked.size() + " of " + n);
      assertEquals(expected, new HashSet<>(picked), where);
      int packedHash = board.unchecked().packIfLegal(hashCode);
      if (packedHash != PackedMove.NONE) {
        assertEquals(packedHash, (int) picked.get(0), where + ": the hash move first");
      }
      for (int k = 1; k < quietStageScores.size(); k++) {
        assertTrue(quietStageScores.get(k - 1) >= quietStageScores.get(k),
            where + ": quiet scores out of order " + quietStageScores);
      }
      if (!board.isCheck()) {
        assertEquals(expectedQuietStage, quietStage, where + ": the quiet stage's order");
      }
    }
  }

  private static boolean isKillerOrCounter(HistoryTables tables, int ply, int counterCode, int move) {
    int code = PackedMove.code(move);
    return Arrays.asList(PackedMove.code(tables.killer(ply, 0)), PackedMove.code(tables.killer(ply, 1)),
        counterCode).contains(code);
  }

  @Test
  void quietMovesTakeAPieceOutOfAPawnAttackFirstAndIntoOneLast() {
    // The pawn on d5 attacks the knight on e4 and the square c4 on the rook's file.
    Board board = Board.fromFen("4k3/8/8/3p4/4N3/8/8/2R1K3 w - - 0 1");
    MovePicker picker = new MovePicker(board, new HistoryTables(DEFAULTS), DEFAULTS);
    picker.startMain(0, 3, 0, HistoryTables.NO_CONTINUATION, HistoryTables.NO_CONTINUATION, false);
    List<String> quiets = new ArrayList<>();
    int move;
    while ((move = picker.next()) != PackedMove.NONE) {
      quiets.add(board.uci(PackedMove.toMove(move)));
    }
    assertEquals(board.legalMoves().size(), quiets.size(), quiets.toString());
    for (int i = 0; i < 8; i++) {
      assertTrue(quiets.get(i).startsWith("e4"), "the knight's moves first: " + quiets);
    }
    assertEquals("c1c4", quiets.get(quiets.size() - 1), "the rook into the pawn's attack last: " + quiets);
  }

  /**
   * Captures of equal victims go by capture history: a knight and a bishop can each take a pawn;
   * by the attacker alone the knight comes first, but a bishop capture that has kept cutting
   * overtakes it, while a capture of a rook still comes before both.
   */
  @Test
  void captureHistoryOrdersCapturesOfLikeVictims() {
    // The pawn on d5 hangs to Nc3 and Bb3; the rook on a8 to the queen on a1.
    Board board = Board.fromFen("r3k3/8/8/3p4/8/1BN5/8/Q3K3 w - - 0 1");
    int nxd5 = board.unchecked().pack(board.parseUci("c3d5"));
    int bxd5 = board.unchecked().pack(board.parseUci("b3d5"));
    int qxa8 = board.unchecked().pack(board.parseUci("a1a8"));
    HistoryTables tables = new HistoryTables(DEFAULTS);
    assertEquals(List.of(qxa8, nxd5, bxd5), goodCaptures(board, tables));
    for (int i = 0; i < 20; i++) {
      tables.updateCaptureHistory(board.unchecked().pieceIndexAt(PackedMove.from(bxd5)), PackedMove.to(bxd5), 0, 2_000);
    }
    assertEquals(List.of(qxa8, bxd5, nxd5), goodCaptures(board, tables));
  }

  /** A first quiescence ply hands out its captures, then every quiet check, and nothing else. */
  @Test
  void quiescenceWithChecksHandsOutCapturesThenQuietChecks() {
    SplittableRandom random = new SplittableRandom(SEED);
    int[] buffer = new int[MoveGenerator.MAX_MOVES];
    for (int i = 0; i < POSITIONS; i++) {
      long seed = random.nextLong();
      Board board = RandomPositions.walk(new SplittableRandom(seed), 80);
      if (board.isCheck()) {
        continue;
      }
      List<Integer> expected = new ArrayList<>();
      int captures = board.unchecked().generateCaptures(buffer, 0);
      Set<Integer> captureSet = new HashSet<>();
      for (int k = 0; k < captures; k++) {
        captureSet.add(buffer[k]);
      }
      int checks = board.unchecked().generateQuietChecks(buffer, 0);
      for (int k = 0; k < checks; k++) {
        expected.add(buffer[k]);
      }
      MovePicker picker = new MovePicker(board, new HistoryTables(DEFAULTS), DEFAULTS);
      picker.startQuiescence(false, 0, true);
      Set<Integer> capturesSeen = new HashSet<>();
      List<Integer> checksSeen = new ArrayList<>();
      int move;
      while ((move = picker.next()) != PackedMove.NONE) {
        if (picker.isQuietCheckStage()) {
          checksSeen.add(move);
        } else if (!checksSeen.isEmpty()) {
          fail("seed " + seed + ": a capture after the quiet checks in " + board.fen());
        } else {
          capturesSeen.add(move);
        }
      }
      assertEquals(captureSet, capturesSeen, "seed " + seed + ": captures in " + board.fen());
      assertEquals(expected, checksSeen, "seed " + seed + ": quiet checks in " + board.fen());
    }
  }

  private static List<Integer> goodCaptures(Board board, HistoryTables tables) {
    MovePicker picker = new MovePicker(board, tables, DEFAULTS);
    picker.startQuiescence(false, 0, false);
    List<Integer> captures = new ArrayList<>();
    int move;
    while ((move = picker.next()) != PackedMove.NONE) {
      captures.add(move);
    }
    return captures;
  }
}
