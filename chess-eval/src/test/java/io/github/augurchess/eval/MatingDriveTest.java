package io.github.augurchess.eval;

import static io.github.augurchess.eval.TermFixtures.trace;
import static io.github.augurchess.eval.TermFixtures.w;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Color;
import org.junit.jupiter.api.Test;

class MatingDriveTest {
  private static int whiteEg(String... pieces) {
    return trace(pieces).eg(EvalTerm.MATING_DRIVE, Color.WHITE);
  }

  private static int blackEg(String... pieces) {
    return trace(pieces).eg(EvalTerm.MATING_DRIVE, Color.BLACK);
  }

  @Test
  void theBareKingIsDrivenToTheEdgeAndTheKingsTogether() {
    // e5 is a centre square (0 steps), a8 a corner (6); the kings d3-e5 are 2 apart, b6-a8 2.
    assertEquals(0 * w("mating.edge.eg") + 5 * w("mating.kings_close.eg"), whiteEg("Kd3", "ke5", "Ra1"));
    assertEquals(6 * w("mating.edge.eg") + 5 * w("mating.kings_close.eg"), whiteEg("Kb6", "ka8", "Rh1"));
    // h4: 3 steps from the centre files, 0 from the centre ranks; kings a1-h4 are 7 apart.
    assertEquals(3 * w("mating.edge.eg"), whiteEg("Ka1", "kh4", "Qd1"));
  }

  @Test
  void queenAgainstRookIsDrivenToo() {
    assertEquals(6 * w("mating.edge.eg") + 5 * w("mating.kings_close.eg"), blackEg("Ka8", "kb6", "qd4", "Rh1"));
    assertEquals(0, whiteEg("Ka8", "kb6", "qd4", "Rh1"));
  }

  @Test
  void bishopAndKnightDriveTheKingToACornerOfTheBishopsColour() {
    // The bishop on c1 is dark-squared: a1 and h8 are the mating corners, the light diagonal
    // a8-h1 the farthest from them. The centre steps do not count here.
    int close = 5 * w("mating.kings_close.eg");
    assertEquals(close + 7 * w("mating.bishop_corner.eg"), whiteEg("Kc2", "ka1", "Bc1", "Nd1"));
    assertEquals(close, whiteEg("Kb6", "ka8", "Bc1", "Nd1"));
    // Along the edge from the wrong corner to the right one the king gains a step a square.
    assertEquals(close + 4 * w("mating.bishop_corner.eg"), whiteEg("Kc4", "ka4", "Bc1", "Nd1"));
    assertEquals(close + 5 * w("mating.bishop_corner.eg"), whiteEg("Kc3", "ka3", "Bh2", "Nd1"));
    // With a light-squared bishop (f1) the mating corners are a8 and h1.
    assertEquals(close + 7 * w("mating.bishop_corner.eg"), whiteEg("Kb6", "ka8", "Bf1", "Nd1"));
    assertEquals(close, whiteEg("Kc2", "ka1", "Bf1", "Nd1"));
  }

  @Test
  void offWhenTheWeakerSideHasPawnsOrTheLeadIsSmall() {
    assertEquals(0, whiteEg("Kb6", "ka8", "Rh1", "ph7"));
    // A rook against a bishop is a lead of 2 units, a queen against two rooks of -1.
    assertEquals(0, whiteEg("Kb6", "ka8", "Rh1", "bh7"));
    assertEquals(0, whiteEg("Kb6", "ka8", "Qc1", "rh7", "rg7"));
    assertEquals(0, blackEg("Kb6", "ka8", "Qc1", "rh7", "rg7"));
    // Both sides with pawns: the middlegame and most endgames never reach the term.
    assertEquals(0, whiteEg("Kb6", "ka8", "Qc1", "Pa2", "ph7"));
  }
}
