package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackEg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class KingFlankTest {
  private static final EvalTerm TERM = EvalTerm.KING_FLANK;

  @Test
  void enemyAttacksOnTheKingsFlankCountTwiceWhereDoubled() {
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Ph2", "ph7"), TERM));
    // e4 attacks f3 (on the flank e-h, ranks 1-5) and d3 (off it).
    assertEquals(w("king.flank_attacks.mg"), whiteMg(trace("Kg1", "kg8", "Ph2", "pe4"), TERM));
    // g4 attacks f3 again and h3: three in all.
    assertEquals(3 * w("king.flank_attacks.mg"), whiteMg(trace("Kg1", "kg8", "Ph2", "pe4", "pg4"), TERM));
    // A king on b1 has the flank a-d: e4's attack on d3 counts, f3 does not.
    assertEquals(w("king.flank_attacks.mg"), whiteMg(trace("Kb1", "kg8", "Pa2", "pe4"), TERM));
  }

  @Test
  void aKingOnAFlankWithoutPawnsIsExposed() {
    assertEquals(w("king.pawnless_flank.eg"), whiteEg(trace("Kg1", "kg8", "Pa2", "pa7"), TERM));
    assertEquals(w("king.pawnless_flank.eg"), blackEg(trace("Kg1", "kg8", "Pa2", "pa7"), TERM));
    // A pawn of either side on the flank is enough.
    assertEquals(0, whiteEg(trace("Kg1", "kg8", "Pa2", "ph7"), TERM));
    // The h-file king's flank is f-h: a pawn on e3 is not on it.
    assertEquals(w("king.pawnless_flank.eg"), whiteEg(trace("Kh1", "kg8", "Pe3", "pa7"), TERM));
  }
}
