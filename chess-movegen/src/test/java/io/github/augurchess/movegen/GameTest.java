package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.NotationException;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Termination;
import io.github.augurchess.api.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game model: start position, moves played (SAN, UCI, moves), undo, outcome and result. */
class GameTest {
  private static void playAll(Game game, String moves) {
    for (String san : moves.split(" ")) {
      game.playSan(san);
    }
  }

  @Test
  void aNewGameStartsFromTheStandardPosition() {
    Game game = new Game();
    assertEquals(Fen.STARTING_POSITION, game.startPosition().fen());
    assertEquals(Fen.STARTING_POSITION, game.board().fen());
    assertEquals(List.of(), game.moves());
    assertEquals(List.of(), game.sanMoves());
    assertNull(game.outcome());
    assertNull(game.outcome(true));
    assertEquals("*", game.result());
  }

  @Test
  void foolsMateEndsTheGameForBlack() {
    Game game = new Game();
    playAll(game, "f3 e5 g4 Qh4#");
    assertEquals(Outcome.win(Termination.CHECKMATE, Color.BLACK), game.outcome());
    assertEquals("0-1", game.result());
    assertEquals(List.of("f3", "e5", "g4", "Qh4#"), game.sanMoves());
    assertEquals(List.of(Move.of(Square.F2, Square.F3), Move.of(Square.E7, Square.E5), Move.of(Square.G2, Square.G4),
        Move.of(Square.D8, Square.H4)), game.moves());
  }

  @Test
  void playSanIsLenientAndSanMovesAreStandard() {
    Game game = new Game();
    assertSame(Move.of(Square.E2, Square.E4), game.playSan("e2e4"));
    game.playSan("e7-e5");
    game.playSan("Ng1f3");
    game.playSan("Nc6!?");
    game.playSan("Bc4");
    game.playSan("Nf6");
    assertSame(Move.of(Square.E1, Square.H1), game.playSan("0-0"));
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"), game.sanMoves());
    assertEquals("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4", game.board().fen());
  }

