package io.github.augurchess.tune.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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


  /** The FEN reflected left to right by text alone: each rank read backwards, the en-passant file too. */
  private static String reflectedFen(String fen) {
    String[] fields = fen.split(" ");
    StringBuilder placement = new StringBuilder();
    for (String rank : fields[0].split("/")) {
      StringBuilder squares = new StringBuilder();
      for (char c : rank.toCharArray()) {
        squares.append(Character.isDigit(c) ? ".".repeat(c - '0') : String.valueOf(c));
      }
      String reflected = squares.reverse().toString();
      StringBuilder packed = new StringBuilder();
      int empty = 0;
      for (char c : reflected.toCharArray()) {
        if (c == '.') {
          empty++;
        } else {
          packed.append(empty > 0 ? String.valueOf(empty) : "").append(c);
          empty = 0;
        }
      }
      placement.append(placement.length() > 0 ? "/" : "").append(packed).append(empty > 0 ? String.valueOf(empty) : "");
    }
    String ep = fields[3].equals("-") ? "-" : (char) ('h' - (fields[3].charAt(0) - 'a')) + fields[3].substring(1);
    return placement + " " + fields[1] + " " + fields[2] + " " + ep + " " + fields[4] + " " + fields[5];
  }

  @Test
  void aPositionWithoutCastlingRightsReflectsLeftToRight() throws Exception {
    List<Board> boards = new java.util.ArrayList<>(NnueTestData.positions(3000));
    boards.addAll(NnueTestData.randomPlay(3000, 11));
    int reflected = 0;
    for (Board board : boards) {
      PackedPosition packed = PackedPosition.of(board, 123, PackedPosition.WHITE_WIN);
      if (packed.hasCastlingRights()) {
        assertThrows(IllegalStateException.class, packed::mirrored);
        continue;
      }
      PackedPosition mirror = packed.mirrored();
      assertEquals(reflectedFen(packed.fen()), mirror.fen(), "reflection of " + packed.fen());
      assertEquals(packed, mirror.mirrored());
      assertEquals(packed.whiteScore(), mirror.whiteScore());
      assertEquals(packed.whiteResult(), mirror.whiteResult());
      byte[] bytes = new byte[PackedPosition.BYTES];
      mirror.write(bytes, 0);
      assertEquals(mirror, PackedPosition.read(bytes, 0));
      reflected++;
    }
    assertTrue(reflected > 2000, "positions without castling rights: " + reflected);
  }
}
