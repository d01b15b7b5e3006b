package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PerftTest {
  private static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  /** Both sides with three pawns on the seventh rank: promotions, under-promotions, captures. */
  private static final String PROMOTIONS = "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
  /** An en-passant capture that would expose the king along the rank is illegal. */
  private static final String EN_PASSANT_PIN = "8/8/3p4/KPp4r/1R3p1k/8/4P1P1/8 w - c6 0 2";
  private static final String CHESS960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
  private static final String FOOLS_MATE = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
  private static final String STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

  private static Board board(String fen) {
    return fen.equals(CHESS960) ? Fen.parse(fen, Variant.CHESS960) : Fen.parse(fen);
  }

  @ParameterizedTest
  @ValueSource(strings = {Fen.STARTING_POSITION, KIWIPETE, CHESS960, FOOLS_MATE, STALEMATE})
  void depthZeroIsOneNode(String fen) {
    assertEquals(1, Perft.count(board(fen), 0));
    assertEquals(1, Perft.countFull(board(fen), 0));
  }

  @Test
  void negativeDepthIsRefused() {
    Board board = Board.startingPosition();
    assertThrows(IllegalArgumentException.class, () -> Perft.count(board, -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.countFull(board, -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.count(board, Integer.MIN_VALUE));
  }

  @Test
  void divideNeedsAPly() {
    Board board = Board.startingPosition();
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(board, 0));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(board, -3));
  }

  @ParameterizedTest
  @ValueSource(strings = {FOOLS_MATE, STALEMATE})
  void positionWithoutMovesHasNoLeavesBelowIt(String fen) {
    Board board = board(fen);
    assertEquals(0, Perft.count(board, 1));
    assertEquals(0, Perft.count(board, 3));
    assertEquals(0, Perft.countFull(board, 2));
    assertTrue(Perft.divide(board, 2).isEmpty());
  }

  @ParameterizedTest
  @ValueSource(strings = {Fen.STARTING_POSITION, KIWIPETE, PROMOTIONS, EN_PASSANT_PIN, CHESS960})
  void divideListsEveryLegalMoveOnceAndSumsToCount(String fen) {
    Board board = board(fen);
    List<Move> legal = board.legalMoves();
    assertEquals(legal.size(), new HashSet<>(legal).size(), "legalMoves repeats a move");
    for (int depth = 1; depth <= 3; depth++) {
      Map<String, Long> divide = Perft.divide(board, depth);
      Set<String> legalUci = legal.stream().map(board::uci).collect(Collectors.toSet());
      assertEquals(legalUci, divide.keySet(), "moves of divide(" + depth + ")");
      assertEquals(legal.size(), divide.size());
      long sum = divide.values().stream().mapToLong(Long::longValue).sum();
      assertEquals(Perft.count(board, depth), sum, "sum of divide(" + depth + ")");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {Fen.STARTING_POSITION, KIWIPETE, PROMOTIONS, CHESS960})
  void divideCountsEachMoveAsTheSubtreeBelowIt(String fen) {
    Board board = board(fen);
    for (Map.Entry<String, Long> moveCount : Perft.divide(board, 2).entrySet()) {
      Board after = board.copy();
      after.playUci(moveCount.getKey());
      assertEquals(Perft.count(after, 1), moveCount.getValue(), () -> "below " + moveCount.getKey());
    }
    Perft.divide(board, 1).values().forEach(count -> assertEquals(1L, count));
  }

  @Test
  void divideWritesCastlingAsTheBoardDoes() {
    Board standard = board(KIWIPETE);
    Set<String> keys = Perft.divide(standard, 1).keySet();
    assertTrue(keys.contains("e1g1") && keys.contains("e1c1"), () -> "standard castling in " + keys);
    assertFalse(keys.contains("e1h1") || keys.contains("e1a1"), () -> "king takes rook in " + keys);
    Board chess960 = board(CHESS960);
    for (String key : Perft.divide(chess960, 1).keySet()) {
      assertEquals(chess960.uci(chess960.parseUci(key)), key);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {Fen.STARTING_POSITION, KIWIPETE, PROMOTIONS, EN_PASSANT_PIN, CHESS960})
  void perftLeavesTheBoardUnchanged(String fen) {
    Board board = board(fen);
    board.play(board.legalMoves().get(0));  // a history, which perft must keep as it is
    String fenBefore = Fen.writeShredder(board);
    long keyBefore = board.zobristKey();
    int historyBefore = board.historySize();

    Perft.count(board, 3);
    assertUnchanged(board, fenBefore, keyBefore, historyBefore, "count");
    Perft.countFull(board, 3);
    assertUnchanged(board, fenBefore, keyBefore, historyBefore, "countFull");
    Perft.divide(board, 3);
    assertUnchanged(board, fenBefore, keyBefore, historyBefore, "divide");
  }

  private static void assertUnchanged(Board board, String fen, long key, int history, String call) {
    assertEquals(fen, Fen.writeShredder(board), "FEN after " + call);
    assertEquals(key, board.zobristKey(), "key after " + call);
    assertEquals(history, board.historySize(), "history after " + call);
  }

  @ParameterizedTest
  @ValueSource(strings = {Fen.STARTING_POSITION, KIWIPETE, PROMOTIONS, EN_PASSANT_PIN, CHESS960})
  void countFullEqualsCount(String fen) {
    Board board = board(fen);
    for (int depth = 1; depth <= 3; depth++) {
      assertEquals(Perft.count(board, depth), Perft.countFull(board, depth), "depth " + depth);
    }
  }

  @Test
  void knownCountsOfFamousPositions() {
    // Published counts (chessprogramming.org, Perft Results; Chess960 Perft Results).
    assertEquals(97_862, Perft.count(board(KIWIPETE), 3));
    assertEquals(9_483, Perft.count(board(PROMOTIONS), 3));
    assertEquals(12_189, Perft.count(board(CHESS960), 3));
  }
}
