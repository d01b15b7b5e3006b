package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Exchanges worked out by hand: {@link Board#see} and {@link Board#seeAtLeast} on either side. */
class StaticExchangeTest {
  @ParameterizedTest(name = "{1} in {0}: {2}")
  @CsvSource(delimiter = ';', value = {
      // An undefended knight: the pawn wins it.
      "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1; e4d5; 325",
      // A knight takes a pawn that a pawn defends: it is lost for the pawn.
      "4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1; e3d5; -225",
      // The pawn takes a bishop that only the queen defends, and a rook guards the square: the
      // queen must not take back, so the pawn wins the whole bishop.
      "r1b1k1nr/pppNqpp1/n6p/8/8/b1N5/1PPPPPPP/R1BQKB1R w KQkq - 1 6; b2a3; 325",
      // A rook takes a pawn that a knight and a rook defend, with the other rook behind it: after
      // the knight takes back, taking the knight would lose the second rook too, so the exchange
      // stops at a rook for a pawn.
      "3rk3/8/2n5/8/3p4/8/3R4/3RK3 w - - 0 1; d2d4; -400",
      // The king may take an undefended piece.
      "4k3/8/8/8/8/3n4/4K3/8 w - - 0 1; e2d3; 325",
      // Quiet moves: to a square no enemy attacks, and onto one a pawn attacks.
      "4k3/8/8/2p5/8/8/8/1N2K3 w - - 0 1; b1a3; 0",
      "4k3/8/8/2p5/8/5N2/8/4K3 w - - 0 1; f3d4; -325"})
  void exchangeOutcome(String fen, String uci, int expected) {
    Board board = Board.fromFen(fen);
    int move = board.pack(board.parseUci(uci));
    assertEquals(expected, board.see(move));
    assertTrue(board.seeAtLeast(move, expected));
    assertFalse(board.seeAtLeast(move, expected + 1));
  }
}
