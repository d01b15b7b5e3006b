package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class KingSafetyTest {
  private static final EvalTerm SHELTER = EvalTerm.KING_SHELTER;
  private static final EvalTerm ATTACKS = EvalTerm.KING_ATTACKS;

  @Test
  void fullShieldInFrontOfTheKing() {
    EvalTrace trace = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2");
    assertEquals(3 * w("king_shield.near.mg"), whiteMg(trace, SHELTER));
    assertEquals(3 * w("king_shield.near.eg"), whiteEg(trace, SHELTER));
  }

  @Test
  void shieldPawnsTwoRanksAheadAreFar() {
    EvalTrace trace = trace("Kg1", "ka8", "Pf3", "Pg3", "Ph3");
    assertEquals(3 * w("king_shield.far.mg"), whiteMg(trace, SHELTER));
  }

  @Test
  void missingShieldPawnsCost() {
    EvalTrace trace = trace("Kg1", "ka8", "Pf2", "Pg4", "Pa2");
    assertEquals(w("king_shield.near.mg") + 2 * w("king_shield.missing.mg"), whiteMg(trace, SHELTER));
    // Black's king on a8 is sheltered on files a to c, like a king on b8.
    EvalTrace black = trace("Kg1", "ka8", "pa7", "pb7", "pc6");
    assertEquals(2 * w("king_shield.near.mg") + w("king_shield.far.mg"), blackMg(black, SHELTER));
  }

  @Test
  void enemyPawnStormCostsByDistance() {
    EvalTrace calm = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2");
    EvalTrace storm3 = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "pg4");
    assertEquals(w("king_storm.distance3.mg"), whiteMg(storm3, SHELTER) - whiteMg(calm, SHELTER));
    EvalTrace storm2 = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "ph3");
    assertEquals(w("king_storm.distance2.mg"), whiteMg(storm2, SHELTER) - whiteMg(calm, SHELTER));
    EvalTrace distant = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "ph6");
    assertEquals(whiteMg(calm, SHELTER), whiteMg(distant, SHELTER));
  }

  @Test
  void attacksOnTheKingZoneCountFromTwoAttackers() {
    // Knight e3 hits f1 and g2; queen h4 hits h2 and f2.
    EvalTrace two = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "ne3", "qh4");
    int expected = w("king_attackers.knight.mg") + 2 * w("king_attacks.knight.mg")
        + w("king_attackers.queen.mg") + 2 * w("king_attacks.queen.mg");
    assertEquals(expected, whiteMg(two, ATTACKS));
    assertEquals(w("king_attackers.knight.eg") + 2 * w("king_attacks.knight.eg")
        + w("king_attackers.queen.eg") + 2 * w("king_attacks.queen.eg"), whiteEg(two, ATTACKS));
    EvalTrace lone = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "ne3");
    assertEquals(0, whiteMg(lone, ATTACKS));
    assertEquals(0, blackMg(two, ATTACKS));
  }

  @Test
  void aSquareTheKingsSideDoesNotGuardGivesASafeCheck() {
    // The knight on d4 could check from e2 (unguarded) or f3 (guarded by the g2 pawn).
    EvalTrace knight = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "nd4");
    assertEquals(w("king_safe_checks.knight.mg"), whiteMg(knight, ATTACKS));
    assertEquals(w("king_safe_checks.knight.eg"), whiteEg(knight, ATTACKS));
    // A knight on c1 guards e2: no safe check is left.
    assertEquals(0, whiteMg(trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "Nc1", "nd4"), ATTACKS));
  }

  @Test
  void rookAndQueenSafeChecksFollowOpenLines() {
    // The rook on a3 reaches a1 on the open back rank, the queen on b6 reaches b1; its diagonal to
    // the king ends on f2, which the king guards.
    EvalTrace heavy = trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "ra3", "qb6");
    assertEquals(w("king_safe_checks.rook.mg") + w("king_safe_checks.queen.mg"), whiteMg(heavy, ATTACKS));
    // A white rook on c1 cuts the back rank short of b1 and a1: neither is a checking square.
    assertEquals(0, whiteMg(trace("Kg1", "ka8", "Pf2", "Pg2", "Ph2", "Rc1", "ra3", "qb6"), ATTACKS));
  }
}