  @Test
  void playUciReadsBothCastlingForms() {
    Game game = Game.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant.STANDARD);
    assertSame(Move.of(Square.E1, Square.H1), game.playUci("e1g1"));
    assertSame(Move.of(Square.E8, Square.A8), game.playUci("e8a8"));
    assertEquals(List.of("O-O", "O-O-O"), game.sanMoves());
    assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", game.board().fen());
  }

  @Test
  void aChess960GameCastlesByKingTakesRook() {
    String fen = "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1";
    Game game = Game.fromFen(fen, Variant.CHESS960);
    assertEquals(Variant.CHESS960, game.board().variant());
    assertSame(Move.of(Square.G1, Square.B1), game.playSan("O-O-O"));
    assertSame(Move.of(Square.G8, Square.H8), game.playUci("g8h8"));
    assertEquals(List.of("O-O-O", "O-O"), game.sanMoves());
    assertEquals("1r3rk1/8/8/8/8/8/8/2KR3R w - - 2 2", game.board().fen());
    assertEquals(Fen.parse(fen, Variant.CHESS960).fen(), game.startPosition().fen());
  }

  @Test
  void undoTakesBackOneMoveAtATime() {
    Game game = new Game();
    playAll(game, "e4 e5 Nf3");
    game.undo();
    assertEquals(List.of("e4", "e5"), game.sanMoves());
    assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", game.board().fen());
    game.undo();
    game.undo();
    assertEquals(List.of(), game.moves());
    assertEquals(Fen.STARTING_POSITION, game.board().fen());
    assertThrows(IllegalStateException.class, game::undo);
  }

  @Test
  void undoAfterMateReopensTheGame() {
    Game game = new Game();
    playAll(game, "f3 e5 g4 Qh4#");
    game.undo();
    assertNull(game.outcome());
    assertEquals("*", game.result());
  }

  @Test
  void aRefusedMoveLeavesTheGameUnchanged() {
    Game game = new Game();
    playAll(game, "e4 e5");
    String fen = game.board().fen();
    assertThrows(SanException.class, () -> game.playSan("Nf6"));
    assertThrows(SanException.class, () -> game.playSan("e5"));
    assertThrows(SanException.class, () -> game.playSan("--"));
    assertThrows(SanException.class, () -> game.playSan("xyz"));
    assertThrows(NotationException.class, () -> game.playUci("e1e2e"));
    assertThrows(IllegalMoveException.class, () -> game.playUci("e4e5"));
    assertThrows(IllegalMoveException.class, () -> game.play(Move.of(Square.E2, Square.E4)));
    assertEquals(fen, game.board().fen());
    assertEquals(2, game.moves().size());
  }

  @Test
  void malformedUciIsANotationException() {
    Game game = new Game();
    assertThrows(NotationException.class, () -> game.playUci("e2e4e5"));
    assertEquals(0, game.moves().size());
  }

  @Test
  void theGameCopiesItsStartAndHandsOutCopies() {
    Board start = Board.startingPosition();
    Game game = new Game(start);
    start.playSan("e4");
    assertEquals(Fen.STARTING_POSITION, game.board().fen(), "the game copied the board");
    game.playSan("d4");
    Board board = game.board();
    board.playSan("d5");
    Board startCopy = game.startPosition();
    startCopy.playSan("c4");
    assertEquals(List.of("d4"), game.sanMoves());
    assertEquals(Fen.STARTING_POSITION, game.startPosition().fen());
    assertEquals(1, game.board().historySize(), "the board copy carries the game's history");
    assertSame(Move.of(Square.D2, Square.D4), game.board().lastMove());
  }

  @Test
  void theMoveListCannotBeChangedFromOutside() {
    Game game = new Game();
    game.playSan("e4");
    List<Move> moves = game.moves();
    assertThrows(UnsupportedOperationException.class, () -> moves.add(Move.of(Square.E7, Square.E5)));
    game.playSan("e5");
    assertEquals(1, moves.size(), "a snapshot, not a live view");
    assertEquals(2, game.moves().size());
  }

  @Test
  void aNullMoveIsWrittenAsTwoDashes() {
    Game game = new Game();
    game.play(Move.NULL);
    game.playSan("e5");
    assertEquals(List.of("--", "e5"), game.sanMoves());
    assertEquals(List.of(Move.NULL, Move.of(Square.E7, Square.E5)), game.moves());
  }

  @Test
  void threefoldIsClaimableButNotAResult() {
    Game game = new Game();
    playAll(game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assertNull(game.outcome());
    assertEquals(Outcome.draw(Termination.THREEFOLD_REPETITION), game.outcome(true));
    assertEquals("*", game.result(), "a claimable draw is not over until claimed");
    playAll(game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assertEquals(Outcome.draw(Termination.FIVEFOLD_REPETITION), game.outcome());
    assertEquals("1/2-1/2", game.result());
  }

  @Test
  void loydsStalemateIsADraw() {
    Game game = new Game();
    playAll(game, "e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6");
    assertEquals(Outcome.draw(Termination.STALEMATE), game.outcome());
    assertEquals("1/2-1/2", game.result());
    assertEquals(19, game.moves().size());
    assertEquals("Qe6", game.sanMoves().get(18));
  }

  @Test
  void seventyFiveMovesFromAFen() {
    Game game = new Game(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 149 120"));
    assertEquals(Outcome.draw(Termination.FIFTY_MOVES), game.outcome(true));
    assertEquals("*", game.result());
    game.playSan("Ra2");
    assertEquals(Outcome.draw(Termination.SEVENTY_FIVE_MOVES), game.outcome());
    assertEquals("1/2-1/2", game.result());
  }

  @Test
  void mateWithWhiteWinning() {
    Game game = new Game();
    playAll(game, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    assertEquals(Outcome.win(Termination.CHECKMATE, Color.WHITE), game.outcome());
    assertEquals("1-0", game.result());
    assertTrue(game.board().isCheckmate());
    assertThrows(IllegalMoveException.class, () -> game.play(Move.of(Square.E8, Square.F7)), "Kxf7 is guarded");
  }
}
