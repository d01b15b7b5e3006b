package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

/**
 * Runs README examples and checks that README.md shows a test's example code line for line (blank
 * lines and indentation aside).
 */
final class ReadmeExamples {
  /** An example's code; it may throw what its README snippet throws. */
  @FunctionalInterface
  interface Example {
    void run() throws IOException;
  }

  private static final Path README = Path.of("..", "README.md");

  private ReadmeExamples() {}

  /** The lines of the test source between {@code // README-BEGIN} and {@code // README-END}. */
  static void assertReadmeShows(Path testSource) throws IOException {
    List<String> readme = stripped(Files.readAllLines(README));
    List<String> source = Files.readAllLines(testSource);
    List<String> example = stripped(
        source.subList(source.indexOf("    // README-BEGIN") + 1, source.indexOf("    // README-END")));
    assertTrue(example.size() >= 10, "markers not found in " + testSource);
    assertTrue(Collections.indexOfSubList(readme, example) >= 0,
        "README.md must contain the example of " + testSource + " line for line:\n" + String.join("\n", example));
  }

  /** Runs the example and returns the lines it printed to {@code System.out}. */
  static List<String> printedLines(Example example) throws IOException {
    PrintStream original = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
      System.setOut(capture);
      example.run();
    } finally {
      System.setOut(original);
    }
    return captured.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private static List<String> stripped(List<String> lines) {
    return lines.stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
  }
}
