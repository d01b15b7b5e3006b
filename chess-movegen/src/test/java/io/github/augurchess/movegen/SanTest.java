package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SAN on the board: writing ({@code san}, {@code lan}), strict reading (exactly what {@code san}
 * writes), lenient reading (what real files contain), and the typed refusals.
 */
class SanTest {
  /** White queens on h4, e4 and h1 all reach e1: each needs a different disambiguation. */
  private static final String THREE_QUEENS = "8/k7/8/8/4Q2Q/8/8/K6Q w - - 0 1";
  /** White knights b1 and f3 both reach d2 (file tells them apart). */
  private static final String KNIGHTS_ON_FILES = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
  /** White knights b1 and b3 both reach d2 (only the rank tells them apart). */
  private static final String KNIGHTS_ON_A_FILE = "4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1";
  /** The knight on c3 is pinned by the bishop on a5, so only Ng3 reaches e4. */
  private static final String PINNED_KNIGHT = "4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1";
  /** After 1.e4 Nf6 2.e5 d5: exd6 is en passant. */
  private static final String EN_PASSANT = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
  /** Pawn on c7 can promote on c8 (quietly) or capture on b8 or d8. */
  private static final String PROMOTIONS = "1n1rk3/2P5/8/8/8/8/8/4K3 w - - 0 1";
  private static final String CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  /** Chess960: king g1 between rooks b1 and h1. */
  private static final String CHESS960 = "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1";

  /** A move of the starting position. */
  private static Move move(String uci) {
    return Board.startingPosition().parseUci(uci);
  }

  private static Move coordinates(Square from, Square to) {
    return Move.of(from, to);
  }

  // ---------------------------------------------------------------- writing

  @Test
  void threeQueensNeedFileRankAndBothSquares() {
    Board board = Fen.parse(THREE_QUEENS);
    assertEquals("Qh4e1", board.san(coordinates(Square.H4, Square.E1)), "shares file with h1 and rank with e4");
    assertEquals("Qee1", board.san(coordinates(Square.E4, Square.E1)), "the file tells e4 apart");
    assertEquals("Q1e1", board.san(coordinates(Square.H1, Square.E1)), "shares the file with h4: rank");
    assertEquals("Qf2+", board.san(coordinates(Square.H4, Square.F2)), "only h4 reaches f2, checking along f2-a7");
    assertEquals("Qhg4", board.san(coordinates(Square.H4, Square.G4)), "h4 and e4 reach g4; the file tells");
    for (String san : List.of("Qh4e1", "Qee1", "Q1e1")) {
      assertEquals(san, board.san(board.parseSan(san)));
    }
  }

  @Test
  void knightsAreDisambiguatedByFileFirstThenRank() {
    Board files = Fen.parse(KNIGHTS_ON_FILES);
    assertEquals("Nbd2", files.san(coordinates(Square.B1, Square.D2)));
    assertEquals("Nfd2", files.san(coordinates(Square.F3, Square.D2)));
    assertEquals("Nc3", files.san(coordinates(Square.B1, Square.C3)));
    Board ranks = Fen.parse(KNIGHTS_ON_A_FILE);
    assertEquals("N1d2", ranks.san(coordinates(Square.B1, Square.D2)));
    assertEquals("N3d2", ranks.san(coordinates(Square.B3, Square.D2)));
    assertEquals("Nc3", ranks.san(coordinates(Square.B1, Square.C3)));
  }

  @Test
  void rooksAreDisambiguatedToo() {
    Board board = Fen.parse("4k3/8/8/R7/8/8/8/R4RK1 w - - 0 1");
    assertEquals("Rad1", board.san(coordinates(Square.A1, Square.D1)));
    assertEquals("Rfd1", board.san(coordinates(Square.F1, Square.D1)));
    assertEquals("R1a3", board.san(coordinates(Square.A1, Square.A3)));
    assertEquals("R5a3", board.san(coordinates(Square.A5, Square.A3)));
    assertEquals("Rb5", board.san(coordinates(Square.A5, Square.B5)));
  }

