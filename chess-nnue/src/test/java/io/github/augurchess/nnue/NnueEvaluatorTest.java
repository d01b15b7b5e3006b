package io.github.augurchess.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.movegen.PackedMove;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Property tests of the incremental evaluator over seeded random make/unmake walks; a failure
 * names the seed, the walk and the moves that led to it.
 */
class NnueEvaluatorTest {
  private static final long SEED = 0x5EED_74L;
  private static final int WALKS = 10_000;

  /** Openings, castling both ways, en passant, promotions with and without capture, Chess960. */
  private static final List<String> STANDARD = List.of(
      Fen.STARTING_POSITION,
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
  private static final List<String> CHESS960 = List.of(
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
      "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1",
      "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
      "qbbnrkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBNRKRN w GEge - 0 1");

  private static Board start(SplittableRandom random) {
    int i = random.nextInt(STANDARD.size() + CHESS960.size());
    return i < STANDARD.size()
        ? Fen.parse(STANDARD.get(i))
        : Fen.parse(CHESS960.get(i - STANDARD.size()), Variant.CHESS960);
  }

  /**
   * Walks of random make and unmake (and null moves) from the start positions; {@code evaluateAt}
   * chooses after which steps the incremental accumulators are checked against a refresh (the
   * others stay lazy, so later checks apply several plies at once).
   */
  private static Map<String, Integer> walk(long seed, int walks, int checkOneIn) {
    Network network = RandomNetworks.small(seed);
    NnueEvaluator incremental = new NnueEvaluator(network);
    NnueEvaluator fresh = new NnueEvaluator(network);
    SplittableRandom random = new SplittableRandom(seed);
    Map<String, Integer> counts = new TreeMap<>();
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    for (int w = 0; w < walks; w++) {
      Board board = start(random);
      incremental.reset(board);
      board.setListener(incremental);
      StringBuilder line = new StringBuilder(board.fen()).append(" :");
      int steps = 6 + random.nextInt(20);
      int depth = 0;
      for (int s = 0; s < steps; s++) {
        int n = board.unchecked().generateLegal(moves, 0);
        boolean back = depth > 0 && (n == 0 || random.nextInt(4) == 0);
        if (back) {
          board.unchecked().unmakeMove();
          depth--;
          line.append(" undo");
          count(counts, "unmake");
        } else if (n == 0) {
          break;
        } else if (!board.isCheck() && random.nextInt(12) == 0) {
          board.unchecked().makeNullMove();
          depth++;
          line.append(" null");
          count(counts, "null move");
        } else {
          int move = moves[random.nextInt(n)];
          line.append(' ').append(board.uci(PackedMove.toMove(move)));
          count(counts, kind(board, move));
          board.unchecked().makeMove(move);
          depth++;
        }
        if (random.nextInt(checkOneIn) == 0) {
          String where = "seed " + seed + ", walk " + w + ": " + line;
          fresh.reset(board);
          assertArrayEquals(fresh.accumulatorsOf(board), incremental.accumulatorsOf(board), where);
          assertEquals(fromScratch(network, board), incremental.evaluate(board), where);
          count(counts, "checked");
        }
      }
      board.setListener(null);
    }
    return counts;
  }

  private static String kind(Board board, int move) {
    String variant = board.variant() == Variant.CHESS960 ? "Chess960 " : "";
    if (PackedMove.isCastling(move)) {
      return variant + "castling";
    } else if (PackedMove.isEnPassant(move)) {
      return "en passant";
    } else if (PackedMove.promotionType(move) != 0) {
      return board.unchecked().pieceIndexAt(PackedMove.to(move)) >= 0 ? "capturing promotion" : "promotion";
    } else if (board.unchecked().pieceIndexAt(PackedMove.to(move)) >= 0) {
      return "capture";
    }
    return "quiet";
  }

  private static void count(Map<String, Integer> counts, String key) {
    counts.merge(key, 1, Integer::sum);
  }

  @Test
  void incrementalAccumulatorsEqualARefreshAfterEveryStep() {
    Map<String, Integer> counts = walk(SEED, WALKS, 1);
    for (String kind : List.of("castling", "Chess960 castling", "en passant", "promotion",
        "capturing promotion", "capture", "quiet", "null move", "unmake")) {
      assertTrue(counts.getOrDefault(kind, 0) > 20, "too few of " + kind + ": " + counts);
    }
    assertTrue(counts.get("checked") > 100_000, counts.toString());
  }

  @Test
  void lazyUpdatesOverSeveralPliesEqualARefresh() {
    Map<String, Integer> counts = walk(SEED + 1, WALKS, 5);
    assertTrue(counts.get("checked") > 10_000, counts.toString());
  }

  @Test
  void aPositionAndItsColourFlippedMirrorEvaluateTheSame() {
    SplittableRandom random = new SplittableRandom(SEED + 2);
    Network network = RandomNetworks.small(SEED + 2);
    Network crelu = RandomNetworks.random(SEED + 3, 256, 8, Activation.CRELU, 127);
    NnueEvaluator evaluator = new NnueEvaluator(network);
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int compared = 0;
    int nonZero = 0;
    for (int w = 0; w < 500; w++) {
      Board board = start(random);
      if (board.variant() == Variant.CHESS960) {
        continue;
      }
      int steps = random.nextInt(40);
      for (int s = 0; s < steps; s++) {
        int n = board.unchecked().generateLegal(moves, 0);
        if (n == 0) {
          break;
        }
        board.unchecked().makeMove(moves[random.nextInt(n)]);
      }
      Board mirror = board.mirror();
      String where = "seed " + (SEED + 2) + ": " + board.fen() + " vs " + mirror.fen();
      int score = evaluator.evaluate(board);
      assertEquals(score, evaluator.evaluate(mirror), where);
      assertEquals(crelu.evaluate(board), crelu.evaluate(mirror), where);
      compared++;
      nonZero += score != 0 ? 1 : 0;
    }
    assertTrue(compared > 300 && nonZero > compared / 2, compared + " compared, " + nonZero + " non-zero");
  }

  @Test
  void withoutABoardEachPositionIsEvaluatedFromScratch() {
    Network network = RandomNetworks.small(12);
    NnueEvaluator evaluator = new NnueEvaluator(network);
    Board a = Board.startingPosition();
    Board b = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    int scoreA = fromScratch(network, a);
    int scoreB = fromScratch(network, b);
    assertNotEquals(scoreA, scoreB);
    for (int i = 0; i < 3; i++) {
      assertEquals(scoreA, evaluator.evaluate(a));
      assertEquals(scoreB, evaluator.evaluate(b));
    }
  }

  @Test
  void afterASearchEndsTheRootIsRecomputedForAnotherPosition() {
    Network network = RandomNetworks.small(13);
    NnueEvaluator evaluator = new NnueEvaluator(network);
    Board board = Board.startingPosition();
    evaluator.reset(board);
    board.setListener(evaluator);
    evaluator.evaluate(board);
    board.unchecked().makeMove(board.unchecked().pack(board.parseUci("e2e4")));
    evaluator.evaluate(board);
    board.unchecked().unmakeMove();
    board.setListener(null);
    Board other = Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assertEquals(fromScratch(network, other), evaluator.evaluate(other));
  }

  @Test
  void linesDeeperThanTheInitialStackGrowIt() {
    Network network = RandomNetworks.small(14);
    NnueEvaluator evaluator = new NnueEvaluator(network);
    // Kings and blocked pawns: no line of random moves ends in mate or stalemate.
    Board board = Board.fromFen("4k3/8/8/p7/P7/8/8/4K3 w - - 0 1");
    evaluator.reset(board);
    board.setListener(evaluator);
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    SplittableRandom random = new SplittableRandom(14);
    for (int ply = 0; ply < 3 * NnueEvaluator.INITIAL_PLIES; ply++) {
      int n = board.unchecked().generateLegal(moves, 0);
      assertTrue(n > 0, "ply " + ply);
      board.unchecked().makeMove(moves[random.nextInt(n)]);
      if (ply % 7 == 0) {
        assertEquals(fromScratch(network, board), evaluator.evaluate(board), "ply " + ply);
      }
    }
    assertEquals(fromScratch(network, board), evaluator.evaluate(board));
  }

  /** The evaluator's score computed from scratch: the network's, plus the mating drive where it applies. */
  private static int fromScratch(Network network, Board board) {
    int drive = MatingDrive.forWhite(board);
    return network.evaluate(board) + (board.sideToMove() == Color.WHITE ? drive : -drive);
  }
}
