package io.github.augurchess.spark;

import io.github.augurchess.testdata.TestFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/**
 * The Spark session the tests share: {@code local[2]}, made once per test JVM (starting Spark
 * takes seconds), with a small shuffle so that tiny inputs run fast.
 */
final class SparkTests {
  private SparkTests() {}

  /** The repository's PGN test files (kept with chess-pgn's tests). */
  static final Path PGN = TestFiles.root().resolve("pgn");

  private static final class Holder {
    static final SparkSession SESSION = SparkSession.builder()
        .master("local[2]")
        .appName("augur-spark-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.sql.session.timeZone", "UTC")
        .getOrCreate();
  }

  static SparkSession spark() {
    return Holder.SESSION;
  }

  /** The paths as absolute strings, for {@code load}. */
  static String[] absolute(Path... files) {
    String[] paths = new String[files.length];
    for (int i = 0; i < files.length; i++) {
      paths[i] = files[i].toAbsolutePath().normalize().toString();
    }
    return paths;
  }

  static Path pgn(String relative) {
    Path path = PGN.resolve(relative);
    if (!Files.isRegularFile(path)) {
      throw new IllegalStateException("missing test file " + path.toAbsolutePath());
    }
    return path;
  }
}
