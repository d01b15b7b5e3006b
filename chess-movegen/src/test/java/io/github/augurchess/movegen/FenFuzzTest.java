package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.augurchess.api.PositionProblem;
import io.github.augurchess.api.Variant;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Jazzer fuzz tests of the FEN reader, standard and Chess960. The default build runs them over
 * the seed corpus only ({@code src/test/resources/io/github/augurchess/movegen/FenFuzzTestInputs});
 * to fuzz one of them:
 *
 * <pre>
 * ./mvnw -B -ntp test -Pfuzz -pl chess-movegen -Dtest=FenFuzzTest#parseStandard -Djazzer.max_duration=60s
 * </pre>
 *
 * <p>Invariants for any text, read strictly and with every leniency:
 *
 * <ul>
 *   <li>nothing but {@link FenException} escapes the reader;
 *   <li>accepted text is ASCII (a notation of ASCII letters must not accept look-alikes);
 *   <li>what one reads, the other does too and the same way: leniencies only add;
 *   <li>the written FEN (X-FEN and Shredder-FEN) reads back, in the same variant, to the same FEN
 *       and key: strictly for a strict read; after a lenient read, needing at most the leniencies
 *       that describe the position rather than the text (material and clocks);
 *   <li>the generator counts the moves of what was read without failing.
 * </ul>
 */
class FenFuzzTest {
  private static final FenLeniency[] NONE = {};
  /** Leniencies that accept positions, not spellings: a written FEN may still need these. */
  private static final FenLeniency[] POSITION_LENIENCIES = {
      FenLeniency.IMPOSSIBLE_MATERIAL, FenLeniency.INCONSISTENT_CLOCKS};
  private static final Set<PositionProblem> POSITION_PROBLEMS =
      Set.of(PositionProblem.IMPOSSIBLE_MATERIAL, PositionProblem.CLOCKS);

  @FuzzTest(maxDuration = "60s")
  void parseStandard(byte[] input) {
    check(new String(input, StandardCharsets.UTF_8), Variant.STANDARD);
  }

  @FuzzTest(maxDuration = "60s")
  void parseChess960(byte[] input) {
    check(new String(input, StandardCharsets.UTF_8), Variant.CHESS960);
  }

  private static void check(String text, Variant variant) {
    Board strict = parseOrNull(text, variant, NONE);
    Board lenient = parseOrNull(text, variant, FenLeniency.values());
    if (strict != null) {
      assertAscii(text);
      assertNotNull(lenient, () -> "refused only with leniencies: " + quoted(text));
      assertEquals(strict.fen(), lenient.fen(), () -> "read differently with leniencies: " + quoted(text));
      assertReadsBack(strict, variant, NONE, text);
    }
    if (lenient != null) {
      assertAscii(text);
      assertReadsBack(lenient, variant, POSITION_LENIENCIES, text);
      try {
        Fen.parse(lenient.fen(), variant);
      } catch (FenException e) {
        assertTrue(POSITION_PROBLEMS.contains(e.problem()),
            () -> "written FEN " + quoted(lenient.fen()) + " of " + quoted(text) + " refused: " + e.getMessage());
      }
    }
  }

  private static @Nullable Board parseOrNull(String text, Variant variant, FenLeniency... leniencies) {
    try {
      return Fen.parse(text, variant, leniencies);
    } catch (FenException e) {
      return null;
    }
  }

  private static void assertReadsBack(Board board, Variant variant, FenLeniency[] leniencies, String text) {
    String written = Fen.write(board);
    String shredder = Fen.writeShredder(board);
    for (String fen : new String[] {written, shredder}) {
      Board again;
      try {
        again = Fen.parse(fen, variant, leniencies);
      } catch (FenException e) {
        throw new AssertionError("written FEN " + quoted(fen) + " of " + quoted(text) + " refused: " + e.getMessage(), e);
      }
      assertEquals(written, Fen.write(again), () -> "round trip of " + quoted(text) + " via " + quoted(fen));
      assertEquals(shredder, Fen.writeShredder(again), () -> "round trip of " + quoted(text) + " via " + quoted(fen));
      assertEquals(board.zobristKey(), again.zobristKey(), () -> "key of " + quoted(text) + " via " + quoted(fen));
      assertEquals(board.pawnKey(), again.pawnKey(), () -> "pawn key of " + quoted(text));
    }
    int count = board.countLegalMoves();
    assertEquals(board.legalMoves().size(), count, () -> "move count of " + quoted(text));
  }

  private static void assertAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      int index = i;
      assertTrue(c == '\t' || (c >= ' ' && c <= '~'),
          () -> "accepted non-ASCII U+" + String.format("%04X", (int) c) + " at index " + index + ": " + quoted(text));
    }
  }

  /** The text with escapes for anything outside printable ASCII, to reproduce a finding. */
  private static String quoted(String text) {
    StringBuilder quoted = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c >= ' ' && c <= '~' && c != '"' && c != '\\') {
        quoted.append(c);
      } else {
        quoted.append(String.format("\\u%04x", (int) c));
      }
    }
    return quoted.append('"').toString();
  }
}