  @Test
  void aPinnedPieceDoesNotCountForDisambiguation() {
    Board board = Fen.parse(PINNED_KNIGHT);
    assertEquals("Ne4", board.san(coordinates(Square.G3, Square.E4)));
    assertSame(coordinates(Square.G3, Square.E4), board.parseSan("Ne4"));
    assertSame(coordinates(Square.G3, Square.E4), board.parseSan("Nge4", SanMode.LENIENT));
    SanException strict = assertThrows(SanException.class, () -> board.parseSan("Nge4"));
    assertEquals(SanException.Kind.MALFORMED, strict.kind(), strict::getMessage);
    SanException pinned = assertThrows(SanException.class, () -> board.parseSan("Nce4", SanMode.LENIENT));
    assertEquals(SanException.Kind.NO_SUCH_MOVE, pinned.kind(), pinned::getMessage);
  }

  @Test
  void capturesTakeAnXAndPawnCapturesTheirFile() {
    Board board = Board.startingPosition();
    for (String san : List.of("e4", "d5", "Nc3", "Nf6")) {
      board.playSan(san);
    }
    assertEquals("exd5", board.san(coordinates(Square.E4, Square.D5)));
    assertEquals("Nxd5", board.san(coordinates(Square.C3, Square.D5)));
    assertEquals("Bb5+", board.san(coordinates(Square.F1, Square.B5)));
    assertEquals("e5", board.san(coordinates(Square.E4, Square.E5)));
  }

  @Test
  void enPassantIsWrittenAsAPawnCapture() {
    Board board = Fen.parse(EN_PASSANT);
    Move ep = coordinates(Square.E5, Square.D6);
    assertEquals("exd6", board.san(ep));
    assertEquals("e5xd6", board.lan(ep));
    assertSame(ep, board.parseSan("exd6"));
    board.playSan("exd6");
    assertEquals("rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", board.fen());
  }

  @Test
  void promotionsTakeAnEqualsSignAndThePiece() {
    Board board = Fen.parse(PROMOTIONS);
    // The rook on d8 shields the king from a new queen or rook on c8.
    assertEquals("c8=Q", board.san(Move.of(Square.C7, Square.C8, PieceType.QUEEN)));
    assertEquals("c8=R", board.san(Move.of(Square.C7, Square.C8, PieceType.ROOK)));
    assertEquals("c8=B", board.san(Move.of(Square.C7, Square.C8, PieceType.BISHOP)));
    assertEquals("c8=N", board.san(Move.of(Square.C7, Square.C8, PieceType.KNIGHT)));
    assertEquals("cxd8=Q+", board.san(Move.of(Square.C7, Square.D8, PieceType.QUEEN)));
    assertEquals("cxb8=N", board.san(Move.of(Square.C7, Square.B8, PieceType.KNIGHT)));
    assertEquals("c7xd8=Q+", board.lan(Move.of(Square.C7, Square.D8, PieceType.QUEEN)));
    assertEquals("c7-c8=N", board.lan(Move.of(Square.C7, Square.C8, PieceType.KNIGHT)));
  }

  @Test
  void castlingIsWrittenWithLetterO() {
    Board board = Fen.parse(CASTLING);
    assertEquals("O-O", board.san(coordinates(Square.E1, Square.H1)));
    assertEquals("O-O-O", board.san(coordinates(Square.E1, Square.A1)));
    assertEquals("O-O", board.lan(coordinates(Square.E1, Square.H1)));
    assertEquals("Kf1", board.san(coordinates(Square.E1, Square.F1)));
    assertEquals("Rxa8+", board.san(coordinates(Square.A1, Square.A8)));
    assertEquals("Ra1xa8+", board.lan(coordinates(Square.A1, Square.A8)));
  }

  @Test
  void castlingThatGivesCheckTakesThePlus() {
    assertEquals("O-O+", Fen.parse("5k2/8/8/8/8/8/8/4K2R w K - 0 1").san(coordinates(Square.E1, Square.H1)));
    assertEquals("O-O-O+", Fen.parse("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1").san(coordinates(Square.E1, Square.A1)));
  }

