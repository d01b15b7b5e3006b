package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RestrictionTest {
  private static final EvalTerm TERM = EvalTerm.RESTRICTION;

  @Test
  void squaresBothSidesAttackAreRestrictedUnlessTheEnemyGuardsThemStrongly() {
    // The rooks both attack b1 and a8; the kings are too far apart to meet.
    EvalTrace rooks = trace("Kg1", "kg8", "Ra1", "rb8");
    assertEquals(2 * w("restricted_squares.mg"), whiteMg(rooks, TERM));
    assertEquals(2 * w("restricted_squares.eg"), whiteEg(rooks, TERM));
    assertEquals(2 * w("restricted_squares.mg"), blackMg(rooks, TERM));
    // A black pawn on c2 guards b1 and d1 (which the white rook attacks too): only a8 is left
    // for white, while black still restricts b1 and now d1.
    EvalTrace guarded = trace("Kg1", "kg8", "Ra1", "rb8", "pc2");
    assertEquals(w("restricted_squares.mg"), whiteMg(guarded, TERM));
    assertEquals(3 * w("restricted_squares.mg"), blackMg(guarded, TERM));
  }
}
