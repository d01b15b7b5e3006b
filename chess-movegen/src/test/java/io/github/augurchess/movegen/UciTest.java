package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.NotationException;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** UCI move text on the board: reading ({@code parseUci}, {@code playUci}) and writing ({@code uci}). */
class UciTest {
  private static final String CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  private static final String PROMOTION = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
  /** Chess960: king g1, rooks b1 and h1, both castlings legal. */
  private static final String CHESS960_OPEN = "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1";
  /** Chess960 (the Fen example): king g1 between rooks f1 and h1, both castlings blocked. */
  private static final String CHESS960_BLOCKED = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

  @Test
  void normalMovesReadWriteAndPlay() {
    Board board = Board.startingPosition();
    Move e4 = board.parseUci("e2e4");
    assertSame(Move.of(Square.E2, Square.E4), e4);
    assertEquals("e2e4", board.uci(e4));
    assertEquals(0, board.historySize(), "parseUci does not play");
    assertSame(e4, board.playUci("e2e4"));
    assertSame(Move.of(Square.G8, Square.F6), board.playUci("g8f6"));
    assertEquals("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2", board.fen());
    assertEquals(2, board.historySize());
    assertSame(Move.of(Square.G8, Square.F6), board.lastMove());
  }

  @ParameterizedTest
  @CsvSource({"e7e8q, QUEEN", "e7e8r, ROOK", "e7e8b, BISHOP", "e7e8n, KNIGHT"})
  void promotionsTakeALowerCaseLetter(String text, PieceType type) {
    Board board = Fen.parse(PROMOTION);
    Move move = board.parseUci(text);
    assertSame(Move.of(Square.E7, Square.E8, type), move);
    assertEquals(text, board.uci(move));
    board.playUci(text);
    assertEquals(type.sanLetter(), board.pieceAt(Square.E8).fenChar());
  }

