package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The documentation's Java code and the sources it comes from. In README.md and docs/guide/*.md
 * every {@code ```java} block is preceded by a marker that names its source, one of:
 *
 * <ul>
 *   <li>{@code <!-- example: Name -->}: the block shows {@code
 *       src/main/java/io/github/augurchess/examples/Name.java} without its package line. An example
 *       states what it prints in a trailing comment on each print line ({@code
 *       System.out.println(moves.size()); // 20}); a comment ending in {@code ...} gives the start
 *       of the line.
 *   <li>{@code <!-- test: path/to/SomeTest.java -->} (from the repository root): the block shows
 *       the lines between {@code // GUIDE-BEGIN} and {@code // GUIDE-END} of that test, less their
 *       common indentation; {@code <!-- test: path/to/SomeTest.java#name -->} the lines between
 *       {@code // GUIDE-BEGIN name} and {@code // GUIDE-END name}, for a test with several. The test
 *       runs the code and checks what it does.
 * </ul>
 */
final class MarkdownExamples {
  /** The repository root (tests run in the module's directory). */
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  static final Path SOURCES = Path.of("src", "main", "java", "io", "github", "augurchess", "examples");

  private static final Pattern MARKER = Pattern.compile("<!-- (example|test): ([\\w/.#-]+) -->");
  private static final Pattern PRINTED = Pattern.compile("System\\.out\\.print.*;\\s*// (.*)$");

  private MarkdownExamples() {}

  /**
   * A Java block of a Markdown file, with where it starts and its source: an example's name, or
   * (when {@code fromTest}) a test's path from the repository root.
   */
  record Block(Path markdown, int line, boolean fromTest, String source, List<String> code) {
    @Override
    public String toString() {
      return ROOT.relativize(markdown) + ":" + line + " (" + source + ")";
    }

    /** The lines the block must show. */
    List<String> expected() {
      if (!fromTest) {
        return shownSource(source);
      }
      int hash = source.indexOf('#');
      return hash < 0 ? guideRegion(ROOT.resolve(source), "")
          : guideRegion(ROOT.resolve(source.substring(0, hash)), source.substring(hash + 1));
    }
  }

  /** README.md and every page of docs/guide. */
  static List<Path> markdownFiles() {
    List<Path> files = new ArrayList<>();
    files.add(ROOT.resolve("README.md"));
    Path guide = ROOT.resolve("docs").resolve("guide");
    if (Files.isDirectory(guide)) {
      try (Stream<Path> pages = Files.list(guide)) {
        pages.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return files;
  }

  /** Every Java block of a Markdown file; fails on one without a marker. */
  static List<Block> javaBlocks(Path markdown) {
    List<String> lines = readLines(markdown);
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).strip().equals("```java")) {
        continue;
      }
      int previous = i - 1;
      while (previous >= 0 && lines.get(previous).isBlank()) {
        previous--;
      }
      Matcher marker = previous < 0 ? null : MARKER.matcher(lines.get(previous).strip());
      if (marker == null || !marker.matches()) {
        fail(ROOT.relativize(markdown) + ":" + (i + 1)
            + ": a ```java block without <!-- example: Name --> or <!-- test: path --> before it");
      }
      int end = i + 1;
      while (end < lines.size() && !lines.get(end).strip().equals("```")) {
        end++;
      }
      blocks.add(new Block(markdown, i + 1, marker.group(1).equals("test"), marker.group(2),
          List.copyOf(lines.subList(i + 1, end))));
      i = end;
    }
    return blocks;
  }

  /** An example's source as the documentation shows it: without the package line and the blank line after it. */
  static List<String> shownSource(String example) {
    List<String> lines = new ArrayList<>(readLines(SOURCES.resolve(example + ".java")));
    if (!lines.isEmpty() && lines.get(0).startsWith("package ")) {
      lines.remove(0);
    }
    while (!lines.isEmpty() && lines.get(0).isBlank()) {
      lines.remove(0);
    }
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
      lines.remove(lines.size() - 1);
    }
    return lines;
  }

  /**
   * The lines between {@code // GUIDE-BEGIN} and {@code // GUIDE-END} of a test (followed by the
   * region's name, if it has one), less their common indentation.
   */
  static List<String> guideRegion(Path test, String name) {
    String begin = ("// GUIDE-BEGIN " + name).strip();
    String end = ("// GUIDE-END " + name).strip();
    List<String> lines = readLines(test);
    int first = -1;
    int last = -1;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.equals(begin)) {
        first = i;
      } else if (line.equals(end)) {
        last = i;
      }
    }
    if (first < 0 || last < first) {
      fail(ROOT.relativize(test) + " has no " + begin + " ... " + end + " region");
    }
    List<String> region = lines.subList(first + 1, last);
    int indent = region.stream().filter(l -> !l.isBlank())
        .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
    return region.stream().map(l -> l.isBlank() ? "" : l.substring(indent)).toList();
  }

  /** What an example says it prints: the trailing comments of its print lines, in order. */
  static List<String> promisedOutput(String example) {
    List<String> promised = new ArrayList<>();
    for (String line : readLines(SOURCES.resolve(example + ".java"))) {
      Matcher m = PRINTED.matcher(line);
      if (m.find()) {
        promised.add(m.group(1).strip());
      }
    }
    return promised;
  }

  /**
   * Runs an example's {@code main} with these arguments and checks that its output holds, in order,
   * a line for each promise of {@link #promisedOutput}; returns the output's lines.
   */
  static List<String> assertPrintsWhatItSays(Class<?> example, String... args) throws Exception {
    List<String> printed = run(example, args);
    List<String> promised = promisedOutput(example.getSimpleName());
    assertTrue(!promised.isEmpty(), example.getSimpleName() + " promises no output");
    int next = 0;
    for (String promise : promised) {
      while (next < printed.size() && !matches(promise, printed.get(next))) {
        next++;
      }
      if (next == printed.size()) {
        fail(example.getSimpleName() + " should print \"" + promise + "\" (in this order); it printed:\n"
            + String.join("\n", printed));
      }
      next++;
    }
    return printed;
  }

  private static boolean matches(String promise, String line) {
    return promise.endsWith("...") ? line.startsWith(promise.substring(0, promise.length() - 3)) : line.equals(promise);
  }

  /** Runs an example's {@code main}, returning what it printed on standard output. */
  static List<String> run(Class<?> example, String... args) throws Exception {
    PrintStream original = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
      System.setOut(capture);
      example.getMethod("main", String[].class).invoke(null, (Object) args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      throw cause instanceof Exception ? (Exception) cause : e;
    } finally {
      System.setOut(original);
    }
    return captured.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private static List<String> readLines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
