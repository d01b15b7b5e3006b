package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackEg;
import static io.github.augurchess.eval.TermFixtures.board;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WinnableTest {
  private static final EvalTerm TERM = EvalTerm.WINNABLE;

  @Test
  void theSideAheadGetsTheSumOfItsCounts() {
    // White is a pawn up in a pawn ending, pawns on both wings; kings on e1 and e8 stand on one
    // file, seven ranks apart; neither is past the middle. One passed pawn: a2 has no black pawn
    // on its file or next to it.
    EvalTrace t = trace("Ke1", "ke8", "Pa2", "Pg2", "Ph2", "pg7", "ph7");
    assertTrue(t.totalEg() > 0, "white is ahead");
    int expected = w("winnable.passed_pawns.eg") + 5 * w("winnable.pawns.eg")
        - 7 * w("winnable.outflanking.eg") + w("winnable.pawns_on_both_flanks.eg")
        + w("winnable.pawn_ending.eg") + w("winnable.base.eg");
    assertEquals(expected, whiteEg(t, TERM));
    assertEquals(0, whiteMg(t, TERM));
    assertEquals(0, blackEg(t, TERM));
  }

  @Test
  void kingsFacingWithPawnsOnOneWingAreAlmostUnwinnable() {
    assertTrue(w("winnable.almost_unwinnable.eg") < 0, "the default lowers the lead");
    // Black is a pawn up, all pawns on the king's wing, none passed; the kings on d2 and d4 face
    // each other (outflanking 0 - 2), and black's is past the middle.
    EvalTrace t = trace("Kd2", "kd4", "Ph2", "pg6", "ph7");
    int before = t.totalEg() + blackEg(t, TERM);
    assertTrue(before < 0, "black is ahead");
    int expected = 3 * w("winnable.pawns.eg") - 2 * w("winnable.outflanking.eg")
        + w("winnable.infiltration.eg") + w("winnable.pawn_ending.eg")
        + w("winnable.almost_unwinnable.eg") + w("winnable.base.eg");
    assertEquals(Math.max(expected, before), blackEg(t, TERM));
    assertEquals(0, whiteEg(t, TERM));
  }

  @Test
  void aVeryNegativeSumTakesTheWholeLeadAndNoMore() {
    int[] weights = EvalParameters.defaults().toArray();
    weights[EvalParameters.indexOf("winnable.base.eg")] = -5000;
    ClassicalEvaluator evaluator = new ClassicalEvaluator(EvalParameters.of(weights), 0);
    EvalTrace t = evaluator.trace(board("Ke1", "ke8", "Pa2", "Pg2", "Ph2", "pg7", "ph7"));
    assertEquals(0, t.totalEg(), "the endgame score goes to 0, not past it");
    assertTrue(whiteEg(t, TERM) < 0);
    // And the features say so: no endgame weight moves the score.
    EvalFeatures features = evaluator.features(board("Ke1", "ke8", "Pa2", "Pg2", "Ph2", "pg7", "ph7"));
    for (int i = 0; i < features.size(); i++) {
      assertFalse(EvalParameters.names().get(features.index(i)).endsWith(".eg"),
          EvalParameters.names().get(features.index(i)));
    }
  }
}
