package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SeventhRankTest {
  private static final EvalTerm SEVENTH = EvalTerm.SEVENTH_RANK;

  @Test
  void rookOnTheSeventhWithTheKingOnTheEighth() {
    EvalTrace trace = trace("Kg1", "kh8", "Ra7");
    assertEquals(w("rook.seventh_rank.mg"), whiteMg(trace, SEVENTH));
    assertEquals(w("rook.seventh_rank.eg"), whiteEg(trace, SEVENTH));
  }

  @Test
  void rookOnTheSeventhWithPawnsThere() {
    EvalTrace trace = trace("Kg1", "kh6", "Ra7", "pg7");
    assertEquals(w("rook.seventh_rank.mg"), whiteMg(trace, SEVENTH));
  }

  @Test
  void seventhRankIsWorthNothingWithoutKingOrPawnsBehind() {
    EvalTrace trace = trace("Kg1", "kh6", "Ra7", "pg6");
    assertEquals(0, whiteMg(trace, SEVENTH));
  }

  @Test
  void queenOnTheSeventhHasItsOwnWeight() {
    EvalTrace trace = trace("Kg1", "kh8", "Qa7", "Rb7");
    assertEquals(w("queen.seventh_rank.mg") + w("rook.seventh_rank.mg"), whiteMg(trace, SEVENTH));
  }

  @Test
  void blacksSeventhIsTheSecondRank() {
    EvalTrace trace = trace("Kg1", "kh8", "ra2");
    assertEquals(w("rook.seventh_rank.mg"), blackMg(trace, SEVENTH));
  }
}
