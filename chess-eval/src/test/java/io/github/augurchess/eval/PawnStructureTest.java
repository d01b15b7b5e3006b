package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PawnStructureTest {
  @Test
  void doubledPawnPaysOnceForThePawnBehind() {
    EvalTrace doubled = trace("Kh1", "kh8", "Pd2", "Pd3", "Pe2");
    assertEquals(w("pawn.doubled.mg"), whiteMg(doubled, EvalTerm.DOUBLED_PAWNS));
    assertEquals(w("pawn.doubled.eg"), whiteEg(doubled, EvalTerm.DOUBLED_PAWNS));
    EvalTrace tripled = trace("Kh1", "kh8", "Pd2", "Pd3", "Pd4", "Pe2");
    assertEquals(2 * w("pawn.doubled.mg"), whiteMg(tripled, EvalTerm.DOUBLED_PAWNS));
    EvalTrace side = trace("Kh1", "kh8", "Pd2", "Pe3");
    assertEquals(0, whiteMg(side, EvalTerm.DOUBLED_PAWNS));
  }

  @Test
  void isolatedPawnHasNoFriendOnTheFilesBeside() {
    EvalTrace isolated = trace("Kh1", "kh8", "Pa2", "Pc2");
    assertEquals(2 * w("pawn.isolated.mg"), whiteMg(isolated, EvalTerm.ISOLATED_PAWNS));
    EvalTrace connected = trace("Kh1", "kh8", "Pa2", "Pb3");
    assertEquals(0, whiteMg(connected, EvalTerm.ISOLATED_PAWNS));
  }

  @Test
  void backwardPawnCannotBeSupportedAndItsStopSquareIsGuarded() {
    // d3 has only e4 beside it, which is ahead; c5 guards d4.
    EvalTrace backward = trace("Kh1", "kh8", "Pd3", "Pe4", "pc5");
    assertEquals(w("pawn.backward.mg"), whiteMg(backward, EvalTerm.BACKWARD_PAWNS));
    assertEquals(w("pawn.backward.eg"), whiteEg(backward, EvalTerm.BACKWARD_PAWNS));
    EvalTrace unguarded = trace("Kh1", "kh8", "Pd3", "Pe4", "pa5");
    assertEquals(0, whiteMg(unguarded, EvalTerm.BACKWARD_PAWNS));
    EvalTrace supportable = trace("Kh1", "kh8", "Pd3", "Pe4", "Pc2", "pc5");
    assertEquals(0, whiteMg(supportable, EvalTerm.BACKWARD_PAWNS));
  }
}