  @Test
  void chess960CastlingIsWrittenAndReadAsO() {
    Board board = Fen.parse(CHESS960, Variant.CHESS960);
    Move shortCastle = coordinates(Square.G1, Square.H1);
    Move longCastle = coordinates(Square.G1, Square.B1);
    assertEquals("O-O", board.san(shortCastle));
    assertEquals("O-O-O", board.san(longCastle));
    assertSame(shortCastle, board.parseSan("O-O"));
    assertSame(longCastle, board.parseSan("O-O-O"));
    assertSame(shortCastle, board.parseSan("g1h1", SanMode.LENIENT), "king takes rook");
    assertSame(longCastle, board.parseSan("0-0-0", SanMode.LENIENT));
    board.playSan("O-O-O");
    assertEquals("1r4kr/8/8/8/8/8/8/2KR3R b kq - 1 1", board.fen());
  }

  @Test
  void chess960CastlingWhereTheKingStepsOneSquareIsNotTheKingMove() {
    // King f1, rook h1: O-O puts the king on g1, and so does the plain king move Kg1.
    Board board = Fen.parse("4k3/8/8/8/8/8/8/5K1R w H - 0 1", Variant.CHESS960);
    Move castle = coordinates(Square.F1, Square.H1);
    Move kingMove = coordinates(Square.F1, Square.G1);
    assertEquals("O-O", board.san(castle));
    assertEquals("Kg1", board.san(kingMove));
    assertSame(castle, board.parseSan("O-O"));
    assertSame(kingMove, board.parseSan("Kg1"));
    assertSame(kingMove, board.parseSan("f1g1", SanMode.LENIENT), "in Chess960 f1g1 is the king's step");
    assertSame(castle, board.parseSan("f1h1", SanMode.LENIENT));
  }

