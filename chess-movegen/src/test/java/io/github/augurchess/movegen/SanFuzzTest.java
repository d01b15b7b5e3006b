package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.NotationException;
import io.github.augurchess.api.Variant;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Arbitrary text read as SAN against a few positions, in every {@link SanMode}: only the typed
 * notation errors escape (with a column inside the text), whatever is read is a legal move whose
 * SAN reads back strictly to it, only ASCII text is read (no look-alike letters), strict reading
 * accepts only the SAN the board writes, each mode accepts all the stricter one does, playSan
 * agrees with parseSan, and the board never changes.
 *
 * <p>Input: the first byte picks the position ({@code '0'} for the first), the rest is the text
 * (UTF-8). The default build
 * runs the seed corpus in {@code src/test/resources/.../SanFuzzTestInputs}; {@code -Pfuzz} fuzzes
 * (Jazzer's per-input timeout reports any input that hangs).
 */
class SanFuzzTest {
  /** FEN and variant of each position: openings, promotions, en passant, check, Chess960, ambiguity. */
  private static final List<String> FENS = List.of(
      Fen.STARTING_POSITION,
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
      "1n1rk3/2P5/8/8/8/8/8/4K3 w - - 0 1",
      "8/k7/8/8/4Q2Q/8/8/K6Q w - - 0 1",
      "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
      "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
      "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1",
      "4k3/8/8/8/8/8/8/5K1R w H - 0 1");
  private static final int FIRST_CHESS960 = 7;

  private static Board board(int index) {
    return Fen.parse(FENS.get(index), index >= FIRST_CHESS960 ? Variant.CHESS960 : Variant.STANDARD);
  }

  @FuzzTest(maxDuration = "2m")
  void anyTextIsReadAsALegalMoveOrRefusedWithATypedError(byte[] data) {
    if (data.length == 0) {
      return;
    }
    int index = Math.floorMod(data[0] - '0', FENS.size());   // '0'..'8' in the seed files
    String text = new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
    Board board = board(index);
    Move strict = read(board, text, SanMode.STRICT);
    Move lenient = read(board, text, SanMode.LENIENT);
    Move withNullMoves = read(board, text, SanMode.LENIENT_WITH_NULL_MOVES);
    if (strict != null) {
      assertEquals(board.san(strict), text, "strict reading accepts only the SAN the board writes");
      assertSame(strict, lenient, "lenient reading accepts all that strict reading does");
    }
    if (lenient != null) {
      assertSame(lenient, withNullMoves, "null-move reading accepts all that lenient reading does");
    }
    assertEquals(board(index).fen(), board.fen(), "reading never changes the board");
    assertEquals(0, board.historySize());
  }

  /** Reads and plays the text in one mode; returns the move, or null if it was refused. */
  private static Move read(Board board, String text, SanMode mode) {
    Move move;
    try {
      move = board.parseSan(text, mode);
    } catch (SanException e) {
      assertTrue(e.column() >= 1 && e.column() <= Math.max(1, text.length()),
          () -> "column " + e.column() + " of \"" + text + "\": " + e.getMessage());
      assertEquals(text, e.text());
      assertRefusedToPlay(board, text, mode);
      return null;
    } catch (NotationException | IllegalMoveException e) {
      assertRefusedToPlay(board, text, mode);
      return null;
    }
    assertTrue(text.chars().allMatch(c -> c < 128), () -> "non-ASCII text \"" + text + "\" read as " + move + " in " + mode);
    if (move.isNull()) {
      assertSame(SanMode.LENIENT_WITH_NULL_MOVES, mode, () -> "null move read from \"" + text + "\" in " + mode);
    } else {
      assertTrue(board.isLegal(move), () -> move + " read from \"" + text + "\" is not legal in " + board.fen());
      String san = board.san(move);
      assertSame(move, board.parseSan(san), () -> "SAN \"" + san + "\" of " + move + " does not read back");
    }
    Board copy = board.copy();
    try {
      assertSame(move, copy.playSan(text, mode));
      assertEquals(1, copy.historySize());
    } catch (IllegalMoveException e) {
      // Only a null move in check is read but cannot be played.
      assertTrue(move.isNull() && board.isCheck(), () -> "\"" + text + "\" read as " + move + " but not played: " + e);
    }
    return move;
  }

  private static void assertRefusedToPlay(Board board, String text, SanMode mode) {
    Board copy = board.copy();
    String before = copy.fen();
    try {
      copy.playSan(text, mode);
    } catch (NotationException | IllegalMoveException expected) {
      assertEquals(before, copy.fen());
      assertEquals(0, copy.historySize());
      return;
    }
    throw new AssertionError("\"" + text + "\" was refused by parseSan but played by playSan in " + mode);
  }
}
