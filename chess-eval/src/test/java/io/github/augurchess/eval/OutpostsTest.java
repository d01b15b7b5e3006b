package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class OutpostsTest {
  private static final EvalTerm OUTPOSTS = EvalTerm.OUTPOSTS;

  @Test
  void supportedKnightOutpostEarnsBothBonuses() {
    EvalTrace trace = trace("Kg1", "kg8", "Nd5", "Pe4", "pa7", "ph7");
    assertEquals(w("outpost.knight.d5.mg") + w("outpost.knight.supported.d5.mg"), whiteMg(trace, OUTPOSTS));
    assertEquals(w("outpost.knight.d5.eg") + w("outpost.knight.supported.d5.eg"), whiteEg(trace, OUTPOSTS));
  }

  @Test
  void unsupportedKnightOutpostEarnsThePlainBonus() {
    EvalTrace trace = trace("Kg1", "kg8", "Nd5", "Pe3", "pa7", "ph7");
    assertEquals(w("outpost.knight.d5.mg"), whiteMg(trace, OUTPOSTS));
  }

  @Test
  void squareAnEnemyPawnCanAttackIsNoOutpost() {
    // c7 can advance to c6 and drive the knight away.
    EvalTrace trace = trace("Kg1", "kg8", "Nd5", "Pe4", "pc7", "ph7");
    assertEquals(0, whiteMg(trace, OUTPOSTS));
    // An enemy pawn already past the square cannot.
    EvalTrace passed = trace("Kg1", "kg8", "Nd5", "Pe4", "pc4", "ph7");
    assertEquals(w("outpost.knight.d5.mg") + w("outpost.knight.supported.d5.mg"), whiteMg(passed, OUTPOSTS));
  }

  @Test
  void outpostsCountOnlyOnTheFourthToSixthRank() {
    EvalTrace low = trace("Kg1", "kg8", "Nd3", "Pe2");
    assertEquals(0, whiteMg(low, OUTPOSTS));
    EvalTrace deep = trace("Kg1", "kg8", "Nd7", "Pe6");
    assertEquals(0, whiteMg(deep, OUTPOSTS));
    EvalTrace sixth = trace("Kg1", "kg8", "Nc6", "Pb5");
    assertEquals(w("outpost.knight.c6.mg") + w("outpost.knight.supported.c6.mg"), whiteMg(sixth, OUTPOSTS));
  }

  @Test
  void filesEToHMirrorFilesAToD() {
    EvalTrace trace = trace("Kg1", "kg8", "Ne5", "Pd4");
    assertEquals(w("outpost.knight.d5.mg") + w("outpost.knight.supported.d5.mg"), whiteMg(trace, OUTPOSTS));
  }

  @Test
  void blackOutpostsCountFromBlacksSide() {
    // d4 for black is its fifth rank: the d5 weights.
    EvalTrace trace = trace("Kg1", "kg8", "nd4", "pe5", "Pa2", "Ph2");
    assertEquals(w("outpost.knight.d5.mg") + w("outpost.knight.supported.d5.mg"), blackMg(trace, OUTPOSTS));
  }

  @Test
  void bishopOutpostsHaveTheirOwnWeights() {
    EvalTrace trace = trace("Kg1", "kh8", "Bd5", "Pe4", "pa7", "ph7");
    assertEquals(w("outpost.bishop.d5.mg") + w("outpost.bishop.supported.d5.mg"), whiteMg(trace, OUTPOSTS));
    EvalTrace attackable = trace("Kg1", "kh8", "Bd5", "Pe4", "pe7", "ph7");
    assertEquals(0, whiteMg(attackable, OUTPOSTS));
  }
}
