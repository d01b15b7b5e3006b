package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackEg;
import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PieceSquareTest {
  private static final EvalTerm PSQT = EvalTerm.PIECE_SQUARE;

  @Test
  void eachPieceScoresItsSquare() {
    EvalTrace trace = trace("Kg1", "kb8", "Ne4", "Pe2", "Qa1");
    assertEquals(w("psqt.king.b1.mg") + w("psqt.knight.d4.mg") + w("psqt.pawn.d2.mg") + w("psqt.queen.a1.mg"),
        whiteMg(trace, PSQT));
    assertEquals(w("psqt.king.b1.eg") + w("psqt.knight.d4.eg") + w("psqt.pawn.d2.eg") + w("psqt.queen.a1.eg"),
        whiteEg(trace, PSQT));
  }

  @Test
  void blackReadsTheTablesFromItsSide() {
    // Black's e5 knight stands on its own fourth rank: the d4 weight; its king on b8 uses b1.
    EvalTrace trace = trace("Kg1", "kb8", "ne5", "pd7");
    assertEquals(w("psqt.king.b1.mg") + w("psqt.knight.d4.mg") + w("psqt.pawn.d2.mg"), blackMg(trace, PSQT));
    assertEquals(w("psqt.king.b1.eg") + w("psqt.knight.d4.eg") + w("psqt.pawn.d2.eg"), blackEg(trace, PSQT));
  }

  @Test
  void moreCentralKnightScoresTheDifferenceOfItsSquares() {
    int centre = whiteMg(trace("Kh1", "kh8", "Nd5"), PSQT);
    int corner = whiteMg(trace("Kh1", "kh8", "Na1"), PSQT);
    assertEquals(w("psqt.knight.d5.mg") - w("psqt.knight.a1.mg"), centre - corner);
  }
}
