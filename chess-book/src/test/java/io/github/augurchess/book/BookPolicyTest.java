package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BookPolicyTest {
  private static final Move E4 = Move.of(Square.E2, Square.E4);
  private static final Move D4 = Move.of(Square.D2, Square.D4);
  private static final Move C4 = Move.of(Square.C2, Square.C4);
  private static final Move NF3 = Move.of(Square.G1, Square.F3);
  private static final List<BookMove> MOVES = List.of(new BookMove(E4, 10, 0), new BookMove(D4, 30, 0),
      new BookMove(C4, 30, 0), new BookMove(NF3, 0, 0));

  private static Map<Move, Integer> draws(BookPolicy policy, long seed, int n) {
    SplittableRandom random = new SplittableRandom(seed);
    Map<Move, Integer> counts = new HashMap<>();
    for (int i = 0; i < n; i++) {
      counts.merge(policy.pick(MOVES, random).orElseThrow(), 1, Integer::sum);
    }
    return counts;
  }

  @Test
  void bestTakesTheHighestWeightAndTheFirstAmongEquals() {
    assertEquals(Optional.of(D4), BookPolicy.BEST.pick(MOVES, new SplittableRandom(1)));
    assertEquals(Optional.of(D4), BookPolicy.BEST.withMinWeight(30).pick(MOVES, new SplittableRandom(1)));
    assertEquals(Optional.empty(), BookPolicy.BEST.withMinWeight(31).pick(MOVES, new SplittableRandom(1)));
    assertEquals(Optional.of(NF3), BookPolicy.BEST.pick(List.of(new BookMove(NF3, 0, 0)), new SplittableRandom(1)));
  }

  @Test
  void weightedDrawsInProportionToTheWeightsForEverySeed() {
    for (long seed = 1; seed <= 20; seed++) {
      Map<Move, Integer> counts = draws(BookPolicy.WEIGHTED, seed, 7000);
      assertEquals(null, counts.get(NF3), "seed " + seed + ": weight 0 never drawn");
      assertTrue(Math.abs(counts.get(E4) - 1000) < 150, "seed " + seed + ": " + counts);
      assertTrue(Math.abs(counts.get(D4) - 3000) < 250, "seed " + seed + ": " + counts);
      assertTrue(Math.abs(counts.get(C4) - 3000) < 250, "seed " + seed + ": " + counts);
    }
  }

  @Test
  void uniformDrawsEveryMoveAlikeAboveTheMinimum() {
    for (long seed = 1; seed <= 20; seed++) {
      Map<Move, Integer> counts = draws(BookPolicy.UNIFORM, seed, 8000);
      for (Move m : List.of(E4, D4, C4, NF3)) {
        assertTrue(Math.abs(counts.get(m) - 2000) < 200, "seed " + seed + ": " + counts);
      }
      Map<Move, Integer> heavy = draws(BookPolicy.UNIFORM.withMinWeight(20), seed, 1000);
      assertEquals(2, heavy.size(), "seed " + seed + ": " + heavy);
    }
  }

  @Test
  void theSameSeedGivesTheSameChoices() {
    for (BookPolicy policy : List.of(BookPolicy.WEIGHTED, BookPolicy.UNIFORM)) {
      assertEquals(draws(policy, 42, 100), draws(policy, 42, 100));
    }
  }

  @Test
  void nothingToPickGivesEmpty() {
    SplittableRandom random = new SplittableRandom(5);
    for (BookPolicy policy : List.of(BookPolicy.BEST, BookPolicy.WEIGHTED, BookPolicy.UNIFORM)) {
      assertEquals(Optional.empty(), policy.pick(List.of(), random));
      assertEquals(Optional.empty(), policy.withMinWeight(100).pick(MOVES, random));
    }
    assertEquals(Optional.empty(), BookPolicy.WEIGHTED.pick(List.of(new BookMove(NF3, 0, 0)), random));
  }

  @Test
  void theMinimumWeightIsAWeight() {
    assertThrows(IllegalArgumentException.class, () -> BookPolicy.BEST.withMinWeight(-1));
    assertThrows(IllegalArgumentException.class, () -> BookPolicy.BEST.withMinWeight(65536));
  }
}
