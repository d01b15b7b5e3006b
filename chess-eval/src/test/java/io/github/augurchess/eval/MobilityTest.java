package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MobilityTest {
  private static final EvalTerm MOBILITY = EvalTerm.MOBILITY;

  @Test
  void centralKnightHasEightSafeSquares() {
    EvalTrace trace = trace("Kh1", "kh8", "Nd4");
    assertEquals(w("mobility.knight.8.mg"), whiteMg(trace, MOBILITY));
    assertEquals(w("mobility.knight.8.eg"), whiteEg(trace, MOBILITY));
    assertEquals(0, blackMg(trace, MOBILITY));
  }

  @Test
  void squaresGuardedByEnemyPawnsOrHoldingOwnPawnsAreNotSafe() {
    // d7 guards c6 and e6.
    assertEquals(w("mobility.knight.6.mg"), whiteMg(trace("Kh1", "kh8", "Nd4", "pd7"), MOBILITY));
    // Own pawn on c2.
    assertEquals(w("mobility.knight.7.mg"), whiteMg(trace("Kh1", "kh8", "Nd4", "Pc2"), MOBILITY));
    // An enemy piece on a square may be taken: the square counts.
    assertEquals(w("mobility.knight.8.mg"), whiteMg(trace("Kh1", "kh8", "Nd4", "nc6"), MOBILITY));
  }

  @Test
  void slidersCountTheirReach() {
    assertEquals(w("mobility.bishop.13.mg"), whiteMg(trace("Ke1", "ke8", "Bd4"), MOBILITY));
    assertEquals(w("mobility.rook.14.mg"), whiteMg(trace("Kh1", "kh8", "Rd4"), MOBILITY));
    assertEquals(w("mobility.queen.27.mg"), whiteMg(trace("Kh2", "kb8", "Qd4"), MOBILITY));
    // A rook in the corner behind its own pawn: b1..g1 only (h1 holds its king).
    assertEquals(w("mobility.rook.6.mg"), whiteMg(trace("Kh1", "kh8", "Ra1", "Pa2"), MOBILITY));
  }
}
