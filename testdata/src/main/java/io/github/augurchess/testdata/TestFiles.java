package io.github.augurchess.testdata;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The shared test fixtures in the repository's {@code testdata} directory: games, test suites and
 * opening books that more than one module's tests read. Every file is committed once, there.
 *
 * <p>The build tells the tests where the directory is through the system property {@value
 * #PROPERTY} (set for Surefire in the parent POM). A test started some other way, from an IDE for
 * example, finds it by walking up from the working directory to the first folder that holds
 * {@code testdata/pom.xml}.
 *
 * <pre>{@code
 * Path london = TestFiles.path("pgn/master/London1851.pgn");
 * try (InputStream in = TestFiles.open("openings/8moves_v3.pgn.gz")) { ... }   // unpacked on the fly
 * }</pre>
 */
public final class TestFiles {
  /** The system property that names the {@code testdata} directory. */
  public static final String PROPERTY = "augur.testdata";

  private TestFiles() {}

  /** The {@code testdata} directory. */
  public static Path root() {
    String configured = System.getProperty(PROPERTY);
    if (configured != null && !configured.isEmpty()) {
      Path dir = Path.of(configured).toAbsolutePath().normalize();
      if (!Files.isDirectory(dir)) {
        throw new IllegalStateException("-D" + PROPERTY + " names no directory: " + dir);
      }
      return dir;
    }
    @Nullable Path dir = Path.of("").toAbsolutePath();
    while (dir != null) {
      Path candidate = dir.resolve("testdata");
      if (Files.isRegularFile(candidate.resolve("pom.xml"))) {
        return candidate;
      }
      dir = dir.getParent();
    }
    throw new IllegalStateException("no testdata directory above " + Path.of("").toAbsolutePath()
        + "; set -D" + PROPERTY + "=<repository>/testdata");
  }

  /**
   * The path of a fixture, such as {@code pgn/master/London1851.pgn}.
   *
   * @throws IllegalStateException if there is no such file
   */
  public static Path path(String name) {
    Path file = root().resolve(name);
    if (!Files.exists(file)) {
      throw new IllegalStateException("no such test file: " + file);
    }
    return file;
  }

  /** A fixture as a stream; a {@code .gz} file is unpacked on the fly. */
  public static InputStream open(String name) throws IOException {
    InputStream in = Files.newInputStream(path(name));
    return name.endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
  }

  /** A fixture's bytes, as they are in the file (not unpacked). */
  public static byte[] bytes(String name) {
    try {
      return Files.readAllBytes(path(name));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The fixtures under a folder whose names end as given, as names relative to the {@code testdata}
   * directory (with {@code /} separators), sorted.
   */
  public static List<String> list(String folder, String suffix) {
    Path root = root();
    try (Stream<Path> files = Files.walk(path(folder))) {
      return files.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(suffix))
          .map(p -> root.relativize(p).toString().replace('\\', '/'))
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
