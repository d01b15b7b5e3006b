package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.examples.MarkdownExamples.Block;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The README's and the guides' Java code is the examples' (or the tests') code, line for line. */
class MarkdownExamplesTest {

  @TestFactory
  Stream<DynamicTest> everyJavaBlockShowsItsExampleVerbatim() {
    return MarkdownExamples.markdownFiles().stream()
        .flatMap(markdown -> MarkdownExamples.javaBlocks(markdown).stream())
        .map(block -> DynamicTest.dynamicTest(block.toString(), () -> assertShows(block)));
  }

  @Test
  void theReadmeShowsAtLeastSixExamples() {
    List<Block> blocks = MarkdownExamples.javaBlocks(MarkdownExamples.ROOT.resolve("README.md"));
    assertTrue(blocks.size() >= 6, blocks.toString());
  }

  @Test
  void theReadmeShowsExamplesOnly() {
    for (Block block : MarkdownExamples.javaBlocks(MarkdownExamples.ROOT.resolve("README.md"))) {
      assertTrue(!block.fromTest(), block + ": the README's recipes are files of the examples module");
    }
  }

  private static void assertShows(Block block) {
    Path source = block.fromTest() ? MarkdownExamples.ROOT.resolve(block.source().replaceFirst("#.*", ""))
        : MarkdownExamples.SOURCES.resolve(block.source() + ".java");
    assertTrue(Files.exists(source), block + ": no such source " + source);
    assertEquals(String.join("\n", block.expected()).stripTrailing(), String.join("\n", block.code()).stripTrailing(),
        block + " must show " + source + (block.fromTest() ? " between GUIDE-BEGIN and GUIDE-END" : " without its package line"));
  }
}
