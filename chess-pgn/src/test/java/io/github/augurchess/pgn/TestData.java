package io.github.augurchess.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/** The test data copied from the shared data set into src/test/resources, read from the classpath. */
final class TestData {
  private TestData() {}

  /** A resource as a stream; a {@code .gz} resource is unpacked on the fly. */
  static InputStream open(String resource) throws IOException {
    InputStream in = TestData.class.getResourceAsStream("/" + resource);
    if (in == null) {
      throw new IOException("no test resource " + resource);
    }
    return resource.endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
  }

  /** Every resource under a folder whose name ends as given, as resource names, sorted. */
  static List<String> list(String folder, String suffix) {
    URL url = TestData.class.getResource("/" + folder);
    if (url == null) {
      throw new IllegalStateException("no test resource folder " + folder);
    }
    try {
      Path root = Path.of(url.toURI()).getParent();
      try (Stream<Path> files = Files.walk(Path.of(url.toURI()))) {
        return files.filter(p -> p.toString().endsWith(suffix))
            .map(p -> root.relativize(p).toString().replace('\\', '/'))
            .sorted()
            .collect(Collectors.toList());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Every game and problem of a PGN resource. */
  static PgnGames readPgn(String resource) throws IOException {
    try (PgnReader reader = PgnReader.of(open(resource))) {
      return reader.readAll();
    }
  }

  /** A problem as {@code PROBLEM game:line:column}, for comparing lists of problems. */
  static String describe(PgnException e) {
    return e.problem() + " " + e.gameIndex() + ":" + e.line() + ":" + e.column();
  }
}