  @Test
  void checkAndMateSuffixes() {
    Board board = Board.startingPosition();
    board.playSan("f3");
    board.playSan("e5");
    board.playSan("g4");
    Move mate = coordinates(Square.D8, Square.H4);
    assertEquals("Qh4#", board.san(mate));
    assertEquals("Qd8-h4#", board.lan(mate));
    assertEquals("Be7", board.san(coordinates(Square.F8, Square.E7)));
    Board check = Fen.parse("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assertEquals("Ra8+", check.san(coordinates(Square.A1, Square.A8)));
    assertEquals("Ra1-a8+", check.lan(coordinates(Square.A1, Square.A8)));
  }

  @Test
  void writingAnIllegalMoveThrows() {
    Board board = Board.startingPosition();
    assertThrows(IllegalMoveException.class, () -> board.san(coordinates(Square.E2, Square.E5)));
    assertThrows(IllegalMoveException.class, () -> board.lan(coordinates(Square.E7, Square.E5)));
    assertThrows(IllegalMoveException.class, () -> board.san(Move.NULL));
  }

  @Test
  void sanOfEveryStartingMoveIsDistinctAndReadsBack() {
    Board board = Board.startingPosition();
    Set<String> seen = new HashSet<>();
    for (Move m : board.legalMoves()) {
      String san = board.san(m);
      assertTrue(seen.add(san), san);
      assertSame(m, board.parseSan(san));
    }
    assertEquals(20, seen.size());
  }

  // ---------------------------------------------------------------- strict reading

  @ParameterizedTest(name = "strict \"{0}\" is {1}")
  @CsvSource(delimiter = '|', textBlock = """
      0-0         | MALFORMED
      O-O         | NO_SUCH_MOVE
      Nf3+        | MALFORMED
      Ng1f3       | MALFORMED
      Ngf3        | MALFORMED
      Ng1-f3      | MALFORMED
      e2e4        | MALFORMED
      e2-e4       | MALFORMED
      Pe4         | MALFORMED
      Nf3!        | MALFORMED
      nf3         | MALFORMED
      Nxf3        | MALFORMED
      exe4        | MALFORMED
      e5          | NO_SUCH_MOVE
      Nd4         | NO_SUCH_MOVE
      Ke2         | NO_SUCH_MOVE
      Bb5         | NO_SUCH_MOVE
      e8=Q        | NO_SUCH_MOVE
      --          | MALFORMED
      Z0          | MALFORMED
      0000        | MALFORMED
      """)
  void strictReadingRefusesAnythingButStandardSan(String text, SanException.Kind kind) {
    Board board = Board.startingPosition();
    SanException e = assertThrows(SanException.class, () -> board.parseSan(text));
    assertEquals(kind, e.kind(), e::getMessage);
    assertEquals(text, e.text());
    assertEquals(1, e.line());
    assertEquals(Fen.STARTING_POSITION, board.fen());
  }

  @Test
  void strictReadingRefusesAMissingCheckMarkOrCaptureMark() {
    Board board = Board.startingPosition();
    for (String san : List.of("f3", "e5", "g4")) {
      board.playSan(san);
    }
    assertEquals(SanException.Kind.MALFORMED, assertThrows(SanException.class, () -> board.parseSan("Qh4")).kind());
    assertEquals(SanException.Kind.MALFORMED, assertThrows(SanException.class, () -> board.parseSan("Qh4+")).kind());
    assertEquals(SanException.Kind.MALFORMED, assertThrows(SanException.class, () -> board.parseSan("Qd8h4#")).kind());
    assertSame(coordinates(Square.D8, Square.H4), board.parseSan("Qh4#"));
    Board ep = Fen.parse(EN_PASSANT);
    assertEquals(SanException.Kind.MALFORMED, assertThrows(SanException.class, () -> ep.parseSan("exd6 e.p.")).kind());
    assertEquals(SanException.Kind.MALFORMED, assertThrows(SanException.class, () -> ep.parseSan("ed6")).kind());
  }

  @Test
  void strictReadingOfANonCanonicalMoveNamesTheMove() {
    Board board = Board.startingPosition();
    SanException e = assertThrows(SanException.class, () -> board.parseSan("Ng1f3"));
    assertEquals(SanException.Kind.MALFORMED, e.kind());
    assertEquals(List.of(coordinates(Square.G1, Square.F3)), e.candidates());
    assertTrue(e.getMessage().contains("Nf3"), e::getMessage);
  }

  @ParameterizedTest(name = "strict promotion \"{0}\" is {1}")
  @CsvSource(delimiter = '|', textBlock = """
      c8Q         | MALFORMED
      c8=q        | MALFORMED
      c8=K        | MALFORMED
      c8=P        | MALFORMED
      c8          | NO_SUCH_MOVE
      Nc8         | NO_SUCH_MOVE
      c8=Q+       | MALFORMED
      c7c8=Q      | MALFORMED
      dxc8=Q+     | NO_SUCH_MOVE
      Kc8=Q       | MALFORMED
      """)
  void strictPromotionRefusals(String text, SanException.Kind kind) {
    Board board = Fen.parse(PROMOTIONS);
    SanException e = assertThrows(SanException.class, () -> board.parseSan(text));
    assertEquals(kind, e.kind(), e::getMessage);
    assertSame(Move.of(Square.C7, Square.C8, PieceType.QUEEN), board.parseSan("c8=Q"));
  }

  // ---------------------------------------------------------------- lenient reading

  @ParameterizedTest(name = "lenient \"{0}\" is {1}")
  @CsvSource(delimiter = '|', textBlock = """
      Nf3         | g1f3
      Nf3+        | g1f3
      Nf3#        | g1f3
      Nf3!?       | g1f3
      Ngf3        | g1f3
      Ng1f3       | g1f3
      Ng1-f3      | g1f3
      Ng1xf3      | g1f3
      g1f3        | g1f3
      g1-f3       | g1f3
      ' Nf3 '     | g1f3
      e4          | e2e4
      Pe4         | e2e4
      Pe2e4       | e2e4
      e2e4        | e2e4
      e2-e4       | e2e4
      e2e4+       | e2e4
      e3          | e2e3
      Nc3         | b1c3
      b1c3        | b1c3
      """)
  void lenientReadingAcceptsWhatRealFilesContain(String text, String uci) {
    Board board = Board.startingPosition();
    assertSame(move(uci), board.parseSan(text, SanMode.LENIENT));
    assertSame(move(uci), board.parseSan(text, SanMode.LENIENT_WITH_NULL_MOVES));
    assertEquals(Fen.STARTING_POSITION, board.fen(), "parsing does not play");
  }

  @ParameterizedTest(name = "lenient castling \"{0}\"")
  @CsvSource(delimiter = '|', textBlock = """
      O-O         | e1h1
      0-0         | e1h1
      OO          | e1h1
      00          | e1h1
      o-o         | e1h1
      O-O+        | e1h1
      0-0!        | e1h1
      e1g1        | e1h1
      e1h1        | e1h1
      Ke1g1       | e1h1
      O-O-O       | e1a1
      0-0-0       | e1a1
      OOO         | e1a1
      000         | e1a1
      e1c1        | e1a1
      e1a1        | e1a1
      Kf1         | e1f1
      Ke1f1       | e1f1
      """)
  void lenientReadingAcceptsCastlingInEveryCommonForm(String text, String kingTakesRook) {
    Board board = Fen.parse(CASTLING);
    Move expected = Move.of(Square.fromName(kingTakesRook.substring(0, 2)), Square.fromName(kingTakesRook.substring(2)));
    assertSame(expected, board.parseSan(text, SanMode.LENIENT));
  }

  @ParameterizedTest(name = "lenient en passant \"{0}\"")
  @ValueSource(strings = {"exd6", "exd6 e.p.", "exd6e.p.", "exd6 e.p.+", "ed6", "e5d6", "e5xd6", "Pe5xd6", "exd6!"})
  void lenientReadingAcceptsEnPassantMarks(String text) {
    Board board = Fen.parse(EN_PASSANT);
    assertSame(coordinates(Square.E5, Square.D6), board.parseSan(text, SanMode.LENIENT));
  }

  @ParameterizedTest(name = "lenient promotion \"{0}\" is {1}")
  @CsvSource(delimiter = '|', textBlock = """
      c8=Q        | c7c8q
      c8=Q+       | c7c8q
      c8Q         | c7c8q
      c8q         | c7c8q
      c8=N        | c7c8n
      c8n         | c7c8n
      c7c8q       | c7c8q
      c7c8=R      | c7c8r
      c7-c8=B     | c7c8b
      cxd8=Q      | c7d8q
      cxd8q       | c7d8q
      c7d8n       | c7d8n
      cd8=R       | c7d8r
      cxb8=N      | c7b8n
      """)
  void lenientReadingAcceptsPromotionForms(String text, String uci) {
    Board board = Fen.parse(PROMOTIONS);
    assertSame(board.parseUci(uci), board.parseSan(text, SanMode.LENIENT));
  }

  @Test
  void lenientReadingAcceptsAMissingMateMark() {
    Board board = Board.startingPosition();
    for (String san : List.of("f3", "e5", "g4")) {
      board.playSan(san);
    }
    Move mate = coordinates(Square.D8, Square.H4);
    for (String text : List.of("Qh4", "Qh4+", "Qh4#", "Qd8h4", "Qd8-h4#", "d8h4", "Qh4++")) {
      assertSame(mate, board.parseSan(text, SanMode.LENIENT), text);
    }
  }

  @Test
  void lenientOverDisambiguationStillHasToMatch() {
    Board board = Fen.parse(THREE_QUEENS);
    assertSame(coordinates(Square.E4, Square.E1), board.parseSan("Qe4e1", SanMode.LENIENT));
    assertSame(coordinates(Square.E4, Square.E1), board.parseSan("Qe4-e1", SanMode.LENIENT));
    assertSame(coordinates(Square.H1, Square.E1), board.parseSan("Qh1e1", SanMode.LENIENT));
    assertSame(coordinates(Square.H4, Square.E1), board.parseSan("h4e1", SanMode.LENIENT));
    SanException wrongOrigin = assertThrows(SanException.class, () -> board.parseSan("Qa4e1", SanMode.LENIENT));
    assertEquals(SanException.Kind.NO_SUCH_MOVE, wrongOrigin.kind());
  }

  // ---------------------------------------------------------------- null moves

  @ParameterizedTest
  @ValueSource(strings = {"--", "Z0", "0000"})
  void nullMovesReadOnlyWhereAsked(String text) {
    Board board = Board.startingPosition();
    assertSame(Move.NULL, board.parseSan(text, SanMode.LENIENT_WITH_NULL_MOVES));
    SanException lenient = assertThrows(SanException.class, () -> board.parseSan(text, SanMode.LENIENT));
    assertEquals(SanException.Kind.MALFORMED, lenient.kind(), lenient::getMessage);
    SanException strict = assertThrows(SanException.class, () -> board.parseSan(text));
    assertEquals(SanException.Kind.MALFORMED, strict.kind(), strict::getMessage);
    board.playSan(text, SanMode.LENIENT_WITH_NULL_MOVES);
    assertSame(Move.NULL, board.lastMove());
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1", board.fen());
  }

  @Test
  void aNullMoveInCheckIsReadButCannotBePlayed() {
    String fen = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
    Board board = Fen.parse(fen);
    assertSame(Move.NULL, board.parseSan("--", SanMode.LENIENT_WITH_NULL_MOVES));
    assertThrows(IllegalMoveException.class, () -> board.playSan("--", SanMode.LENIENT_WITH_NULL_MOVES));
    assertEquals(fen, board.fen());
    assertEquals(0, board.historySize());
  }

  // ---------------------------------------------------------------- refusals

  @Test
  void ambiguousTextNamesEveryCandidate() {
    Board knights = Fen.parse(KNIGHTS_ON_FILES);
    for (SanMode mode : SanMode.values()) {
      SanException e = assertThrows(SanException.class, () -> knights.parseSan("Nd2", mode));
      assertEquals(SanException.Kind.AMBIGUOUS, e.kind(), mode::toString);
      assertEquals(Set.of(coordinates(Square.B1, Square.D2), coordinates(Square.F3, Square.D2)),
          Set.copyOf(e.candidates()));
      assertEquals(2, e.candidates().size());
    }
    Board queens = Fen.parse(THREE_QUEENS);
    SanException all = assertThrows(SanException.class, () -> queens.parseSan("Qe1"));
    assertEquals(SanException.Kind.AMBIGUOUS, all.kind());
    assertEquals(Set.of(coordinates(Square.H4, Square.E1), coordinates(Square.E4, Square.E1),
        coordinates(Square.H1, Square.E1)), Set.copyOf(all.candidates()));
    SanException hFile = assertThrows(SanException.class, () -> queens.parseSan("Qhe1", SanMode.LENIENT));
    assertEquals(SanException.Kind.AMBIGUOUS, hFile.kind());
    assertEquals(Set.of(coordinates(Square.H4, Square.E1), coordinates(Square.H1, Square.E1)),
        Set.copyOf(hFile.candidates()));
    SanException fourthRank = assertThrows(SanException.class, () -> queens.parseSan("Q4e1"));
    assertEquals(SanException.Kind.AMBIGUOUS, fourthRank.kind());
    assertEquals(Set.of(coordinates(Square.H4, Square.E1), coordinates(Square.E4, Square.E1)),
        Set.copyOf(fourthRank.candidates()));
  }

  @ParameterizedTest
  @EnumSource(SanMode.class)
  void noSuchMoveHasNoCandidates(SanMode mode) {
    Board board = Board.startingPosition();
    for (String text : List.of("Nf4", "e5", "Qh5", "O-O", "O-O-O", "Kd2", "exd5", "a1=Q")) {
      SanException e = assertThrows(SanException.class, () -> board.parseSan(text, mode), text);
      assertEquals(SanException.Kind.NO_SUCH_MOVE, e.kind(), () -> text + ": " + e.getMessage());
      assertEquals(List.of(), e.candidates(), text);
    }
  }

  @Test
  void castlingInCheckOrThroughAttackIsNoSuchMove() {
    Board inCheck = Fen.parse("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
    assertEquals(SanException.Kind.NO_SUCH_MOVE,
        assertThrows(SanException.class, () -> inCheck.parseSan("O-O", SanMode.LENIENT)).kind());
    Board attacked = Fen.parse("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    assertEquals(SanException.Kind.NO_SUCH_MOVE,
        assertThrows(SanException.class, () -> attacked.parseSan("O-O")).kind());
    assertSame(coordinates(Square.E1, Square.A1), attacked.parseSan("O-O-O"));
  }

  @ParameterizedTest(name = "\"{0}\" is malformed at column {1}")
  @CsvSource(delimiter = '|', textBlock = """
      ''          | 1
      e           | 1
      Nz9         | 2
      e9          | 1
      Xe4         | 1
      Nf3x        | 4
      e8=         | 2
      Ke8=Q       | 1
      """)
  void malformedTextIsRefusedWithAColumn(String text, int column) {
    Board board = Board.startingPosition();
    for (SanMode mode : SanMode.values()) {
      SanException e = assertThrows(SanException.class, () -> board.parseSan(text, mode), mode::toString);
      assertEquals(SanException.Kind.MALFORMED, e.kind(), () -> mode + ": " + e.getMessage());
      assertEquals(column, e.column(), () -> mode + ": " + e.getMessage());
      assertTrue(e.column() >= 1 && e.column() <= Math.max(1, text.length()), e::getMessage);
      assertEquals("SAN move", e.field());
      assertEquals(1, e.line());
    }
  }

  @Test
  void lenientColumnsCountFromTheStartOfTheTextAsGiven() {
    // Lenient reading trims the text; the column must still point into the text the caller gave.
    Board board = Board.startingPosition();
    SanException e = assertThrows(SanException.class, () -> board.parseSan("  Nz9", SanMode.LENIENT));
    assertEquals(SanException.Kind.MALFORMED, e.kind());
    assertEquals(4, e.column(), e::getMessage);
    SanException trailing = assertThrows(SanException.class, () -> board.parseSan("Nz9+!", SanMode.LENIENT));
    assertEquals(2, trailing.column(), trailing::getMessage);
  }

  @ParameterizedTest
  @ValueSource(strings = {"N", "B", "R", "Q"})
  void aLonePieceLetterIsMalformedAtColumnOne(String text) {
    // A last letter is read as a promotion; with nothing before it the column must still be 1.
    Board board = Board.startingPosition();
    for (SanMode mode : SanMode.values()) {
      SanException e = assertThrows(SanException.class, () -> board.parseSan(text, mode), mode::toString);
      assertEquals(SanException.Kind.MALFORMED, e.kind(), () -> mode + ": " + e.getMessage());
      assertEquals(1, e.column(), () -> mode + ": " + e.getMessage());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"Nf4", "Nd2", "e5", "0-0", "Xe4", "", "e2e5", "Kg3", "e4 e5", "Kd8"})
  void aFailedPlaySanLeavesTheBoardUnchanged(String text) {
    Board board = Fen.parse(KNIGHTS_ON_FILES);
    board.playSan("Kf1");
    board.playSan("Kd8");
    String fen = board.fen();
    long key = board.zobristKey();
    for (SanMode mode : SanMode.values()) {
      assertThrows(SanException.class, () -> board.playSan(text, mode), mode::toString);
      assertEquals(fen, board.fen());
      assertEquals(key, board.zobristKey());
      assertEquals(2, board.historySize());
      assertSame(coordinates(Square.E8, Square.D8), board.lastMove());
    }
  }

  @Test
  void playSanPlaysAndReturnsTheMove() {
    Board board = Board.startingPosition();
    assertSame(coordinates(Square.E2, Square.E4), board.playSan("e4"));
    assertSame(coordinates(Square.E7, Square.E5), board.playSan("e7e5", SanMode.LENIENT));
    assertSame(coordinates(Square.G1, Square.F3), board.playSan("Nf3"));
    assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", board.fen());
    assertEquals(3, board.historySize());
  }
}
