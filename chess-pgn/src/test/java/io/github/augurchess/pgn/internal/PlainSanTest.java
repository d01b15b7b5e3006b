package io.github.augurchess.pgn.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The fast path must never disagree with {@link Board#parseSan}: over positions of seeded random
 * games (standard and Chess960), the SAN of every legal move resolves to that move, and long
 * algebraic or UCI text resolves to it or is left to {@code parseSan}.
 */
class PlainSanTest {
  private static final long SEED = 20250101L;
  private static final String[] STARTS = {
    Fen.STARTING_POSITION,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
  };
  private static final String[] CHESS960_STARTS = {
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1",
  };

  @Test
  void sanOfEveryLegalMoveResolvesToThatMove() {
    Random random = new Random(SEED);
    int checked = 0;
    for (int game = 0; game < 120; game++) {
      boolean chess960 = game % 4 == 3;
      String[] starts = chess960 ? CHESS960_STARTS : STARTS;
      String start = starts[random.nextInt(starts.length)];
      Board board = Fen.parse(start, chess960 ? Variant.CHESS960 : Variant.STANDARD);
      for (int ply = 0; ply < 80; ply++) {
        List<Move> moves = board.legalMoves();
        if (moves.isEmpty()) {
          break;
        }
        for (Move move : moves) {
          String san = board.san(move);
          Move resolved = PlainSan.resolve(board, san);
          if (resolved != move) {
            fail("seed " + SEED + ", " + board.fen() + ": " + san + " resolved to " + resolved + ", not " + move);
          }
          for (String other : new String[] {board.lan(move), board.uci(move), move.toString()}) {
            Move alternative = PlainSan.resolve(board, other);
            if (alternative != null && alternative != move) {
              fail("seed " + SEED + ", " + board.fen() + ": " + other + " resolved to " + alternative + ", not " + move);
            }
          }
          checked++;
        }
        board.play(moves.get(random.nextInt(moves.size())));
      }
    }
    System.out.println("PlainSanTest: seed " + SEED + ", " + checked + " moves checked");
  }

  @Test
  void ambiguousOrImpossibleTextIsLeftToParseSan() {
    Board board = Fen.parse("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1");
    assertNull(PlainSan.resolve(board, "Ne2"));
    assertEquals(Move.fromCode(board.parseSan("Nce2").code()), PlainSan.resolve(board, "Nce2"));
    assertNull(PlainSan.resolve(board, "Nd4"));
    assertNull(PlainSan.resolve(board, "O-O"));
    assertNull(PlainSan.resolve(board, "Sf3"));
    assertNull(PlainSan.resolve(board, "e9"));
    assertNull(PlainSan.resolve(board, "+"));
  }
}
