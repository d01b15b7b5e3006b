package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackEg;
import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PiecePlacementTest {
  private static final EvalTerm TERM = EvalTerm.PIECE_PLACEMENT;

  /** The term's middlegame and endgame values for these counts. */
  private static int[] expected(int pawnsOnColour, int behindPawn, int minorKingDistance, int pawnDistance) {
    int[] score = new int[2];
    String[] phases = {"mg", "eg"};
    for (int i = 0; i < 2; i++) {
      score[i] = pawnsOnColour * w("bishop.pawns_on_colour." + phases[i])
          + behindPawn * w("minor.behind_pawn." + phases[i])
          + minorKingDistance * w("minor.king_distance." + phases[i])
          + pawnDistance * w("king.pawn_distance." + phases[i]);
    }
    return score;
  }

  private static void assertWhite(int[] expected, EvalTrace trace) {
    assertEquals(expected[0], whiteMg(trace, TERM));
    assertEquals(expected[1], whiteEg(trace, TERM));
  }

  @Test
  void aBishopCountsTheOwnPawnsOnItsColourOnly() {
    // c1, b2 and d2 are dark squares, f3 a light one; the king is 4 from the bishop, 2 from f3.
    assertWhite(expected(2, 0, 4, 2), trace("Kg1", "kg8", "Bc1", "Pb2", "Pd2", "Pf3"));
    // A knight on the same square has no colour to block.
    assertWhite(expected(0, 0, 4, 2), trace("Kg1", "kg8", "Nc1", "Pb2", "Pd2", "Pf3"));
    // Two bishops on dark squares count the pawns twice; enemy pawns never, though the bishop
    // on e3 bears on the one on a7 (an x-ray through b6, c5, d4).
    EvalTrace two = trace("Kg1", "kg8", "Bc1", "Be3", "Pb2", "Pd2", "Pf3", "pa7", "pc7");
    int[] twoBishops = expected(4, 0, 4 + 2, 2);
    assertEquals(twoBishops[0] + w("bishop.xray_pawns.mg"), whiteMg(two, TERM));
    assertEquals(twoBishops[1] + w("bishop.xray_pawns.eg"), whiteEg(two, TERM));
    // With a pawn of its own on d4 (a dark square) in the way, the x-ray still counts.
    EvalTrace blocked = trace("Kg1", "kg8", "Be3", "Pd4", "pa7");
    int[] oneBishop = expected(1, 0, 2, 3);
    assertEquals(oneBishop[0] + w("bishop.xray_pawns.mg"), whiteMg(blocked, TERM));
  }

  @Test
  void aMinorPieceBehindAPawnOfEitherSide() {
    assertWhite(expected(0, 1, 3, 0), trace("Kg1", "kg8", "Nd4", "pd5"));
    assertWhite(expected(0, 1, 3, 4), trace("Kg1", "kg8", "Nd4", "Pd5"));
    // A pawn two squares ahead, or beside, does not shield it.
    assertWhite(expected(0, 0, 3, 0), trace("Kg1", "kg8", "Nd4", "pd6", "pe5"));
    // For black, in front is towards rank 1.
    EvalTrace black = trace("Kg1", "kg8", "nd5", "Pd4");
    int[] blackExpected = expected(0, 1, 3, 0);
    assertEquals(blackExpected[0], blackMg(black, TERM));
    assertEquals(blackExpected[1], blackEg(black, TERM));
  }

  @Test
  void theKingCountsItsDistanceToTheNearestPawnOfItsSide() {
    assertWhite(expected(0, 0, 0, 6), trace("Kg1", "kg8", "Pa2"));
    assertWhite(expected(0, 0, 0, 1), trace("Kg1", "kg8", "Pa2", "Ph2"));
    // No pawns: nothing to guard.
    assertWhite(expected(0, 0, 0, 0), trace("Kg1", "kg8", "pa7"));
  }

  @Test
  void aBishopSeeingTwoCentreSquaresPastThePawnsIsOnALongDiagonal() {
    int[] base = expected(0, 0, 5, 0);
    EvalTrace open = trace("Kg1", "kg8", "Bb2");
    assertEquals(base[0] + w("bishop.long_diagonal.mg"), whiteMg(open, TERM));
    assertEquals(base[1] + w("bishop.long_diagonal.eg"), whiteEg(open, TERM));
    // A pawn on c3 closes the diagonal (and stands on the bishop's colour, 4 from the king).
    assertWhite(expected(1, 0, 5, 4), trace("Kg1", "kg8", "Bb2", "Pc3"));
    // Pieces do not close it: only pawns are fixed enough to count.
    EvalTrace pastKnight = trace("Kg1", "kg8", "Bb2", "nc3");
    assertEquals(base[0] + w("bishop.long_diagonal.mg"), whiteMg(pastKnight, TERM));
  }
}
