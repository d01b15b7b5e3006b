package io.github.augurchess.tune.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.augurchess.api.Color;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PackedPositionTest {

  @Test
  void everyPositionOfRealGamesRoundTripsThroughThirtyTwoBytes() throws Exception {
    List<Board> boards = NnueTestData.positions(3000);
    SplittableRandom random = new SplittableRandom(7);
    byte[] bytes = new byte[PackedPosition.BYTES];
    for (Board board : boards) {
      int score = random.nextInt(-3000, 3000);
      int result = random.nextInt(3);
      PackedPosition packed = PackedPosition.of(board, score, result);
      packed.write(bytes, 0);
      PackedPosition read = PackedPosition.read(bytes, 0);
      assertEquals(packed, read);
      assertEquals(Fen.write(board), read.fen(), "FEN after the round trip");
      assertEquals(score, read.whiteScore());
      assertEquals(board.sideToMove() == Color.WHITE ? score : -score, read.sideToMoveScore());
      assertEquals(result, read.whiteResult());
      assertEquals(Fen.write(board), Fen.write(read.toBoard()));
    }
  }

  @Test
  void scoresBeyondSixteenBitsAreClamped() {
    PackedPosition p = PackedPosition.of(Board.startingPosition(), 100_000, PackedPosition.DRAW);
    assertEquals(Short.MAX_VALUE, p.whiteScore());
    assertEquals(0.5, p.sideToMoveResult());
  }

  @Test
  void aBadResultOrPieceCodeIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> PackedPosition.of(Board.startingPosition(), 0, 3));
    byte[] bytes = new byte[PackedPosition.BYTES];
    PackedPosition.of(Board.startingPosition(), 0, 1).write(bytes, 0);
    bytes[8] = (byte) 0x07; // type 7 does not exist
    assertThrows(IllegalArgumentException.class, () -> PackedPosition.read(bytes, 0));
    PackedPosition.of(Board.startingPosition(), 0, 1).write(bytes, 0);
    bytes[26] = 5;
    assertThrows(IllegalArgumentException.class, () -> PackedPosition.read(bytes, 0));
  }

}
