package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackEg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class RookBehindPasserTest {
  private static final EvalTerm TERM = EvalTerm.ROOK_BEHIND_PASSER;

  @Test
  void aRookBehindItsOwnPassedPawnWithNothingBetween() {
    assertNotEquals(0, w("rook.behind_own_passer.eg"), "a zero weight would prove nothing");
    assertEquals(w("rook.behind_own_passer.eg"), whiteEg(trace("Kh3", "kh6", "Ra1", "Pa5"), TERM));
    assertEquals(w("rook.behind_own_passer.mg"), whiteMg(trace("Kh3", "kh6", "Ra1", "Pa5"), TERM));
    // A piece between, or the rook in front of the pawn: nothing.
    assertEquals(0, whiteEg(trace("Kh3", "kh6", "Ra1", "Na3", "Pa5"), TERM));
    assertEquals(0, whiteEg(trace("Kh3", "kh6", "Ra7", "Pa5"), TERM));
    // Not a passed pawn: a black pawn on b6 can take it on its way.
    assertEquals(0, whiteEg(trace("Kh3", "kh6", "Ra1", "Pa5", "pb6"), TERM));
  }

  @Test
  void aRookBehindAnEnemyPassedPawnAsItMoves() {
    assertNotEquals(0, w("rook.behind_enemy_passer.eg"), "a zero weight would prove nothing");
    // Black's pawn on a4 runs down the board; behind it is above it.
    assertEquals(w("rook.behind_enemy_passer.eg"), whiteEg(trace("Kh3", "kh6", "Ra8", "pa4"), TERM));
    assertEquals(0, whiteEg(trace("Kh3", "kh6", "Ra1", "pa4"), TERM));
    // And the same for black behind white's pawn, and behind its own.
    assertEquals(w("rook.behind_enemy_passer.eg"), blackEg(trace("Kh3", "kh6", "ra1", "Pa5"), TERM));
    assertEquals(w("rook.behind_own_passer.eg"), blackEg(trace("Kh3", "kh6", "ra8", "pa4"), TERM));
  }
}
