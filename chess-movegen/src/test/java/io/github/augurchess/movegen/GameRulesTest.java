package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Termination;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rules that end a game, on hand-checked positions: insufficient material (both sides and
 * per side), repetition (threefold, claim by the next move, castling rights, en passant, fivefold),
 * the fifty- and seventy-five-move rules, stalemate and mate. The expectations follow python-chess
 * (and through it FIDE): the same order of terminations, the same material rules.
 *
 * <p>Tables: {@code -} stands for "no moves" or "no outcome"; moves are SAN, read leniently.
 */
class GameRulesTest {
  private static final String START = "startpos";

  /** The position of a FEN ({@code startpos} for the standard start) after the moves. */
  private static Board play(String fen, String moves) {
    Board board = fen.equals(START)
        ? Board.startingPosition()
        : Fen.parse(fen, FenLeniency.INCONSISTENT_CLOCKS);
    if (!moves.equals("-")) {
      for (String san : moves.trim().split("\\s+")) {
        board.playSan(san, SanMode.LENIENT);
      }
    }
    return board;
  }

  private static @Nullable Termination termination(String name) {
    return name.equals("-") ? null : Termination.valueOf(name);
  }

  private static @Nullable Termination terminationOf(@Nullable Outcome outcome) {
    return outcome == null ? null : outcome.termination();
  }

  // ---------------------------------------------------------------- insufficient material

  @ParameterizedTest(name = "{4}")
  @CsvSource(delimiter = '|', textBlock = """
      8/8/8/4k3/8/8/8/4K3 w - - 0 1               | true  | true  | true  | K v K
      8/8/8/4k3/8/8/8/4K3 b - - 0 1               | true  | true  | true  | K v K, black to move
      k7/8/8/8/8/8/8/7K w - - 0 1                 | true  | true  | true  | K v K in the corners
      8/8/8/4k3/8/8/8/4KN2 w - - 0 1              | true  | true  | true  | K+N v K
      8/8/8/4kn2/8/8/8/4K3 w - - 0 1              | true  | true  | true  | K v K+N
      4k3/8/8/8/8/8/8/4K2N w - - 0 1              | true  | true  | true  | K+N in the corner v K
      8/8/8/4k3/8/8/8/4KB2 w - - 0 1              | true  | true  | true  | K+B v K
      8/8/8/4kb2/8/8/8/4K3 w - - 0 1              | true  | true  | true  | K v K+B
      2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1            | true  | true  | true  | K+B v K+B, both light-squared
      2b1k3/8/8/8/8/8/8/4KB2 b - - 0 1            | true  | true  | true  | K+B v K+B light, black to move
      4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1           | true  | true  | true  | K+B+B on dark squares v K
      3bk3/8/8/8/8/4B3/8/2B1K3 w - - 0 1          | true  | true  | true  | K+B+B v K+B, all on dark squares
      4kb2/8/8/8/8/8/8/4KB2 w - - 0 1             | false | false | false | K+B v K+B, opposite colours
      4kb2/8/8/8/8/8/8/4KB2 b - - 0 1             | false | false | false | K+B v K+B opposite, black to move
      2b1k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1         | false | false | false | K+B+B dark v K+B light
      4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1            | false | false | true  | K+B+B on both colours v K
      4kn2/8/8/8/8/8/8/4KN2 w - - 0 1             | false | false | false | K+N v K+N is not drawn (incumbent bug)
      4kq2/8/8/8/8/8/8/4KN2 w - - 0 1             | false | true  | false | K+N v K+Q: the knight cannot mate
      3qkq2/8/8/8/8/8/8/4KN2 w - - 0 1            | false | true  | false | K+N v K+Q+Q
      r2qk3/8/8/8/8/8/8/4KN2 w - - 0 1            | false | false | false | K+N v K+Q+R: the rook allows selfmate
      4k3/8/8/8/8/8/8/3NKN2 w - - 0 1             | false | false | true  | K+N+N v K
      4k3/8/8/8/8/8/8/4KBN1 w - - 0 1             | false | false | true  | K+B+N v K
      4kn2/8/8/8/8/8/8/4KB2 w - - 0 1             | false | false | false | K+B v K+N
      4kb2/8/8/8/8/8/8/4KN2 w - - 0 1             | false | false | false | K+N v K+B
      r3k3/8/8/8/8/8/8/4KN2 w - - 0 1             | false | false | false | K+N v K+R
      r3k3/8/8/8/8/8/8/4KB2 w - - 0 1             | false | true  | false | K+B v K+R: the bishop cannot mate
      4kq2/8/8/8/8/8/8/4KB2 w - - 0 1             | false | true  | false | K+B v K+Q
      4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1            | false | false | false | K+N v K+P
      4k3/4p3/8/8/8/8/8/4KB2 w - - 0 1            | false | false | false | K+B v K+P
      2b1k3/8/8/8/8/8/3PP3/4KB2 w - - 0 1         | false | false | false | same-colour bishops and pawns
      4k3/8/8/8/8/8/4P3/4K3 w - - 0 1             | false | false | true  | K+P v K
      4k3/4p3/8/8/8/8/8/4K3 w - - 0 1             | false | true  | false | K v K+P
      4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1           | false | false | false | K+P v K+P
      4k3/8/8/8/8/8/8/R3K3 w - - 0 1              | false | false | true  | K+R v K: only black is short of material
      r3k3/8/8/8/8/8/8/4K3 w - - 0 1              | false | true  | false | K v K+R
      4k3/8/8/8/8/8/8/3QK3 w - - 0 1              | false | false | true  | K+Q v K
      3qk3/8/8/8/8/8/8/3QK3 w - - 0 1             | false | false | false | K+Q v K+Q
      """)
  void insufficientMaterial(String fen, boolean drawn, boolean white, boolean black, String what) {
    Board board = Fen.parse(fen);
    assertEquals(drawn, board.isInsufficientMaterial(), what);
    assertEquals(white, board.hasInsufficientMaterial(Color.WHITE), what + ": white");
    assertEquals(black, board.hasInsufficientMaterial(Color.BLACK), what + ": black");
    Board mirror = board.mirror();
    assertEquals(white, mirror.hasInsufficientMaterial(Color.BLACK), what + ": mirrored white");
    assertEquals(black, mirror.hasInsufficientMaterial(Color.WHITE), what + ": mirrored black");
    // None of these positions is mate or stalemate: only the material decides the outcome.
    assertEquals(drawn ? Outcome.draw(Termination.INSUFFICIENT_MATERIAL) : null, board.outcome(), what);
    assertEquals(drawn ? Outcome.draw(Termination.INSUFFICIENT_MATERIAL) : null, board.outcome(true), what);
    assertEquals(drawn, board.isGameOver(), what);
  }

