package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MaterialTest {
  @Test
  void materialAddsPieceValues() {
    EvalTrace trace = trace("Kg1", "kg8", "Qd1", "Ra1", "Nb1", "Pa2", "Pb2", "rh8");
    assertEquals(w("material.queen.mg") + w("material.rook.mg") + w("material.knight.mg") + 2 * w("material.pawn.mg"),
        whiteMg(trace, EvalTerm.MATERIAL));
    assertEquals(w("material.queen.eg") + w("material.rook.eg") + w("material.knight.eg") + 2 * w("material.pawn.eg"),
        whiteEg(trace, EvalTerm.MATERIAL));
    assertEquals(w("material.rook.mg"), blackMg(trace, EvalTerm.MATERIAL));
  }

  @Test
  void bishopPairNeedsBishopsOnBothColours() {
    EvalTrace pair = trace("Kg1", "kg8", "Bc1", "Bf1");
    assertEquals(w("bishop_pair.mg"), whiteMg(pair, EvalTerm.BISHOP_PAIR));
    assertEquals(w("bishop_pair.eg"), whiteEg(pair, EvalTerm.BISHOP_PAIR));
    // c1 and e3 are both dark squares.
    EvalTrace sameColour = trace("Kg1", "kg8", "Bc1", "Be3");
    assertEquals(0, whiteMg(sameColour, EvalTerm.BISHOP_PAIR));
    EvalTrace single = trace("Kg1", "kg8", "Bc1", "Nf1");
    assertEquals(0, whiteMg(single, EvalTerm.BISHOP_PAIR));
  }
}
