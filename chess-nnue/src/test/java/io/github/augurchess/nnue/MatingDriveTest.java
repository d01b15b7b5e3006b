package io.github.augurchess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class MatingDriveTest {
  private static int drive(String fen) {
    return MatingDrive.forWhite(Board.fromFen(fen));
  }

  @Test
  void appliesOnlyWhereTheWeakerSideHasNoPawnsAndIsFourUnitsBehind() {
    assertEquals(0, drive("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    // A rook against a bishop is two units: no drive.
    assertEquals(0, drive("8/8/3k4/8/8/2b5/8/R3K3 w - - 0 1"));
    // A queen against a pawn: the weaker side has a pawn.
    assertEquals(0, drive("8/8/3k4/3p4/8/8/8/Q3K3 w - - 0 1"));
    assertTrue(drive("8/8/3k4/8/8/8/8/Q3K3 w - - 0 1") > 0, "queen against a bare king");
    assertTrue(drive("8/8/3k4/3r4/8/8/8/Q3K3 w - - 0 1") > 0, "queen against rook");
    assertTrue(drive("q3k3/8/8/8/8/3K4/8/8 w - - 0 1") < 0, "Black's queen");
  }

  @Test
  void pushesTheBareKingToTheEdgeAndTheKingsTogether() {
    // The kings four steps apart in each.
    int centre = drive("8/8/8/3k4/8/8/7R/3K4 w - - 0 1");
    int edge = drive("8/8/8/k3K3/8/8/7R/8 w - - 0 1");
    int corner = drive("k3K3/8/8/8/8/8/7R/8 w - - 0 1");
    assertTrue(centre < edge && edge < corner, centre + " " + edge + " " + corner);
    assertTrue(drive("k7/8/1K6/8/8/8/7R/8 w - - 0 1") > corner, "kings close");
  }

  @Test
  void withBishopAndKnightDrivesToACornerOfTheBishopsColour() {
    // A dark-squared bishop (c1): a1 and h8 are the mating corners, a8 and h1 are not.
    int right = drive("7k/8/8/8/8/8/8/1NB1K3 w - - 0 1");
    int wrong = drive("k7/8/8/8/8/8/8/1NB1K3 w - - 0 1");
    assertTrue(right > wrong + 5 * MatingDrive.BISHOP_CORNER, right + " " + wrong);
  }

  @Test
  void theColourFlippedPositionGetsTheOppositeScore() {
    assertEquals(drive("8/8/3k4/3r4/8/8/8/Q3K3 w - - 0 1"), -drive("q3k3/8/8/8/3R4/3K4/8/8 b - - 0 1"));
    assertEquals(drive("7k/8/8/8/8/8/8/1NB1K3 w - - 0 1"), -drive("1nb1k3/8/8/8/8/8/8/7K b - - 0 1"));
  }
}
