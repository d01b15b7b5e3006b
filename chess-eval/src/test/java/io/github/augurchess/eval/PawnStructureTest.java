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

  @Test
  void pawnsSideBySideAreAPhalanxByRank() {
    // d4 and e4 each have the other beside them.
    EvalTrace phalanx = trace("Kh1", "kh8", "Pd4", "Pe4");
    assertEquals(2 * w("pawn.phalanx.rank4.mg"), whiteMg(phalanx, EvalTerm.CONNECTED_PAWNS));
    assertEquals(2 * w("pawn.phalanx.rank4.eg"), whiteEg(phalanx, EvalTerm.CONNECTED_PAWNS));
    // A black phalanx on its sixth rank from white's side is its third.
    EvalTrace black = trace("Kh1", "kh8", "pd6", "pe6");
    assertEquals(2 * w("pawn.phalanx.rank3.mg"), TermFixtures.blackMg(black, EvalTerm.CONNECTED_PAWNS));
    // A file apart is no phalanx.
    assertEquals(0, whiteMg(trace("Kh1", "kh8", "Pc4", "Pe4"), EvalTerm.CONNECTED_PAWNS));
  }

  @Test
  void pawnDefendedByAPawnIsSupportedByItsOwnRank() {
    // e5 is defended by d4; d4 is neither defended nor beside a pawn.
    EvalTrace chain = trace("Kh1", "kh8", "Pd4", "Pe5");
    assertEquals(w("pawn.supported.rank5.mg"), whiteMg(chain, EvalTerm.CONNECTED_PAWNS));
    assertEquals(w("pawn.supported.rank5.eg"), whiteEg(chain, EvalTerm.CONNECTED_PAWNS));
    // Both at once: f5 beside e5, and e5 defended by d4 (f5 is not defended: e4 and g4 are empty).
    EvalTrace both = trace("Kh1", "kh8", "Pd4", "Pe5", "Pf5");
    assertEquals(w("pawn.supported.rank5.mg") + 2 * w("pawn.phalanx.rank5.mg"),
        whiteMg(both, EvalTerm.CONNECTED_PAWNS));
  }
}
