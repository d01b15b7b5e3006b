package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.File;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Rank;
import io.github.augurchess.api.Square;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link SquareSet} behaves as an immutable {@code Set<Square>}: its operations agree with {@link
 * EnumSet}'s over seeded random sets, and the public {@link Attacks} agree with the board.
 */
class SquareSetTest {
  private static final long SEED = 0x5EED5EEDL;

  private static EnumSet<Square> enumSetOf(long bits) {
    EnumSet<Square> set = EnumSet.noneOf(Square.class);
    for (Square s : Square.values()) {
      if ((bits & s.bit()) != 0) {
        set.add(s);
      }
    }
    return set;
  }

  @Test
  void setOperationsAgreeWithEnumSet() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 2_000; i++) {
      long a = random.nextLong() & random.nextLong();
      long b = random.nextLong() & random.nextLong();
      String where = String.format("seed 0x%X, case %d: %016X %016X", SEED, i, a, b);
      SquareSet x = SquareSet.of(a);
      SquareSet y = SquareSet.of(b);
      EnumSet<Square> ex = enumSetOf(a);
      EnumSet<Square> ey = enumSetOf(b);

      EnumSet<Square> union = EnumSet.copyOf(ex);
      union.addAll(ey);
      assertEquals(union, x.union(y), where);
      EnumSet<Square> intersection = EnumSet.copyOf(ex);
      intersection.retainAll(ey);
      assertEquals(intersection, x.intersection(y), where);
      EnumSet<Square> minus = EnumSet.copyOf(ex);
      minus.removeAll(ey);
      assertEquals(minus, x.minus(y), where);
      EnumSet<Square> xor = EnumSet.copyOf(union);
      xor.removeAll(intersection);
      assertEquals(xor, x.symmetricDifference(y), where);
      assertEquals(EnumSet.complementOf(ex), x.complement(), where);
      assertEquals(ex.size(), x.size(), where);
      assertEquals(ex, x, where);
      assertEquals(x, ex, where);
      assertEquals(ex.hashCode(), x.hashCode(), where);
      assertEquals(!intersection.isEmpty(), x.intersects(y), where);
      assertEquals(ey.containsAll(ex), x.isSubsetOf(y), where);
      assertEquals(new ArrayList<>(ex), new ArrayList<>(x), where + ": iteration in index order");
      assertEquals(ex.stream().findFirst(), x.first(), where);
      for (Square s : Square.values()) {
        assertEquals(ex.contains(s), x.contains(s), where + " " + s);
      }
    }
  }

  @Test
  void isImmutable() {
    SquareSet set = SquareSet.of(Square.E4, Square.D5);
    assertThrows(UnsupportedOperationException.class, () -> set.add(Square.A1));
    assertThrows(UnsupportedOperationException.class, () -> set.remove(Square.E4));
    SquareSet more = set.with(Square.A1);
    assertEquals(2, set.size());
    assertEquals(Set.of(Square.E4, Square.D5, Square.A1), more);
    assertEquals(Set.of(Square.D5), set.without(Square.E4));
  }

  @Test
  void namedSetsAndBitsRoundTrip() {
    assertEquals(64, SquareSet.ALL.size());
    assertTrue(SquareSet.EMPTY.isEmpty());
    assertEquals(Optional.empty(), SquareSet.EMPTY.first());
    assertEquals(32, SquareSet.DARK_SQUARES.size());
    assertTrue(SquareSet.DARK_SQUARES.contains(Square.A1));
    assertFalse(SquareSet.LIGHT_SQUARES.contains(Square.A1));
    assertEquals(Bitboards.FILE_A, SquareSet.file(File.A).bits());
    assertEquals(Bitboards.RANK_8, SquareSet.rank(Rank.R8).bits());
    assertEquals(Optional.of(Square.H8), SquareSet.rank(Rank.R8).last());
    assertEquals(SquareSet.rank(Rank.R1), SquareSet.rank(Rank.R8).flipRanks());
    assertEquals(0x1234_5678_9ABC_DEF0L, SquareSet.of(0x1234_5678_9ABC_DEF0L).bits());
    assertEquals(SquareSet.of(Square.E4, Square.A1), SquareSet.copyOf(List.of(Square.A1, Square.E4)));
  }

  @Test
  void betweenAndLine() {
    assertEquals(SquareSet.of(Square.E2, Square.E3, Square.E4, Square.E5, Square.E6, Square.E7),
        SquareSet.between(Square.E1, Square.E8));
    assertEquals(SquareSet.of(Square.B2, Square.C3), SquareSet.between(Square.A1, Square.D4));
    assertTrue(SquareSet.between(Square.A1, Square.B3).isEmpty());
    assertEquals(SquareSet.file(File.E), SquareSet.line(Square.E2, Square.E5));
    assertEquals(8, SquareSet.line(Square.A1, Square.C3).size());
    assertTrue(SquareSet.line(Square.A1, Square.B3).isEmpty());
  }

  @Test
  void diagramDrawsRankEightFirst() {
    String diagram = SquareSet.of(Square.A8, Square.H1).diagram();
    assertEquals("1 . . . . . . .\n", diagram.substring(0, 16));
    assertTrue(diagram.endsWith(". . . . . . . 1\n"));
  }

  @Test
  void typedAttacksAgreeWithTheBoard() {
    Board board = Board.fromFen("r3k2r/pp3ppp/2n1bn2/2bpp3/4P3/2NP1N2/PPPB1PPP/R2QKB1R w KQkq - 0 8");
    SquareSet occupied = SquareSet.of(board.occupied());
    for (Color color : Color.values()) {
      for (PieceType type : PieceType.values()) {
        long expected = board.attackedSquares(color, type);
        long fromSets = 0;
        for (Square s : SquareSet.of(board.pieces(color) & board.pieces(type))) {
          fromSets |= Attacks.of(Piece.of(color, type), s, occupied).bits();
        }
        assertEquals(expected, fromSets, color + " " + type);
      }
    }
    assertEquals(SquareSet.of(Square.D3, Square.F3), Attacks.pawn(Color.WHITE, Square.E2));
    assertEquals(SquareSet.of(Square.B3, Square.C2), Attacks.knight(Square.A1));
    assertEquals(3, Attacks.king(Square.H8).size());
    assertEquals(Attacks.rook(Square.D4, occupied).union(Attacks.bishop(Square.D4, occupied)),
        Attacks.queen(Square.D4, occupied));
  }
}
