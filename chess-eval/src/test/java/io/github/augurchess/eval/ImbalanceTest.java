package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackEg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class ImbalanceTest {
  private static final EvalTerm TERM = EvalTerm.IMBALANCE;

  @Test
  void eachPieceCountsOncePerOwnPawn() {
    assertNotEquals(0, w("imbalance.knight_pawns.eg"), "a zero weight would prove nothing");
    assertEquals(0, whiteEg(trace("Kg1", "kg8", "Nb1"), TERM));
    assertEquals(3 * w("imbalance.knight_pawns.eg"), whiteEg(trace("Kg1", "kg8", "Nb1", "Pa2", "Pb2", "Pc2"), TERM));
    // Two knights and two pawns: four knight-pawn pairs; enemy pawns do not count.
    assertEquals(4 * w("imbalance.knight_pawns.mg"),
        whiteMg(trace("Kg1", "kg8", "Nb1", "Ng2", "Pa2", "Pb2", "pa7", "pb7"), TERM));
    assertEquals(2 * w("imbalance.bishop_pawns.eg") + 2 * w("imbalance.queen_pawns.eg"),
        blackEg(trace("Kg1", "kg8", "bc8", "qd8", "pa7", "pb7"), TERM));
  }

  @Test
  void aSecondRookIsWorthTheRookPairWeightAsWell() {
    // The tuner may set a default to 0, which would prove nothing: weights of our own here.
    EvalParameters weights = EvalParameters.defaults()
        .with("imbalance.rook_pawns.eg", 5)
        .with("imbalance.rook_pair.mg", -11)
        .with("imbalance.rook_pair.eg", 7);
    assertEquals(5, whiteEg(trace(weights, "Kg1", "kg8", "Ra1", "Pa2"), TERM));
    assertEquals(2 * 5 + 7, whiteEg(trace(weights, "Kg1", "kg8", "Ra1", "Rb1", "Pa2"), TERM));
    assertEquals(-11, whiteMg(trace(weights, "Kg1", "kg8", "Ra1", "Rb1"), TERM));
  }
}