  @Test
  void knightAgainstKnightIsNotDrawnBecauseAMateExists() {
    // The Java incumbent treats K+N v K+N as dead; the defending knight can take its own king's
    // last flight square. Here it does: Nf7 mates with the black knight on g8.
    Board board = Fen.parse("6nk/8/6K1/8/8/8/8/4N3 w - - 0 1");
    assertFalse(board.isInsufficientMaterial());
    assertFalse(board.hasInsufficientMaterial(Color.WHITE));
    assertFalse(board.hasInsufficientMaterial(Color.BLACK));
    for (String san : new String[] {"Nf3", "Nf6", "Ng5", "Ng8"}) {
      board.playSan(san);
      assertNull(board.outcome(), san);
    }
    board.playSan("Nf7#");
    assertTrue(board.isCheckmate());
    assertEquals(Outcome.win(Termination.CHECKMATE, Color.WHITE), board.outcome());
  }

  @Test
  void capturingTheLastPieceDrawsByMaterial() {
    Board board = Fen.parse("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    assertNull(board.outcome());
    board.playSan("Kxd2");
    assertEquals(Outcome.draw(Termination.INSUFFICIENT_MATERIAL), board.outcome());
    assertEquals("1/2-1/2", board.outcome().result());
    board.undo();
    assertNull(board.outcome());
  }

  @ParameterizedTest(name = "{0}: insufficient {1}")
  @CsvSource({"e8=N, true", "e8=B, true", "e8=R, false", "e8=Q, false"})
  void promotionDecidesWhetherMaterialIsSufficient(String san, boolean drawn) {
    Board board = Fen.parse("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assertFalse(board.isInsufficientMaterial());
    board.playSan(san);
    assertEquals(drawn, board.isInsufficientMaterial(), san);
    assertTrue(board.hasInsufficientMaterial(Color.BLACK));
    assertEquals(drawn, board.hasInsufficientMaterial(Color.WHITE));
  }

  // ---------------------------------------------------------------- repetition

  @ParameterizedTest(name = "[{index}] {6}")
  @CsvSource(delimiter = '|', textBlock = """
      startpos | -                                                                           | 1 | false | -                   | -                    | the start
      startpos | Nf3                                                                         | 1 | false | -                   | -                    | one move
      startpos | Nf3 Nf6 Ng1 Ng8                                                             | 2 | false | -                   | -                    | twice
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1                                                 | 2 | true  | -                   | THREEFOLD_REPETITION | Ng8 would repeat the start a third time
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8                                             | 3 | true  | -                   | THREEFOLD_REPETITION | threefold (incumbent: not detected)
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8                             | 4 | true  | -                   | THREEFOLD_REPETITION | fourfold
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1                 | 4 | true  | -                   | THREEFOLD_REPETITION | the fifth would come with Ng8
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8             | 5 | true  | FIVEFOLD_REPETITION | FIVEFOLD_REPETITION  | fivefold is automatic
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 | 6 | true | FIVEFOLD_REPETITION | FIVEFOLD_REPETITION  | sixfold
      startpos | Nf3 Nf6 Nc3 Nc6 Nb1 Nb8 Ng1 Ng8                                             | 2 | false | -                   | -                    | by another route
      startpos | Nf3 Nf6 Nc3 Nc6 Nb1 Nb8 Ng1 Ng8 Nc3 Nc6 Nf3 Nf6 Nb1 Nb8 Ng1 Ng8             | 3 | true  | -                   | THREEFOLD_REPETITION | threefold by transpositions
      startpos | Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8                                             | 3 | true  | -                   | THREEFOLD_REPETITION | threefold, not on consecutive moves
      startpos | Nc3 Nc6 Nb1 Nb8 e4                                                          | 1 | false | -                   | -                    | a pawn move makes a new position
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8                             | 1 | false | -                   | -                    | same pieces a third time, rights lost (incumbent: claimed)
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8             | 2 | false | -                   | -                    | twice without kingside rights
      startpos | Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 | 3 | true | -                 | THREEFOLD_REPETITION | three times without kingside rights
      startpos | Nf3 Nf6 Rg1 Ng8 Rh1 Nf6 Ng1 Ng8                                             | 1 | false | -                   | -                    | only white lost a right
      startpos | Nc3 Nc6 Rb1 Rb8 Ra1 Ra8 Nb1 Nb8                                             | 1 | false | -                   | -                    | queenside rights lost
      startpos | e4 e5 Ke2 Ke7 Ke1 Ke8                                                       | 1 | false | -                   | -                    | the kings walked: no rights
      startpos | e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8                                       | 2 | false | -                   | -                    | the kings walked twice
      startpos | e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8                       | 3 | true  | -                   | THREEFOLD_REPETITION | the kings walked three times
      startpos | e4 e5 Nf3 Nc6 Ng1 Nb8                                                       | 2 | false | -                   | -                    | after a double push no pawn can take en passant
      startpos | e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1 Nb8                                       | 3 | true  | -                   | THREEFOLD_REPETITION | threefold after a double push
      startpos | e4 Nc6 Nf3 Nb8 Ng1 Nc6 Nf3 Nb8 Ng1                                          | 3 | true  | -                   | THREEFOLD_REPETITION | the position after 1.e4 three times
      1n4k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1 | d5 Nc3 Nc6 Nb1 Nb8                             | 1 | false | -                   | -                    | en passant was legal the first time
      1n4k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1 | d5 Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8             | 2 | true  | -                   | THREEFOLD_REPETITION | twice, Nc3 would be the third
      1n4k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1 | d5 Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8 | 3 | true | -             | THREEFOLD_REPETITION | three times after the legal en passant
      1n2r1k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1 | d5 Nc3 Nc6 Nb1 Nb8                           | 2 | false | -                   | -                    | exd6 is pinned: the first time counts
      1n2r1k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1 | d5 Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8           | 3 | true  | -                   | THREEFOLD_REPETITION | pinned en passant, threefold
      1n5k/2p5/8/KP5r/8/8/8/1N6 b - - 0 1 | c5 Nc3 Na6 Nb1 Nb8                               | 2 | false | -                   | -                    | bxc6 would expose the king on the rank
      1n5k/2p5/8/KP5r/8/8/8/1N6 b - - 0 1 | c5 Nc3 Na6 Nb1 Nb8 Nc3 Na6 Nb1 Nb8               | 3 | true  | -                   | THREEFOLD_REPETITION | rank-pinned en passant, threefold
      r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | Kf1 Kf8 Ke1 Ke8                                  | 1 | false | -                   | -                    | castling rights gone
      r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8  | 3 | true  | -                   | THREEFOLD_REPETITION | three times without rights
      r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | Rb1 Rb8 Ra1 Ra8 Rb1 Rb8 Ra1 Ra8                  | 2 | false | -                   | -                    | rooks back home without their queenside rights
      """)
  void repetition(String fen, String moves, int repetitions, boolean claimable, String automatic, String claimed,
      String what) {
    Board board = play(fen, moves);
    assertEquals(repetitions, board.repetitions(), what);
    assertEquals(claimable, board.canClaimThreefoldRepetition(), what);
    assertEquals(repetitions >= 5, board.isFivefoldRepetition(), what);
    assertEquals(repetitions >= 3, board.isThreefoldRepetition(), what);
    assertEquals(termination(automatic.equals("-") && repetitions >= 3 ? "THREEFOLD_REPETITION" : automatic),
        terminationOf(board.outcomeOnBoard()), what);
    assertEquals(termination(automatic), terminationOf(board.outcome()), what);
    assertEquals(termination(claimed), terminationOf(board.outcome(true)), what);
    assertEquals(claimable || board.canClaimFiftyMoves(), board.canClaimDraw(), what);
    assertEquals(!automatic.equals("-"), board.isGameOver(), what);
  }

  @Test
  void thePinnedEnPassantSquareIsOutsideTheIdentityButInsideThePolyglotKey() {
    Board board = Fen.parse("1n2r1k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1");
    board.playSan("d5");
    assertSame(Square.D6, board.enPassantSquare(), "Polyglot keys it: a pawn stands ready");
    long identity = board.identityKey();
    assertNotEquals(board.zobristKey(), identity);
    for (String san : new String[] {"Nc3", "Nc6", "Nb1", "Nb8"}) {
      board.playSan(san);
    }
    assertEquals(identity, board.identityKey());
    assertEquals(identity, board.zobristKey());

    Board legal = Fen.parse("1n4k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1");
    legal.playSan("d5");
    assertEquals(legal.zobristKey(), legal.identityKey(), "exd6 is legal: the file belongs to the identity");
    long withEnPassant = legal.identityKey();
    for (String san : new String[] {"Nc3", "Nc6", "Nb1", "Nb8"}) {
      legal.playSan(san);
    }
    assertNotEquals(withEnPassant, legal.identityKey());
  }

  @Test
  void isRepetitionSeesTheSecondOccurrence() {
    Board board = Board.startingPosition();
    for (String san : new String[] {"Nf3", "Nf6", "Ng1"}) {
      board.playSan(san);
      assertFalse(board.isRepetition(), san);
    }
    board.playSan("Ng8");
    assertTrue(board.isRepetition());
    board.undo();
    assertFalse(board.isRepetition());
  }

  @Test
  void undoTakesBackTheRepetitionCount() {
    Board board = play(START, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assertEquals(3, board.repetitions());
    board.undo();
    assertEquals(2, board.repetitions());
    assertTrue(board.canClaimThreefoldRepetition());
    board.undo();
    board.undo();
    assertEquals(2, board.repetitions(), "after 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3");
    assertFalse(board.canClaimThreefoldRepetition());
  }

  @Test
  void aCopyKeepsTheHistoryForRepetition() {
    Board board = play(START, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    Board copy = board.copy();
    copy.playSan("Ng8");
    assertEquals(3, copy.repetitions());
    assertEquals(2, board.repetitions());
  }

  // ---------------------------------------------------------------- fifty and seventy-five moves

  @ParameterizedTest(name = "[{index}] {6}")
  @CsvSource(delimiter = '|', textBlock = """
      4k3/8/8/8/8/8/8/R3K3 w - - 0 80          | -     | false | false | -                     | -                     | clock 0
      4k3/8/8/8/8/8/8/R3K3 w - - 50 80         | -     | false | false | -                     | -                     | clock 50
      4k3/8/8/8/8/8/8/R3K3 w - - 98 80         | -     | false | false | -                     | -                     | clock 98
      4k3/8/8/8/8/8/8/R3K3 w - - 99 80         | -     | true  | false | -                     | FIFTY_MOVES           | clock 99 and a quiet move to make
      4k3/8/8/8/8/8/8/R3K3 b - - 99 80         | -     | true  | false | -                     | FIFTY_MOVES           | clock 99, black to move
      4k3/8/8/8/8/8/8/R3K3 w - - 100 80        | -     | true  | false | -                     | FIFTY_MOVES           | clock 100
      4k3/8/8/8/8/8/8/R3K3 w - - 100 51        | -     | true  | false | -                     | FIFTY_MOVES           | clock 100 after exactly 100 plies
      4k3/8/8/8/8/8/8/R3K3 w - - 149 80        | -     | true  | false | -                     | FIFTY_MOVES           | clock 149
      4k3/8/8/8/8/8/8/R3K3 w - - 150 80        | -     | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | clock 150: automatic
      4k3/8/8/8/8/8/8/R3K3 w - - 155 20        | -     | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | clock 155 (inconsistent with the move number)
      4k3/8/8/8/8/8/8/R3K3 b - - 200 1         | -     | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | clock 200
      4k3/8/8/8/8/8/8/R3K3 w - - 98 80         | Ra2   | true  | false | -                     | FIFTY_MOVES           | a quiet move to 99
      4k3/8/8/8/8/8/8/R3K3 w - - 99 80         | Ra2   | true  | false | -                     | FIFTY_MOVES           | a quiet move to 100
      4k3/8/8/8/8/8/8/R3K3 w - - 149 80        | Ra2   | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | a quiet move to 150
      4k3/8/8/8/8/8/8/R3K3 b - - 149 200       | Kd7   | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | black's quiet move to 150
      4k3/8/8/8/8/8/r7/R3K3 w - - 149 200      | Rxa2  | false | false | -                     | -                     | a capture resets the clock
      4k3/8/8/8/8/8/4P3/4K3 w - - 149 200      | e4    | false | false | -                     | -                     | a pawn move resets the clock
      4k3/1P6/8/8/8/8/8/4K3 w - - 149 200      | b8=Q  | false | false | -                     | -                     | a promotion resets the clock
      4k3/1P6/8/8/8/8/8/4K3 w - - 149 200      | b8=N  | false | false | INSUFFICIENT_MATERIAL | INSUFFICIENT_MATERIAL | a knight promotion: reset, and dead material
      r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 99 100  | O-O   | true  | false | -                     | FIFTY_MOVES           | castling does not reset the clock
      r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 149 100 | O-O-O | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | castling to 150
      4k1n1/8/8/8/8/8/8/4K1N1 w - - 97 120     | Nf3   | false | false | -                     | -                     | knights, 98
      4k1n1/8/8/8/8/8/8/4K1N1 w - - 98 120     | Nf3   | true  | false | -                     | FIFTY_MOVES           | knights, 99
      4k1n1/8/8/8/8/8/8/4K1N1 w - - 98 120     | Nf3 Nf6 | true | false | -                    | FIFTY_MOVES           | knights, 100
      R3k3/8/8/8/8/8/8/4K3 b - - 150 200       | -     | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | in check at 150, with moves
      R3k3/8/4K3/8/8/8/8/8 b - - 150 200       | -     | false | false | CHECKMATE             | CHECKMATE             | mate at 150 is mate
      R3k3/8/4K3/8/8/8/8/8 b - - 100 200       | -     | false | false | CHECKMATE             | CHECKMATE             | mate at 100 is mate
      4k3/R7/4K3/8/8/8/8/8 w - - 149 200       | Ra8#  | false | false | CHECKMATE             | CHECKMATE             | mate on the 150th half-move takes precedence
      4k3/R7/4K3/8/8/8/8/8 w - - 149 200       | Ra6   | true  | true  | SEVENTY_FIVE_MOVES    | SEVENTY_FIVE_MOVES    | no mate on the 150th half-move
      7k/5Q2/6K1/8/8/8/8/8 b - - 150 200       | -     | false | false | STALEMATE             | STALEMATE             | stalemate at 150 is stalemate
      7k/5Q2/6K1/8/8/8/8/8 b - - 100 200       | -     | false | false | STALEMATE             | STALEMATE             | stalemate at 100 cannot be claimed
      7k/8/8/8/8/8/8/K7 w - - 120 150          | -     | true  | false | INSUFFICIENT_MATERIAL | INSUFFICIENT_MATERIAL | dead material comes first
      7k/8/8/8/8/8/8/K7 w - - 150 150          | -     | true  | true  | INSUFFICIENT_MATERIAL | INSUFFICIENT_MATERIAL | dead material before the 75 moves
      8/8/8/8/4b3/2k5/P7/K7 w - - 99 150       | -     | false | false | -                     | -                     | clock 99, only pawn moves
      8/8/8/8/4b3/2k5/P7/K7 w - - 100 150      | -     | true  | false | -                     | FIFTY_MOVES           | clock 100, only pawn moves
      6R1/8/8/8/8/5k2/5ppP/7K w - - 99 150     | -     | false | false | -                     | -                     | clock 99 in check, only a capture
      6R1/8/8/8/8/5k2/5ppP/7K w - - 100 150    | -     | true  | false | -                     | FIFTY_MOVES           | clock 100 in check
      7k/5P1p/7P/8/8/6p1/6P1/7K w - - 99 150   | -     | false | false | -                     | -                     | clock 99, the only quiet move stalemates
      """)
  void fiftyAndSeventyFiveMoves(String fen, String moves, boolean claimable, boolean seventyFive, String automatic,
      String claimed, String what) {
    Board board = play(fen, moves);
    assertEquals(claimable, board.canClaimFiftyMoves(), what);
    assertEquals(seventyFive, board.isSeventyFiveMoves(), what);
    // Fifty moves in the past, not the claim of a move still to be made: at 99 never.
    assertEquals(claimable && board.halfmoveClock() >= 100, board.isFiftyMoves(), what);
    assertEquals(termination(automatic.equals("-") && board.isFiftyMoves() ? "FIFTY_MOVES" : automatic),
        terminationOf(board.outcomeOnBoard()), what);
    assertEquals(termination(automatic), terminationOf(board.outcome()), what);
    assertEquals(termination(claimed), terminationOf(board.outcome(true)), what);
    assertEquals(!automatic.equals("-"), board.isGameOver(), what);
  }

  @Test
  void theFiftyMoveClaimFollowsTheClockThroughUndo() {
    Board board = Fen.parse("4k1n1/8/8/8/8/8/8/4K1N1 w - - 98 120");
    assertFalse(board.canClaimFiftyMoves());
    board.playSan("Nf3");
    board.playSan("Nf6");
    assertEquals(100, board.halfmoveClock());
    assertTrue(board.canClaimFiftyMoves());
    assertTrue(board.canClaimDraw());
    board.undo();
    assertTrue(board.canClaimFiftyMoves(), "99 with a quiet move to make");
    board.undo();
    assertFalse(board.canClaimFiftyMoves());
    assertFalse(board.canClaimDraw());
  }

  // ---------------------------------------------------------------- stalemate and mate

  @ParameterizedTest(name = "[{index}] {4}")
  @CsvSource(delimiter = '|', textBlock = """
      7k/5Q2/6K1/8/8/8/8/8 b - - 0 1              | -          | STALEMATE             | -     | queen a knight's move away: stalemate
      7k/6Q1/6K1/8/8/8/8/8 b - - 0 1              | -          | CHECKMATE             | WHITE | queen next to the king, guarded: mate
      k7/8/1Q6/8/8/8/8/7K b - - 0 1               | -          | STALEMATE             | -     | queen on b6
      k7/2Q5/8/8/8/8/8/7K b - - 0 1               | -          | STALEMATE             | -     | queen on c7
      k7/P7/1K6/8/8/8/8/8 b - - 0 1               | -          | STALEMATE             | -     | rook pawn on the seventh
      k7/P7/1K6/8/8/8/8/8 w - - 0 1               | -          | -                     | -     | the same with white to move
      1k6/1P6/1K6/8/8/8/8/8 b - - 0 1             | -          | STALEMATE             | -     | knight pawn on the seventh
      7k/7P/7K/8/8/8/8/8 b - - 0 1                | -          | STALEMATE             | -     | h-pawn on the seventh
      kb5R/8/1K6/8/8/8/8/8 b - - 0 1              | -          | STALEMATE             | -     | the only piece is pinned
      kb5R/8/1K6/8/8/8/8/8 w - - 0 1              | -          | -                     | -     | the same with white to move
      8/8/8/8/p7/P7/2K5/k1N5 b - - 0 1            | -          | STALEMATE             | -     | blocked pawn, boxed king
      8/8/8/8/8/1q6/8/K6k w - - 0 1               | -          | STALEMATE             | -     | white stalemated
      8/8/8/8/8/1k6/1p6/1K6 w - - 0 1             | -          | STALEMATE             | -     | white stalemated by a pawn
      k7/7R/1K6/8/8/8/8/8 b - - 0 1               | -          | -                     | -     | not stalemate: Kb8
      7k/5K2/6B1/8/8/8/8/8 b - - 0 1              | -          | INSUFFICIENT_MATERIAL | -     | stalemate with dead material: material first
      R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1           | -          | CHECKMATE             | WHITE | back rank
      R5k1/5pp1/7p/8/8/8/8/6K1 b - - 0 1          | -          | -                     | -     | back rank with a flight square
      6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1          | Rd8#       | CHECKMATE             | WHITE | back rank, played
      6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1            | -          | CHECKMATE             | WHITE | smothered
      6rk/5N1p/8/8/8/8/8/K7 b - - 0 1              | -          | -                     | -     | not smothered: Kg7
      7k/7R/5N2/8/8/8/8/K7 b - - 0 1              | -          | CHECKMATE             | WHITE | Arabian
      8/4N1pk/8/7R/8/8/8/K7 b - - 0 1             | -          | CHECKMATE             | WHITE | Anastasia
      2kr4/3n4/B7/8/5B2/8/8/K7 b - - 0 1          | -          | CHECKMATE             | WHITE | Boden
      3rkr2/8/4Q3/8/8/8/8/K7 b - - 0 1            | -          | CHECKMATE             | WHITE | epaulette
      5rk1/7Q/6P1/8/8/8/8/K7 b - - 0 1            | -          | CHECKMATE             | WHITE | queen guarded by a pawn
      k7/8/8/8/8/8/1R6/R6K b - - 0 1              | -          | CHECKMATE             | WHITE | two rooks
      k6b/8/8/8/8/8/8/RR5K b - - 0 1              | -          | -                     | -     | the checking rook can be taken
      k7/6r1/8/8/8/8/1R6/R6K b - - 0 1            | -          | -                     | -     | the check can be blocked
      K7/8/8/8/8/8/1r6/r6k w - - 0 1              | -          | CHECKMATE             | BLACK | two rooks, black wins
      4k3/8/8/8/1b6/8/4PP2/r3K2R w K - 0 1        | -          | CHECKMATE             | BLACK | double check; castling is no escape
      8/8/2Q5/k7/1Pp5/P7/8/7K b - b3 0 1          | -          | -                     | -     | only en passant escapes
      k7/2P5/1K6/8/8/8/8/8 w - - 0 1              | c8=Q#      | CHECKMATE             | WHITE | promotion to queen mates
      k7/2P5/1K6/8/8/8/8/8 w - - 0 1              | c8=R#      | CHECKMATE             | WHITE | promotion to rook mates
      k7/2P5/1K6/8/8/8/8/8 w - - 0 1              | c8=B       | INSUFFICIENT_MATERIAL | -     | promotion to bishop: Kb8 and dead material
      k7/2P5/1K6/8/8/8/8/8 w - - 0 1              | c8=N       | INSUFFICIENT_MATERIAL | -     | promotion to knight
      startpos                                    | f3 e5 g4 Qh4#  | CHECKMATE         | BLACK | fool's mate
      startpos                                    | e4 g5 Nc3 f5 Qh5#  | CHECKMATE     | WHITE | fool's mate for white
      startpos                                    | e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7# | CHECKMATE | WHITE | scholar's mate
      startpos                                    | e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5# | CHECKMATE | WHITE | Legall's mate
      startpos                                    | e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6 | STALEMATE | - | Loyd's ten-move stalemate
      """)
  void stalemateAndMate(String fen, String moves, String expected, String winner, String what) {
    Board board = play(fen, moves);
    Termination termination = termination(expected);
    boolean noMoves = board.legalMoves().isEmpty();
    assertEquals(termination == Termination.CHECKMATE, board.isCheckmate(), what);
    assertEquals(termination == Termination.STALEMATE || (noMoves && !board.isCheck()), board.isStalemate(), what);
    if (termination == Termination.CHECKMATE) {
      assertTrue(board.isCheck(), what);
    }
    Outcome outcome = board.outcome();
    assertEquals(termination, terminationOf(outcome), what);
    assertEquals(termination, terminationOf(board.outcome(true)), what);
    if (outcome != null) {
      Color expectedWinner = winner.equals("-") ? null : Color.valueOf(winner);
      assertEquals(expectedWinner, outcome.winner(), what);
      assertEquals(expectedWinner == null ? "1/2-1/2" : expectedWinner == Color.WHITE ? "1-0" : "0-1",
          outcome.result(), what);
      assertFalse(outcome.termination().isClaimable());
    }
    assertEquals(termination != null, board.isGameOver(), what);
  }

  @Test
  void stalemateWithDeadMaterialIsStillAStalemate() {
    Board board = Fen.parse("7k/5K2/6B1/8/8/8/8/8 b - - 0 1");
    assertTrue(board.isStalemate());
    assertTrue(board.isInsufficientMaterial());
    assertEquals(Outcome.draw(Termination.INSUFFICIENT_MATERIAL), board.outcome(), "python-chess's order");
  }

  @Test
  void onlyEnPassantEscapesTheCheck() {
    Board board = Fen.parse("8/8/2Q5/k7/1Pp5/P7/8/7K b - b3 0 1");
    assertTrue(board.isCheck());
    assertEquals(1, board.legalMoves().size());
    Move ep = board.legalMoves().get(0);
    assertSame(Move.of(Square.C4, Square.B3), ep);
    assertEquals("cxb3", board.san(ep));
    assertFalse(board.isCheckmate());
  }

  @Test
  void outcomeNamesTheWinnerAndTheResult() {
    Outcome whiteWins = Outcome.win(Termination.CHECKMATE, Color.WHITE);
    assertEquals("1-0", whiteWins.result());
    assertEquals("0-1", Outcome.win(Termination.CHECKMATE, Color.BLACK).result());
    assertEquals("1/2-1/2", Outcome.draw(Termination.STALEMATE).result());
    assertNull(Outcome.draw(Termination.FIFTY_MOVES).winner());
    assertEquals(whiteWins, Outcome.win(Termination.CHECKMATE, Color.WHITE));
    assertEquals(whiteWins.hashCode(), Outcome.win(Termination.CHECKMATE, Color.WHITE).hashCode());
    assertNotEquals(whiteWins, Outcome.win(Termination.CHECKMATE, Color.BLACK));
    assertNotEquals(Outcome.draw(Termination.STALEMATE), Outcome.draw(Termination.FIFTY_MOVES));
    assertTrue(Termination.FIFTY_MOVES.isClaimable());
    assertTrue(Termination.THREEFOLD_REPETITION.isClaimable());
    for (Termination t : new Termination[] {Termination.CHECKMATE, Termination.STALEMATE,
        Termination.INSUFFICIENT_MATERIAL, Termination.SEVENTY_FIVE_MOVES, Termination.FIVEFOLD_REPETITION}) {
      assertFalse(t.isClaimable(), t::toString);
    }
  }
}
