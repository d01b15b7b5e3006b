package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The magic-bitboard slider attacks equal plain ray walks for every square and many occupancies. */
class AttacksTest {
  /** The squares along a direction up to and including the first occupied one. */
  private static long ray(int sq, int df, int dr, long occupancy) {
    long b = 0;
    int f = (sq & 7) + df;
    int r = (sq >>> 3) + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      long s = 1L << (r * 8 + f);
      b |= s;
      if ((occupancy & s) != 0) {
        break;
      }
      f += df;
      r += dr;
    }
    return b;
  }

  private static long rookByRays(int sq, long occupancy) {
    return ray(sq, 1, 0, occupancy) | ray(sq, -1, 0, occupancy)
        | ray(sq, 0, 1, occupancy) | ray(sq, 0, -1, occupancy);
  }

  private static long bishopByRays(int sq, long occupancy) {
    return ray(sq, 1, 1, occupancy) | ray(sq, -1, -1, occupancy)
        | ray(sq, 1, -1, occupancy) | ray(sq, -1, 1, occupancy);
  }

  @Test
  void slidingAttacksEqualRayWalks() {
    SplittableRandom random = new SplittableRandom(42);
    for (int i = 0; i < 20_000; i++) {
      // Sparse, medium and dense boards.
      long occupancy = random.nextLong() & random.nextLong();
      if (i % 3 == 1) {
        occupancy &= random.nextLong();
      } else if (i % 3 == 2) {
        occupancy |= random.nextLong();
      }
      int sq = random.nextInt(64);
      String where = "square " + sq + ", occupancy 0x" + Long.toHexString(occupancy);
      assertEquals(rookByRays(sq, occupancy), Attacks.rook(sq, occupancy), where);
      assertEquals(bishopByRays(sq, occupancy), Attacks.bishop(sq, occupancy), where);
      assertEquals(rookByRays(sq, occupancy) | bishopByRays(sq, occupancy), Attacks.queen(sq, occupancy), where);
    }
  }

  @Test
  void emptyAndFullBoards() {
    for (int sq = 0; sq < 64; sq++) {
      assertEquals(14, Long.bitCount(Attacks.rook(sq, 0)));
      assertEquals(rookByRays(sq, -1L), Attacks.rook(sq, -1L));
      assertEquals(bishopByRays(sq, 0), Attacks.bishop(sq, 0));
      assertEquals(bishopByRays(sq, -1L), Attacks.bishop(sq, -1L));
      assertEquals(rookByRays(sq, 0), Attacks.rookOnEmptyBoard(sq));
      assertEquals(bishopByRays(sq, 0), Attacks.bishopOnEmptyBoard(sq));
    }
  }

  @Test
  void knightAndKingSteps() {
    assertEquals(2, Long.bitCount(Attacks.knight(0)));
    assertEquals(8, Long.bitCount(Attacks.knight(27)));
    assertEquals(3, Long.bitCount(Attacks.king(63)));
    assertEquals(8, Long.bitCount(Attacks.king(27)));
    assertEquals((1L << 10) | (1L << 17), Attacks.knight(0));
  }
}
