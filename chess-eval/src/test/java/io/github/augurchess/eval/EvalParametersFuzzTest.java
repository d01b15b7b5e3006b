package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A Jazzer fuzz test of the parameter-file reader. The default build runs it over the seed corpus
 * only ({@code src/test/resources/io/github/augurchess/eval/EvalParametersFuzzTestInputs}); to
 * fuzz it:
 *
 * <pre>
 * ./mvnw -B -ntp test -Pfuzz -pl chess-eval -am -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dtest=EvalParametersFuzzTest -Djazzer.max_duration=300s
 * </pre>
 *
 * <p>Invariants for any text:
 *
 * <ul>
 *   <li>nothing but {@link ParameterFileException} escapes the reader, and its line and column
 *       point into the text;
 *   <li>accepted text is ASCII apart from comments (a value of look-alike digits must not be
 *       read as a number);
 *   <li>what reads, writes back as text that reads to the same parameters, and writing those
 *       gives the same text again.
 * </ul>
 */
class EvalParametersFuzzTest {

  @FuzzTest(maxDuration = "60s")
  void readText(byte[] input) {
    String text = new String(input, StandardCharsets.UTF_8);
    EvalParameters read = readOrNull(text);
    if (read == null) {
      return;
    }
    assertAsciiOutsideComments(text);
    String written = read.format();
    EvalParameters again;
    try {
      again = EvalParameters.parse(written);
    } catch (ParameterFileException e) {
      throw new AssertionError("written parameters of " + quoted(text) + " refused: " + e.getMessage(), e);
    }
    assertEquals(read, again, () -> "round trip of " + quoted(text));
    assertEquals(written, again.format(), () -> "written twice differently: " + quoted(text));
  }

  private static @Nullable EvalParameters readOrNull(String text) {
    try {
      // Through a Reader as well as parse(String), the way files are read.
      EvalParameters fromReader = EvalParameters.read(new StringReader(text));
      assertEquals(fromReader, EvalParameters.parse(text), () -> "reader and string differ: " + quoted(text));
      return fromReader;
    } catch (ParameterFileException e) {
      int lines = text.split("\r\n|\r|\n", -1).length;
      assertTrue(e.line() >= 1 && e.line() <= lines,
          () -> "line " + e.line() + " outside the text: " + e.getMessage() + " for " + quoted(text));
      assertTrue(e.column() >= 1 && e.column() <= e.text().length() + 1,
          () -> "column " + e.column() + " outside the line: " + e.getMessage() + " for " + quoted(text));
      return null;
    } catch (IOException e) {
      throw new AssertionError("a StringReader does not fail", e);
    }
  }

  /** Comments may hold anything; names and values are ASCII. */
  private static void assertAsciiOutsideComments(String text) {
    for (String line : text.split("\r\n|\r|\n", -1)) {
      int hash = line.indexOf('#');
      String content = hash >= 0 ? line.substring(0, hash) : line;
      for (int i = 0; i < content.length(); i++) {
        char c = content.charAt(i);
        int index = i;
        assertTrue(c == '\t' || (c >= ' ' && c <= '~'),
            () -> "accepted non-ASCII U+" + String.format("%04X", (int) c) + " at index " + index + " of line "
                + quoted(line));
      }
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
