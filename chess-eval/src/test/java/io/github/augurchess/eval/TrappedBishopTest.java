package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.blackMg;
import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TrappedBishopTest {
  private static final EvalTerm TRAPPED = EvalTerm.TRAPPED_BISHOP;

  @Test
  void bishopOnA7BehindB6IsTrapped() {
    EvalTrace trapped = trace("Ke1", "ke8", "Ba7", "pb6");
    assertEquals(w("trapped_bishop.rank7.mg"), whiteMg(trapped, TRAPPED));
    assertEquals(w("trapped_bishop.rank7.eg"), whiteEg(trapped, TRAPPED));
    EvalTrace free = trace("Ke1", "ke8", "Ba7", "pc6");
    assertEquals(0, whiteMg(free, TRAPPED));
  }

  @Test
  void bishopOnH6BehindG5IsTrappedOnTheSixth() {
    EvalTrace trapped = trace("Ke1", "ke8", "Bh6", "pg5");
    assertEquals(w("trapped_bishop.rank6.mg"), whiteMg(trapped, TRAPPED));
  }

  @Test
  void blackBishopOnH2BehindG3IsTrapped() {
    EvalTrace trapped = trace("Ke1", "ke8", "bh2", "Pg3");
    assertEquals(w("trapped_bishop.rank7.mg"), blackMg(trapped, TRAPPED));
    assertEquals(0, whiteMg(trapped, TRAPPED));
  }

  @Test
  void ownPawnDoesNotTrap() {
    EvalTrace trace = trace("Ke1", "ke8", "Ba7", "Pb6");
    assertEquals(0, whiteMg(trace, TRAPPED));
  }
}
