package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.CastlingRights;
import io.github.augurchess.api.Color;
import io.github.augurchess.movegen.Board;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Invariants of the classical evaluator over at least 10,000 positions from seeded random games.
 * A failure names the game's seed, the ply and the FEN.
 */
class ClassicalEvaluatorProperties {
  private static final int POSITIONS = 10_000;
  private static final int MAX_PLIES = 160;

  private interface Check {
    void check(Board board, Supplier<String> where);
  }

  /** Runs a check over random-game positions until enough have been seen; returns how many. */
  private static int forEachPosition(long firstSeed, Check check) {
    int seen = 0;
    for (long seed = firstSeed; seen < POSITIONS; seed++) {
      long gameSeed = seed;
      seen += RandomGames.play(gameSeed, MAX_PLIES, (board, ply) -> {
        check.check(board, () -> "seed " + gameSeed + ", ply " + ply + ", FEN " + board.fen());
        return true;
      });
    }
    return seen;
  }

  @Test
  void colourFlippedMirrorScoresTheSame() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    int seen = forEachPosition(1_000, (board, where) -> {
      Board mirror = board.mirror();
      assertEquals(evaluator.evaluate(board), evaluator.evaluate(mirror),
          () -> where.get() + ", mirrored " + mirror.fen());
    });
    assertTrue(seen >= POSITIONS);
  }

  @Test
  void leftRightMirrorScoresTheSameWithoutCastlingRights() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    int[] compared = {0};
    forEachPosition(2_000, (board, where) -> {
      if (board.castlingRights().equals(CastlingRights.NONE)) {
        String mirrored = RandomGames.mirrorFiles(board.fen());
        assertEquals(evaluator.evaluate(board), evaluator.evaluate(Board.fromFen(mirrored)),
            () -> where.get() + ", mirrored " + mirrored);
        compared[0]++;
      }
    });
    assertTrue(compared[0] > POSITIONS / 2, "too few positions without castling rights: " + compared[0]);
  }

  @Test
  void traceSumsToTheScore() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    forEachPosition(3_000, (board, where) -> {
      int score = evaluator.evaluate(board);
      EvalTrace trace = evaluator.trace(board);
      int mg = 0;
      int eg = 0;
      for (EvalTerm term : EvalTerm.values()) {
        mg += trace.mg(term, Color.WHITE) - trace.mg(term, Color.BLACK);
        eg += trace.eg(term, Color.WHITE) - trace.eg(term, Color.BLACK);
      }
      int white = trace.blend(mg, eg);
      int fromTerms = board.sideToMove() == Color.WHITE ? white : -white;
      assertEquals(score, trace.score(), () -> where.get() + "\n" + trace);
      assertEquals(score, fromTerms, () -> where.get() + "\n" + trace);
    });
  }

  @Test
  void pawnHashDoesNotChangeTheScore() {
    ClassicalEvaluator cached = new ClassicalEvaluator();
    ClassicalEvaluator tiny = new ClassicalEvaluator(EvalParameters.defaults(), 2);
    ClassicalEvaluator uncached = new ClassicalEvaluator(EvalParameters.defaults(), 0);
    forEachPosition(4_000, (board, where) -> {
      int expected = uncached.evaluate(board);
      // Twice each: the second call hits the table.
      for (int i = 0; i < 2; i++) {
        assertEquals(expected, cached.evaluate(board), where);
        assertEquals(expected, tiny.evaluate(board), where);
      }
    });
  }
}
