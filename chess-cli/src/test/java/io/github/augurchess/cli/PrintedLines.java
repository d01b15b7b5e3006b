package io.github.augurchess.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs a guide's example and captures what it prints. */
final class PrintedLines {
  /** An example's code; it may throw what the guide's code throws. */
  @FunctionalInterface
  interface Example {
    void run() throws IOException;
  }

  private PrintedLines() {}

  /** Runs the example and returns the lines it printed to {@code System.out}. */
  static List<String> of(Example example) throws IOException {
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
}
