package io.github.augurchess.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Reads the data files the benchmarks ship with (copied from the project's test data). */
final class BenchmarkResources {
  private BenchmarkResources() {}

  /** The bytes of a classpath resource of this jar, such as {@code /pgn/master/superbook2.pgn}. */
  static byte[] bytes(String resource) {
    try (InputStream in = BenchmarkResources.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
