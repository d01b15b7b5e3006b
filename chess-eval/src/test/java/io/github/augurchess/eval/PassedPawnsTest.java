package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.distance;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PassedPawnsTest {
  private static final EvalTerm PASSED = EvalTerm.PASSED_PAWNS;

  @Test
  void passedPawnScoresByRankWithFreePathAndKingDistances() {
    for (int rank = 2; rank <= 7; rank++) {
      String pawn = "a" + rank;
      String block = "a" + (rank + 1);
      EvalTrace trace = trace("Kh1", "kh8", "P" + pawn);
      assertEquals(w("passed_pawn.rank" + rank + ".mg") + w("passed_pawn.free_path.rank" + rank + ".mg"),
          whiteMg(trace, PASSED), "pawn on " + pawn);
      assertEquals(w("passed_pawn.rank" + rank + ".eg") + w("passed_pawn.free_path.rank" + rank + ".eg")
              + distance("h8", block) * w("passed_pawn.enemy_king_distance.rank" + rank + ".eg")
              + distance("h1", block) * w("passed_pawn.own_king_distance.rank" + rank + ".eg"),
          whiteEg(trace, PASSED), "pawn on " + pawn);
    }
  }

  @Test
  void enemyPawnAheadOnAnAdjacentFileStopsIt() {
    EvalTrace blocked = trace("Kh1", "kh8", "Pa5", "pb7");
    assertEquals(0, whiteMg(blocked, PASSED));
    assertEquals(0, whiteEg(blocked, PASSED));
    assertEquals(0, blackMg(blocked, PASSED));
  }

  @Test
  void enemyPawnBehindDoesNotStopIt() {
    // a5 and b4 have passed each other: both are passed.
    EvalTrace trace = trace("Kh1", "kh8", "Pa5", "pb4");
    assertEquals(w("passed_pawn.rank5.mg") + w("passed_pawn.free_path.rank5.mg"), whiteMg(trace, PASSED));
    assertEquals(w("passed_pawn.rank5.mg") + w("passed_pawn.free_path.rank5.mg"), blackMg(trace, PASSED));
  }

  @Test
  void ownPawnAheadOnTheFileLeavesOnlyTheFrontPawnPassed() {
    EvalTrace trace = trace("Kh1", "kh8", "Pa5", "Pa3");
    assertEquals(w("passed_pawn.rank5.mg") + w("passed_pawn.free_path.rank5.mg"), whiteMg(trace, PASSED));
  }

  @Test
  void supportedPassedPawnEarnsTheSupportBonus() {
    EvalTrace guarded = trace("Kh1", "kh8", "Pd5", "Pc4");
    EvalTrace apart = trace("Kh1", "kh8", "Pd5", "Pa4");
    assertEquals(w("passed_pawn.supported.rank5.mg"), whiteMg(guarded, PASSED) - whiteMg(apart, PASSED));

    EvalTrace phalanx = trace("Kh1", "kh8", "Pd5", "Pc5");
    int each = w("passed_pawn.rank5.mg") + w("passed_pawn.supported.rank5.mg") + w("passed_pawn.free_path.rank5.mg");
    assertEquals(2 * each, whiteMg(phalanx, PASSED));
  }

  @Test
  void blockedPathLosesTheFreePathBonus() {
    EvalTrace free = trace("Kh1", "kh8", "Pd5", "na8");
    EvalTrace blocked = trace("Kh1", "kh8", "Pd5", "nd7");
    assertEquals(w("passed_pawn.free_path.rank5.mg"), whiteMg(free, PASSED) - whiteMg(blocked, PASSED));
  }

  @Test
  void kingDistancesCountInTheEndgameOnly() {
    EvalTrace near = trace("Kh1", "kc7", "Pd5");
    EvalTrace far = trace("Kh1", "ka1", "Pd5");
    assertEquals(whiteMg(near, PASSED), whiteMg(far, PASSED));
    int expected = (distance("a1", "d6") - distance("c7", "d6")) * w("passed_pawn.enemy_king_distance.rank5.eg");
    assertEquals(expected, whiteEg(far, PASSED) - whiteEg(near, PASSED));
  }
}
