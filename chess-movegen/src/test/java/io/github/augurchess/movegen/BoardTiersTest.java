package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.Square;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The board's two tiers: what a user sees first checks every move, and the unchecked packed-int
 * tier is reached only through {@link Board#unchecked()}.
 */
class BoardTiersTest {
  @Test
  void boardTakesNoRawIntAnywhere() {
    List<String> offenders = new ArrayList<>();
    for (Method m : Board.class.getMethods()) {
      if (!Modifier.isPublic(m.getModifiers()) || m.getDeclaringClass() == Object.class) {
        continue;
      }
      for (Class<?> parameter : m.getParameterTypes()) {
        if (parameter == int.class || parameter == int[].class) {
          offenders.add(m.toString());
        }
      }
    }
    assertEquals(List.of(), offenders, "public methods of Board that take a raw int");
  }

  /** {@code b.makeMove(b.parseSan("O-O").code())} threw ArrayIndexOutOfBoundsException. */
  @Test
  void castlingThroughTheCheckedTierMovesKingAndRook() {
    Board b = Board.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    Move castle = b.parseSan("O-O");
    b.play(castle);
    assertEquals(Piece.WHITE_KING, b.pieceAt(Square.G1));
    assertEquals(Piece.WHITE_ROOK, b.pieceAt(Square.F1));
    assertNull(b.pieceAt(Square.H1));
    assertNull(b.pieceAt(Square.E1));
    b.undo();
    assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", b.fen());
    // The code alone, as the old reproduction passed it, is a move value the checked tier
    // accepts or refuses as a whole: it is king takes rook, the same castling.
    b.play(Move.fromCode(castle.code()));
    assertEquals(Piece.WHITE_KING, b.pieceAt(Square.G1));
  }

  /** {@code e.makeMove(e.parseSan("exd6").code())} left the captured pawn on d5. */
  @Test
  void enPassantThroughTheCheckedTierRemovesTheCapturedPawn() {
    Board e = Board.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    e.play(Move.fromCode(e.parseSan("exd6").code()));
    assertNull(e.pieceAt(Square.D5), "the captured pawn");
    assertEquals(Piece.WHITE_PAWN, e.pieceAt(Square.D6));
    assertEquals("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2", e.fen());
  }

  @Test
  void checkedTierRefusesAndLeavesTheBoard() {
    Board b = Board.startingPosition();
    String before = b.fen();
    Move illegal = Move.of(Square.E2, Square.E5);
    assertThrows(IllegalMoveException.class, () -> b.play(illegal));
    assertThrows(IllegalMoveException.class, () -> b.givesCheck(illegal));
    assertThrows(IllegalMoveException.class, () -> b.see(illegal));
    assertThrows(IllegalStateException.class, b::undo);
    assertEquals(before, b.fen());
  }

  @Test
  void checkedTestsAgreeWithTheUncheckedTier() {
    Board b = Board.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3");
    UncheckedBoard u = b.unchecked();
    for (Move move : b.legalMoves()) {
      int packed = u.pack(move);
      assertEquals(u.givesCheck(packed), b.givesCheck(move), move.toString());
      assertEquals(u.see(packed), b.see(move), move.toString());
    }
    assertTrue(b.givesCheck(b.parseSan("Qxf7#")));
  }

  @Test
  void uncheckedViewActsOnItsBoard() {
    Board b = Board.startingPosition();
    UncheckedBoard u = b.unchecked();
    assertSame(u, b.unchecked());
    assertSame(b, u.board());
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int n = u.generateLegal(moves, 0);
    assertEquals(20, n);
    u.makeMove(u.pack(b.parseUci("e2e4")));
    assertEquals(Color.BLACK, b.sideToMove());
    assertEquals(Move.of(Square.E2, Square.E4), b.lastMove());
    b.undo();
    u.makeNullMove();
    assertEquals(Color.BLACK, b.sideToMove());
    u.unmakeNullMove();
    assertEquals(Board.startingPosition().fen(), b.fen());
    assertFalse(u.losesMaterial(u.pack(b.parseUci("g1f3"))));
  }
}
