package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static io.github.augurchess.eval.TermFixtures.whiteEg;
import static io.github.augurchess.eval.TermFixtures.whiteMg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RookFilesTest {
  private static final EvalTerm FILES = EvalTerm.ROOK_FILES;

  @Test
  void rookOnAFileWithoutPawnsIsOnAnOpenFile() {
    EvalTrace open = trace("Kg1", "kg8", "Rd1", "Pa2", "pa7");
    assertEquals(w("rook.open_file.mg"), whiteMg(open, FILES));
    assertEquals(w("rook.open_file.eg"), whiteEg(open, FILES));
  }

  @Test
  void rookFacingOnlyEnemyPawnsIsOnAHalfOpenFile() {
    EvalTrace halfOpen = trace("Kg1", "kg8", "Rd1", "pd6");
    assertEquals(w("rook.half_open_file.mg"), whiteMg(halfOpen, FILES));
  }

  @Test
  void rookBehindItsOwnPawnGetsNeither() {
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Rd1", "Pd2", "pd6"), FILES));
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Rd1", "Pd2"), FILES));
  }
}
