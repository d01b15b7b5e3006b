package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalParametersTest {
  @TempDir Path dir;

  @Test
  void everyWeightHasOneUniqueName() {
    List<String> names = EvalParameters.names();
    assertEquals(EvalParameters.defaults().size(), names.size());
    assertEquals(names.size(), new HashSet<>(names).size());
    for (int i = 0; i < names.size(); i++) {
      assertEquals(i, EvalParameters.indexOf(names.get(i)));
      assertTrue(names.get(i).matches("[a-z_]+(\\.[a-z0-9_]+)+"), names.get(i));
    }
    assertEquals(-1, EvalParameters.indexOf("no.such.weight"));
    assertTrue(names.contains("passed_pawn.rank6.eg"));
  }

  @Test
  void writtenFileReadsBackTheSameWeightsAndScores() throws IOException {
    SplittableRandom random = new SplittableRandom(11);
    EvalParameters changed = EvalParameters.defaults();
    for (int i = 0; i < 50; i++) {
      int index = random.nextInt(changed.size());
      if (EvalParameters.maxValue(index) > 1000) {
        changed = changed.with(index, changed.value(index) + random.nextInt(-20, 21));
      }
    }
    Path file = dir.resolve("changed.params");
    changed.write(file);
    EvalParameters read = EvalParameters.read(file);
    assertEquals(changed, read);
    assertEquals(changed.format(), read.format());

    ClassicalEvaluator original = new ClassicalEvaluator(changed);
    ClassicalEvaluator reread = new ClassicalEvaluator(read);
    int[] compared = {0};
    for (long seed = 0; seed < 20; seed++) {
      RandomGames.play(seed, 100, (board, ply) -> {
        assertEquals(original.evaluate(board), reread.evaluate(board), board.fen());
        compared[0]++;
        return true;
      });
    }
    assertTrue(compared[0] > 500);
  }

  @Test
  void defaultsWrittenAndReadAreTheDefaults() throws IOException {
    Path file = dir.resolve("defaults.params");
    EvalParameters.defaults().write(file);
    assertEquals(EvalParameters.defaults(), EvalParameters.read(file));
  }

  @Test
  void partialFileKeepsTheOtherDefaults() {
    EvalParameters p = EvalParameters.parse("# just the tempo\n\n  tempo.mg   33   # more\n");
    assertEquals(33, p.value("tempo.mg"));
    assertEquals(EvalParameters.defaults().with("tempo.mg", 33), p);
    assertEquals(33, new ClassicalEvaluator(p).evaluate(Board.startingPosition()));
  }

  private static ParameterFileException refused(String text) {
    return assertThrows(ParameterFileException.class, () -> EvalParameters.parse(text));
  }

  @Test
  void malformedFilesAreRefusedWithLineAndName() {
    ParameterFileException unknown = refused("tempo.mg 10\n# comment\npassed_pawn.rank9.mg 5\n");
    assertEquals(3, unknown.line());
    assertEquals("passed_pawn.rank9.mg", unknown.parameterName());
    assertTrue(unknown.getMessage().contains("line 3"), unknown.getMessage());
    assertTrue(unknown.getMessage().contains("passed_pawn.rank9.mg"), unknown.getMessage());

    ParameterFileException notInteger = refused("\n  passed_pawn.rank6.eg 12.5\n");
    assertEquals(2, notInteger.line());
    assertEquals("passed_pawn.rank6.eg", notInteger.parameterName());
    assertEquals(24, notInteger.column());

    ParameterFileException missing = refused("tempo.eg\n");
    assertEquals(1, missing.line());
    assertEquals("tempo.eg", missing.parameterName());

    ParameterFileException extra = refused("tempo.eg 5 6\n");
    assertEquals("tempo.eg", extra.parameterName());
    assertEquals(12, extra.column());

    ParameterFileException twice = refused("tempo.eg 5\ntempo.mg 1\ntempo.eg 6\n");
    assertEquals(3, twice.line());
    assertEquals("tempo.eg", twice.parameterName());
    assertTrue(twice.reason().contains("line 1"), twice.reason());

    ParameterFileException range = refused("scale.opposite_bishops 65\n");
    assertEquals("scale.opposite_bishops", range.parameterName());
    ParameterFileException huge = refused("tempo.mg 99999999999\n");
    assertEquals("tempo.mg", huge.parameterName());
  }

  @Test
  void onlyAsciiBlanksAndDigitsAreRead() {
    // Found by EvalParametersFuzzTest: a control character read as a blank before the name.
    ParameterFileException control = refused("\u001d tempo.mg 5\n");
    assertEquals(1, control.column());
    ParameterFileException unicodeSpace = refused("tempo.mg\u2003 5\n");
    assertEquals("tempo.mg\u2003", unicodeSpace.parameterName());
    ParameterFileException arabicIndic = refused("tempo.mg \u0661\u0662\n");
    assertEquals(10, arabicIndic.column());
    refused("tempo.mg -\n");
    refused("tempo.mg +\n");
    assertEquals(12, EvalParameters.parse("\ttempo.mg\t+12 \t# tabs and a sign\n").value("tempo.mg"));
    assertEquals(-3, EvalParameters.parse("tempo.mg -3\n").value("tempo.mg"));
  }

  @Test
  void readingAFileReportsItsLine() throws IOException {
    Path file = dir.resolve("bad.params");
    Files.writeString(file, "tempo.mg 10\ntempo.eg ten\n", StandardCharsets.UTF_8);
    ParameterFileException e = assertThrows(ParameterFileException.class, () -> EvalParameters.read(file));
    assertEquals(2, e.line());
    assertEquals("tempo.eg", e.parameterName());
  }

  @Test
  void weightsAreAddressableByIndex() {
    EvalParameters defaults = EvalParameters.defaults();
    int index = EvalParameters.indexOf("passed_pawn.rank6.eg");
    assertEquals("passed_pawn.rank6.eg", defaults.name(index));
    assertEquals(defaults.value("passed_pawn.rank6.eg"), defaults.value(index));
    int[] values = defaults.toArray();
    values[index] += 7;
    EvalParameters changed = EvalParameters.of(values);
    assertEquals(defaults.value(index) + 7, changed.value(index));
    assertNotEquals(defaults, changed);
    assertThrows(IllegalArgumentException.class, () -> EvalParameters.of(new int[3]));
    assertThrows(IllegalArgumentException.class, () -> defaults.with("scale.no_pawns_minor_up", -1));
    assertThrows(IllegalArgumentException.class, () -> defaults.value("nope"));
  }

  @Test
  void defaultPieceSquareTablesAndOutpostsAreGivenForFilesAToD() {
    for (String name : EvalParameters.names()) {
      if (name.startsWith("psqt.") || name.startsWith("outpost.")) {
        String square = name.split("\\.")[name.split("\\.").length - 2];
        assertTrue(square.matches("[a-d][1-8]"), name);
      }
    }
  }
}
