package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ThreatsTest {
  private static final EvalTerm THREATS = EvalTerm.THREATS;

  @Test
  void pawnAttackingAKnightThreatensIt() {
    // The black pawn on f6 guards the knight, so it does not hang as well.
    EvalTrace on = trace("Kg1", "kg8", "Pd4", "ne5", "pf6");
    assertEquals(w("threat.by_pawn.knight.mg"), whiteMg(on, THREATS));
    assertEquals(w("threat.by_pawn.knight.eg"), whiteEg(on, THREATS));
    // The pawn one file over attacks nothing: no threat.
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Pe4", "ne5"), THREATS));
  }

  @Test
  void pawnForkCountsBothPieces() {
    EvalTrace fork = trace("Kg1", "kg8", "Pd5", "rc6", "qe6");
    assertEquals(w("threat.by_pawn.rook.mg") + w("threat.by_pawn.queen.mg"), whiteMg(fork, THREATS));
    assertEquals(w("threat.by_pawn.rook.eg") + w("threat.by_pawn.queen.eg"), whiteEg(fork, THREATS));
  }

  @Test
  void minorPiecesThreatenRooksAndQueensThroughOpenLinesOnly() {
    assertEquals(w("threat.by_minor.rook.mg"), whiteMg(trace("Kg1", "kh8", "Nc3", "rd5", "pe6"), THREATS));
    assertEquals(w("threat.by_minor.queen.mg"), whiteMg(trace("Kg1", "kh8", "Bb2", "qf6", "pg7"), THREATS));
    // A pawn between the bishop and the queen blocks the threat.
    assertEquals(0, whiteMg(trace("Kg1", "kh8", "Bb2", "Pd4", "qf6", "pg7"), THREATS));
  }

  @Test
  void rookThreatensAQueenButNotAnotherRook() {
    assertEquals(w("threat.by_rook.queen.mg"), whiteMg(trace("Kg1", "kb8", "Ra1", "qa7"), THREATS));
    assertEquals(0, whiteMg(trace("Kg1", "kb8", "Ra1", "ra7"), THREATS));
  }

  @Test
  void threatsAreCountedForTheAttackingSide() {
    EvalTrace black = trace("Kg1", "kg8", "Ne4", "Pf3", "pd5");
    assertEquals(0, whiteMg(black, THREATS));
    assertEquals(w("threat.by_pawn.knight.mg"), blackMg(black, THREATS));
  }

  @Test
  void anUnguardedAttackedPieceHangs() {
    // The rook threatens a knight with no weight of its own; the knight hangs.
    EvalTrace hanging = trace("Kg1", "kg8", "Ra1", "na5");
    assertEquals(w("threat.hanging.mg"), whiteMg(hanging, THREATS));
    assertEquals(w("threat.hanging.eg"), whiteEg(hanging, THREATS));
    // Guarded by a pawn, it is not even weak.
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Ra1", "na5", "pb6"), THREATS));
  }

  @Test
  void aGuardedPieceHangsOnlyWhenAttackedTwice() {
    // Attacked by both rooks, guarded by the queen alone.
    assertEquals(w("threat.hanging.mg"), whiteMg(trace("Kg1", "kg8", "Rd1", "Ra5", "nd5", "qd7"), THREATS));
    // Attacked once and guarded once: weak, but it does not hang.
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Rd1", "nd5", "qd7"), THREATS));
  }

  @Test
  void aWeakPawnTheKingAttacksCountsForTheKing() {
    EvalTrace byKing = trace("Kd4", "kg8", "pd5");
    assertEquals(w("threat.hanging.mg") + w("threat.by_king.mg"), whiteMg(byKing, THREATS));
    assertEquals(w("threat.hanging.eg") + w("threat.by_king.eg"), whiteEg(byKing, THREATS));
    assertEquals(0, whiteMg(trace("Kd4", "kg8", "pd5", "pe6"), THREATS));
  }

  @Test
  void aSafePawnPushThatWouldAttackAPieceIsAThreat() {
    // d4-d5 would attack the knight on e6, and no black pawn guards d5.
    EvalTrace push = trace("Kg1", "kg8", "Pd4", "ne6");
    assertEquals(w("threat.pawn_push.mg"), whiteMg(push, THREATS));
    assertEquals(w("threat.pawn_push.eg"), whiteEg(push, THREATS));
    // A black pawn on c6 guards d5: the push is not safe.
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Pd4", "ne6", "pc6"), THREATS));
    // A blocked pawn cannot push.
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Pd4", "ne6", "pd5"), THREATS));
  }

  @Test
  void aDoublePushFromTheSecondRankCounts() {
    // d2-d4 would attack the knight on c5; d3, which the knight attacks, only has to be empty.
    assertEquals(w("threat.pawn_push.mg"), whiteMg(trace("Kg1", "kg8", "Pd2", "nc5"), THREATS));
    // From the third rank there is no double push (d3-d5 would attack c6), and the knight
    // guards d4.
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Pd3", "nc6"), THREATS));
  }
}