  @Test
  void promotionWithoutALetterIsIllegal() {
    Board board = Fen.parse(PROMOTION);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> board.playUci("e7e8"));
    assertEquals("e7e8", e.move());
    assertEquals(PROMOTION, e.fen());
    assertEquals(PROMOTION, board.fen());
  }

  @Test
  void promotionLetterOnANonPromotionIsIllegal() {
    Board board = Board.startingPosition();
    assertThrows(IllegalMoveException.class, () -> board.playUci("e2e4q"));
    assertEquals(Fen.STARTING_POSITION, board.fen());
  }

  @Test
  void standardCastlingReadsAsKingTwoSquaresOrKingTakesRookAndWritesKingTwoSquares() {
    Board board = Fen.parse(CASTLING);
    Move shortCastle = Move.of(Square.E1, Square.H1);
    Move longCastle = Move.of(Square.E1, Square.A1);
    assertSame(shortCastle, board.parseUci("e1g1"));
    assertSame(shortCastle, board.parseUci("e1h1"));
    assertSame(longCastle, board.parseUci("e1c1"));
    assertSame(longCastle, board.parseUci("e1a1"));
    assertEquals("e1g1", board.uci(shortCastle));
    assertEquals("e1c1", board.uci(longCastle));
    assertEquals("e1f1", board.uci(board.parseUci("e1f1")));

    board.playUci("e1g1");
    assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", board.fen());
    assertEquals("e8c8", board.uci(board.parseUci("e8c8")));
    board.playUci("e8a8");
    assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", board.fen());
  }

  @Test
  void standardCastlingWithoutTheRightIsIllegalInBothForms() {
    String fen = "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1";
    Board board = Fen.parse(fen);
    assertThrows(IllegalMoveException.class, () -> board.playUci("e1g1"));
    assertThrows(IllegalMoveException.class, () -> board.playUci("e1h1"));
    assertEquals(fen, board.fen());
  }

  @Test
  void chess960CastlingIsKingTakesRookBothWays() {
    Board board = Fen.parse(CHESS960_OPEN, Variant.CHESS960);
    Move shortCastle = board.parseUci("g1h1");
    Move longCastle = board.parseUci("g1b1");
    assertSame(Move.of(Square.G1, Square.H1), shortCastle);
    assertSame(Move.of(Square.G1, Square.B1), longCastle);
    assertEquals("g1h1", board.uci(shortCastle));
    assertEquals("g1b1", board.uci(longCastle));
    assertTrue(board.legalMoves().contains(shortCastle));
    board.playUci("g1b1");
    assertEquals("1r4kr/8/8/8/8/8/8/2KR3R b kq - 1 1", board.fen());
    board.playUci("g8h8");
    assertEquals("1r3rk1/8/8/8/8/8/8/2KR3R w - - 2 2", board.fen());
  }

  @Test
  void chess960KingTwoSquaresIsAKingMoveNotCastling() {
    // King e1 and rook h1 as in standard chess, but in Chess960 e1g1 means the king walks to g1.
    Board board = Fen.parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Variant.CHESS960);
    assertEquals("e1h1", board.uci(board.parseUci("e1h1")));
    assertThrows(IllegalMoveException.class, () -> board.parseUci("e1g1"));
  }

  @Test
  void chess960BlockedCastlingIsIllegal() {
    Board board = Fen.parse(CHESS960_BLOCKED, Variant.CHESS960);
    // O-O needs f1 for the rook (the other rook stands there); O-O-O crosses the knight on e1.
    assertThrows(IllegalMoveException.class, () -> board.playUci("g1h1"));
    assertThrows(IllegalMoveException.class, () -> board.playUci("g1f1"));
    assertEquals(CHESS960_BLOCKED, Fen.writeShredder(board));
    assertEquals("f4f5", board.uci(board.parseUci("f4f5")));
  }

  @Test
  void fourZerosIsTheNullMove() {
    Board board = Board.startingPosition();
    assertSame(Move.NULL, board.parseUci("0000"));
    assertEquals("0000", board.uci(Move.NULL));
    board.playUci("0000");
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1", board.fen());
    assertSame(Move.NULL, board.lastMove());
  }

  @Test
  void nullMoveInCheckIsIllegal() {
    String fen = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
    Board board = Fen.parse(fen);
    assertThrows(IllegalMoveException.class, () -> board.playUci("0000"));
    assertEquals(fen, board.fen());
  }

  @Test
  void a1a1IsNotTheNullMove() {
    // Move.of(A1, A1) has code 0 like Move.NULL; as text it must not pass the turn.
    Board board = Fen.parse("4k3/8/8/8/8/8/8/K7 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> board.parseUci("a1a1"));
  }

  @ParameterizedTest(name = "\"{0}\" at column {1}")
  @CsvSource(delimiter = '|', textBlock = """
      ''        | 1
      e2        | 1
      e2e       | 1
      e2e4q1    | 1
      O-O       | 1
      E2E4      | 1
      i2i4      | 1
      e9e4      | 1
      ' e2e4'   | 1
      e2E4      | 3
      e2e0      | 3
      e2-e4     | 3
      e7e8Q     | 5
      e7e8k     | 5
      e7e8p     | 5
      e7e8x     | 5
      'e2e4 '   | 5
      """)
  void malformedTextIsANotationExceptionWithColumn(String text, int column) {
    Board board = Fen.parse(PROMOTION);
    NotationException e = assertThrows(NotationException.class, () -> board.parseUci(text));
    assertFalse(e instanceof FenException);
    assertEquals(column, e.column(), e::getMessage);
    assertEquals(1, e.line());
    assertEquals(text, e.text());
    assertThrows(NotationException.class, () -> board.playUci(text));
    assertEquals(PROMOTION, board.fen());
    assertEquals(0, board.historySize());
  }

  @ParameterizedTest
  @CsvSource({
      "e2e5, pawn three squares",
      "e7e5, black pawn with white to move",
      "e1e2, onto an own piece",
      "g1g3, knight moving like a rook",
      "e3e4, from an empty square",
      "e2e2, to its own square"})
  void illegalMovesThrowAndLeaveTheBoardUnchanged(String text, String why) {
    Board board = Board.startingPosition();
    board.playUci("d2d4");
    board.playUci("d7d5");
    String before = board.fen();
    long key = board.zobristKey();
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> board.playUci(text), why);
    assertEquals(text, e.move());
    assertEquals(before, e.fen());
    assertEquals(before, board.fen());
    assertEquals(key, board.zobristKey());
    assertEquals(2, board.historySize());
    assertSame(Move.of(Square.D7, Square.D5), board.lastMove());
  }

  @Test
  void moveIntoCheckIsIllegal() {
    String fen = "4k3/8/8/8/8/8/4r3/3K4 w - - 0 1";
    Board board = Fen.parse(fen);
    assertThrows(IllegalMoveException.class, () -> board.playUci("d1e1"));
    assertEquals(fen, board.fen());
  }
}
