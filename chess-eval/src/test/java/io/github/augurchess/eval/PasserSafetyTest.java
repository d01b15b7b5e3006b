package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackEg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class PasserSafetyTest {
  private static final EvalTerm TERM = EvalTerm.PASSER_SAFETY;

  @Test
  void aPathNoEnemyPieceHoldsOrAttacks() {
    assertNotEquals(0, w("passed_pawn.safe_path.rank5.eg"), "a zero weight would prove nothing");
    // b6, b7 and b8 are free and unattacked; the kings are far away.
    assertEquals(w("passed_pawn.safe_path.rank5.eg"), whiteEg(trace("Kh1", "kh8", "Pb5"), TERM));
    assertEquals(w("passed_pawn.safe_path.rank5.mg"), whiteMg(trace("Kh1", "kh8", "Pb5"), TERM));
    // The same for black, whose pawn on b4 walks down the board.
    assertEquals(w("passed_pawn.safe_path.rank5.eg"), blackEg(trace("Kh1", "kh8", "pb4"), TERM));
  }

  @Test
  void onlyTheSquareInFrontIsSafe() {
    assertNotEquals(0, w("passed_pawn.safe_push.rank5.eg"), "a zero weight would prove nothing");
    // The knight on a6 attacks b8 but not b6.
    assertEquals(w("passed_pawn.safe_push.rank5.eg"), whiteEg(trace("Kh1", "kh8", "Pb5", "na6"), TERM));
    // A rook on b8 holds the path and attacks b6: neither.
    assertEquals(0, whiteEg(trace("Kh1", "kh8", "Pb5", "rb8"), TERM));
  }

  @Test
  void theSquareInFrontDefendedByItsSide() {
    assertNotEquals(0, w("passed_pawn.defended_push.rank5.eg"), "a zero weight would prove nothing");
    // The knight on a4 guards b6; the rook on b8 makes the path unsafe.
    assertEquals(w("passed_pawn.defended_push.rank5.eg"),
        whiteEg(trace("Kh1", "kh8", "Pb5", "Na4", "rb8"), TERM));
    // Safe and defended: both.
    assertEquals(w("passed_pawn.safe_path.rank5.eg") + w("passed_pawn.defended_push.rank5.eg"),
        whiteEg(trace("Kh1", "kh8", "Pb5", "Na4"), TERM));
  }
}
