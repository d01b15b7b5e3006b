package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.MaterialEvaluator;
import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class QuiescenceResolverTest {
  @Test
  void aQuietPositionIsItsOwnLeaf() {
    QuiescenceResolver resolver = new QuiescenceResolver(new ClassicalEvaluator());
    Board start = Board.startingPosition();
    assertEquals(start.fen(), resolver.resolve(start).fen());
    assertEquals(new ClassicalEvaluator().evaluate(start), resolver.score(start));
  }

  @Test
  void anExchangeIsPlayedOutAndTheArgumentIsLeftAsItWas() {
    // White's queen can take the undefended knight on d5.
    Board board = Board.fromFen("4k3/8/8/3n4/8/8/3Q4/4K3 w - - 0 1");
    String before = board.fen();
    QuiescenceResolver resolver = new QuiescenceResolver(new MaterialEvaluator());
    Board leaf = resolver.resolve(board);
    assertEquals("4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1", leaf.fen());
    assertEquals(before, board.fen());
    // The leaf is quiet: its score is black's static evaluation, a queen down.
    assertEquals(new MaterialEvaluator().evaluate(leaf), resolver.score(leaf));
    assertEquals(-resolver.score(leaf), resolver.score(board));
    assertTrue(resolver.score(board) > 800);
  }

  @Test
  void aDefendedPieceIsNotTakenWithTheQueen() {
    // The knight on d5 is guarded by the pawn on e6: Qxd5 exd5 loses the queen, so it stays quiet.
    Board board = Board.fromFen("4k3/8/4p3/3n4/8/8/3Q4/4K3 w - - 0 1");
    QuiescenceResolver resolver = new QuiescenceResolver(new MaterialEvaluator());
    assertEquals(board.fen(), resolver.resolve(board).fen());
  }

  @Test
  void inCheckEveryReplyIsSearched() {
    // Black is in check from the rook and must move the king; the leaf is not in check.
    Board board = Board.fromFen("7k/8/8/8/8/8/8/4K2R b - - 0 1");
    QuiescenceResolver resolver = new QuiescenceResolver(new ClassicalEvaluator());
    Board leaf = resolver.resolve(board);
    assertFalse(leaf.isCheck());
    assertNotEquals(board.fen(), leaf.fen());
  }
}
