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

  @Test
  void aRookOnAQueensFile() {
        // The d-file holds pawns of both sides, so only the queen counts; either side's queen.
    int base = whiteMg(trace("Kg1", "kg8", "Rd1", "Pd4", "pd5"), FILES);
    assertEquals(0, base);
    assertEquals(w("rook.queen_file.mg"),
        whiteMg(trace("Kg1", "kg8", "Rd1", "Pd4", "pd5", "qd8"), FILES));
    assertEquals(w("rook.queen_file.eg"),
        whiteEg(trace("Kg1", "kg8", "Rd1", "Pd4", "pd5", "Qd2"), FILES));
    assertEquals(0, whiteMg(trace("Kg1", "kg8", "Rd1", "Pd4", "pd5", "qe8"), FILES));
  }
}
