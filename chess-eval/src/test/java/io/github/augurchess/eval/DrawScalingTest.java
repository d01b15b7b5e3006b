package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.board;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DrawScalingTest {
  private static int score(String... pieces) {
    return new ClassicalEvaluator().evaluate(board(pieces));
  }

  @Test
  void insufficientMaterialScoresExactlyZero() {
    assertEquals(0, score("Ke1", "ke8"));
    assertEquals(0, score("Ke1", "ke8", "Nb1"));
    assertEquals(0, score("Ke1", "ke8", "bc8"));
    // Bishops all on dark squares (c1, f8, e3) can never mate.
    assertEquals(0, score("Ke1", "ke8", "Bc1", "Be3", "bf8"));
    assertTrue(trace("Ke1", "ke8", "Nb1").insufficientMaterial());
  }

  @Test
  void mateableMaterialIsNotInsufficient() {
    assertFalse(trace("Ke1", "ke8", "Nb1", "Ng1").insufficientMaterial());
    assertFalse(trace("Ke1", "ke8", "Bc1", "bc8").insufficientMaterial());
    assertFalse(trace("Ke1", "ke8", "Pa2").insufficientMaterial());
    assertNotEquals(0, score("Ke1", "ke8", "Ra1"));
  }

  @Test
  void oppositeBishopsWithPawnsOnlyScaleMost() {
    // c1 is dark, c8 light.
    EvalTrace trace = trace("Ke1", "ke8", "Bc1", "bc8", "Pa2", "Pb2", "Pc2", "pa7", "pb7");
    assertEquals(w("scale.opposite_bishops"), trace.scale());
    EvalTrace withRooks = trace("Ke1", "ke8", "Bc1", "bc8", "Ra1", "rh8", "Pa2", "Pb2", "Pc2", "pa7", "pb7");
    assertEquals(w("scale.opposite_bishops_with_pieces"), withRooks.scale());
    EvalTrace sameColour = trace("Ke1", "ke8", "Bc1", "bf8", "Pa2", "Pb2", "Pc2", "pa7", "pb7");
    assertEquals(ParameterLayout.SCALE_ONE, sameColour.scale());
  }

  @Test
  void strongerSideWithoutPawnsAndOnlyAMinorUpScalesDown() {
    assertEquals(w("scale.no_pawns_minor_up"), trace("Ke1", "ke8", "Ra1", "bc8").scale());
    assertEquals(w("scale.no_pawns_minor_up"), trace("Ke1", "ke8", "Nb1", "ph7").scale());
    // A queen against a rook is more than a minor up.
    assertEquals(ParameterLayout.SCALE_ONE, trace("Ke1", "ke8", "Qd1", "rh8").scale());
    // With a pawn the stronger side can win.
    assertEquals(ParameterLayout.SCALE_ONE, trace("Ke1", "ke8", "Ra1", "Pa2", "bc8").scale());
  }

  @Test
  void twoKnightsAgainstTheBareKingAreADraw() {
    assertEquals(w("scale.two_knights"), trace("Ke1", "ke8", "Nb1", "Ng1").scale());
    assertEquals(w("scale.two_knights"), trace("Ke1", "ke8", "nb8", "ng8").scale());
    // Against a pawn the knights can win (the pawn spares the stalemates), and with a bishop
    // instead of a knight the mate can be forced.
    assertEquals(ParameterLayout.SCALE_ONE, trace("Ke1", "ke8", "Nb1", "Ng1", "pa7").scale());
    assertEquals(ParameterLayout.SCALE_ONE, trace("Ke1", "ke8", "Nb1", "Bc1").scale());
  }

  @Test
  void rookPawnsWithTheWrongBishopOrNoneAgainstTheCorneredKingAreADraw() {
    // From a game: a light-squared bishop cannot drive the king from the dark a1 corner.
    EvalTrace draw = trace("Ka1", "kb3", "bd7", "pa3");
    assertEquals(w("scale.rook_pawn_corner"), draw.scale());
    // The same for white on the h file, more pawns included, and the king next to the corner.
    assertEquals(w("scale.rook_pawn_corner"), trace("Kf5", "kg7", "Bg6", "Ph4", "Ph5").scale());
    // The right bishop wins, the king away from the corner loses, a pawn on another file wins.
    assertEquals(ParameterLayout.SCALE_ONE, trace("Ka1", "kb3", "be5", "pa3").scale());
    assertEquals(ParameterLayout.SCALE_ONE, trace("Kd1", "kb3", "bd7", "pa3").scale());
    assertEquals(ParameterLayout.SCALE_ONE, trace("Ka1", "kb3", "bd7", "pa3", "pb4").scale());
    // Without the bishop, the bare rook pawn draws too.
    assertEquals(w("scale.rook_pawn_corner"), trace("Ka1", "kb3", "pa3").scale());
    // Against a defending piece it is another ending.
    assertEquals(ParameterLayout.SCALE_ONE, trace("Ka1", "Nh1", "kb3", "bd7", "pa3").scale());
  }

  @Test
  void scaleAppliesToTheEndgameScore() {
    EvalTrace trace = trace("Ke1", "ke8", "Ra1", "bc8");
    int expected = (int) (((long) trace.totalMg() * trace.phase()
        + (long) trace.totalEg() * trace.scale() / 64 * (trace.maxPhase() - trace.phase())) / trace.maxPhase());
    assertEquals(expected, trace.whiteScore());
  }
}
