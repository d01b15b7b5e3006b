package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.movegen.Board;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClassicalEvaluatorTest {
  @Test
  void startingPositionScoresOnlyTheTempo() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    assertEquals(TermFixtures.w("tempo.mg"), evaluator.evaluate(Board.startingPosition()));
  }

  @Test
  void scoreIsFromTheSideToMovesView() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    Board whiteToMove = Board.fromFen(TermFixtures.fen('w', "Ke1", "ke8", "Qd1", "Pa2", "pa7"));
    Board blackToMove = Board.fromFen(TermFixtures.fen('b', "Ke1", "ke8", "Qd1", "Pa2", "pa7"));
    int white = evaluator.evaluate(whiteToMove);
    int black = evaluator.evaluate(blackToMove);
    assertEquals(true, white > 500, "a queen up: " + white);
    assertEquals(true, black < -500, "a queen down: " + black);
    // Only the tempo changes hands.
    EvalTrace w = evaluator.trace(whiteToMove);
    EvalTrace b = evaluator.trace(blackToMove);
    assertEquals(w.totalMg() - 2 * TermFixtures.w("tempo.mg"), b.totalMg());
  }

  @Test
  void factoryMakesIndependentEvaluators() {
    EvaluatorFactory factory = ClassicalEvaluator.factory();
    Evaluator a = factory.create();
    Evaluator b = factory.create();
    assertNotSame(a, b);
    Board board = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assertEquals(a.evaluate(board), b.evaluate(board));
  }

  @Test
  void weightsChangeTheScore() {
    Board board = Board.startingPosition();
    EvalParameters moreTempo = EvalParameters.defaults().with("tempo.mg", 40);
    assertEquals(40, new ClassicalEvaluator(moreTempo).evaluate(board));
  }

  @Test
  void pawnHashSizeMustBeAPowerOfTwo() {
    EvalParameters defaults = EvalParameters.defaults();
    assertThrows(IllegalArgumentException.class, () -> new ClassicalEvaluator(defaults, 3));
    assertThrows(IllegalArgumentException.class, () -> new ClassicalEvaluator(defaults, 1));
    assertThrows(IllegalArgumentException.class, () -> new ClassicalEvaluator(defaults, -4));
    new ClassicalEvaluator(defaults, 0);
    new ClassicalEvaluator(defaults, 2);
  }

  @Test
  void phaseWeightsMustGiveTheStartAPhase() {
    EvalParameters flat = EvalParameters.defaults()
        .with("phase.knight", 0).with("phase.bishop", 0).with("phase.rook", 0).with("phase.queen", 0);
    assertThrows(IllegalArgumentException.class, () -> new ClassicalEvaluator(flat));
  }

  @Test
  void clearingThePawnHashKeepsScores() {
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    Board board = Board.fromFen("8/5k2/8/3P4/8/8/8/4K3 w - - 0 1");
    int before = evaluator.evaluate(board);
    evaluator.clearPawnHash();
    assertEquals(before, evaluator.evaluate(board));
  }

  /**
   * Measures allocated bytes of this thread (not time): evaluating must allocate nothing. The
   * management API is reached by reflection because the tests compile inside the module, which
   * does not read java.management.
   */
  @Test
  void evaluatingAllocatesNothing() throws ReflectiveOperationException {
    Object threads = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
    Class<?> sunThreads;
    try {
      sunThreads = Class.forName("com.sun.management.ThreadMXBean");
    } catch (ClassNotFoundException e) {
      sunThreads = null;
    }
    assumeTrue(sunThreads != null && sunThreads.isInstance(threads), "no per-thread allocation counter");
    Method allocatedBytes = sunThreads.getMethod("getThreadAllocatedBytes", long.class);
    List<Board> boards = new ArrayList<>();
    RandomGames.play(7, 120, (board, ply) -> boards.add(board.copy()));
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    long sum = 0;
    for (Board board : boards) {
      sum += evaluator.evaluate(board); // warm up: class initialisation, first misses
    }
    long thread = Thread.currentThread().getId();
    long before = (Long) allocatedBytes.invoke(threads, thread);
    for (int round = 0; round < 20; round++) {
      for (int i = 0; i < boards.size(); i++) {
        sum += evaluator.evaluate(boards.get(i));
      }
    }
    long allocated = (Long) allocatedBytes.invoke(threads, thread) - before;
    // The reflective reading itself allocates a few boxes; 20 rounds of evaluations must not add more.
    assertEquals(true, allocated < 1024, "allocated " + allocated + " bytes over "
        + 20 * boards.size() + " evaluations (checksum " + sum + ")");
  }
}
