package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.client.testengines.InstalledEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.testdata.TestFiles;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the README's recipes and checks that each prints what its comments say. */
class RecipesTest {

  @Test
  void positionsRecipe() throws Exception {
    MarkdownExamples.assertPrintsWhatItSays(PositionsRecipe.class);
  }

  @Test
  void searchRecipeReportsEachIterationThenTheMate() throws Exception {
    List<String> printed = MarkdownExamples.assertPrintsWhatItSays(SearchRecipe.class);
    long iterations = printed.stream().filter(line -> line.startsWith("depth ")).count();
    assertTrue(iterations >= 1, printed::toString);
    assertTrue(printed.stream().anyMatch(line -> line.contains("Qxf7#")), printed::toString);
  }

  @Test
  void evaluatorRecipe() throws Exception {
    MarkdownExamples.assertPrintsWhatItSays(EvaluatorRecipe.class);
  }

  @Test
  void pgnRecipeReadsAndWrites() throws Exception {
    List<String> printed = MarkdownExamples.assertPrintsWhatItSays(PgnRecipe.class);
    String written = String.join("\n", printed.subList(2, printed.size()));
    assertTrue(written.contains("[White \"Augur\"]"), written);
    assertTrue(written.contains("1. d4 d5 *"), written);
  }

  @Test
  void bookRecipeListsTheBookMovesAndPicksOne() throws Exception {
    Path book = TestFiles.path("polyglot/performance.bin");
    List<String> printed = MarkdownExamples.assertPrintsWhatItSays(BookRecipe.class, book.toString());
    Board start = Board.startingPosition();
    for (String line : printed) {
      String san = line.startsWith("picked ") ? line.substring(7) : line.substring(0, line.indexOf(' '));
      assertTrue(start.isLegal(start.parseSan(san)), line);
    }
    assertEquals(printed, MarkdownExamples.run(BookRecipe.class, book.toString()), "a seeded pick repeats");
  }

  @Test
  void externalEngineRecipeWithStockfish() throws Exception {
    String stockfish = InstalledEngine.require(Path.of("/usr/games/stockfish"), "stockfish");
    List<String> printed = MarkdownExamples.assertPrintsWhatItSays(ExternalEngineRecipe.class, stockfish);
    assertTrue(printed.get(0).startsWith("1: mate 1 "), printed::toString);
    assertTrue(printed.get(1).startsWith("2: "), printed::toString);
  }
}
