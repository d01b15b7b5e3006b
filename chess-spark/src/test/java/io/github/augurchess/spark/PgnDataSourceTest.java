package io.github.augurchess.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.collection.JavaConverters;

class PgnDataSourceTest {

  private static Dataset<Row> read(long maxPartitionBytes, Path... files) {
    String[] paths = Stream.of(files).map(p -> p.toAbsolutePath().normalize().toString()).toArray(String[]::new);
    return SparkTests.spark().read().format("pgn")
        .option(PgnDataSource.MAX_PARTITION_BYTES, maxPartitionBytes)
        .load(paths);
  }

  /** The data source's games, per file (by file name), each as {@link LibraryGames#line}. */
  private static Map<String, List<String>> describe(Dataset<Row> games) {
    List<Row> rows = games.select("file", "offset", "tags", "result", "plies", "moves_uci", "errors")
        .orderBy("file", "offset").collectAsList();
    Map<String, List<String>> byFile = new LinkedHashMap<>();
    for (Row row : rows) {
      String file = Path.of(java.net.URI.create(row.getString(0)).getPath()).getFileName().toString();
      Map<String, String> tags = new LinkedHashMap<>(JavaConverters.mapAsJavaMap(row.getMap(2)));
      List<String> uci = new ArrayList<>(row.getList(5));
      List<String> errors = row.<Row>getList(6).stream()
          .map(e -> e.getString(0) + " " + e.getInt(1) + ":" + e.getInt(2))
          .collect(Collectors.toList());
      byFile.computeIfAbsent(file, f -> new ArrayList<>())
          .add(LibraryGames.line(row.getLong(1), tags.hashCode(), row.getString(3), row.getInt(4), uci.hashCode(), errors));
    }
    return byFile;
  }

  private static List<Path> repositoryPgnFiles(long maxBytes) throws IOException {
    try (Stream<Path> files = Files.walk(SparkTests.PGN)) {
      return files.filter(p -> p.toString().endsWith(".pgn"))
          .filter(p -> p.toFile().length() <= maxBytes)
          .sorted()
          .collect(Collectors.toList());
    }
  }

  @Test
  void repositoryPgnFilesReadAsTheLibraryReadsThemInSmallSplits() throws IOException {
    assertSameGamesAsTheLibrary(repositoryPgnFiles(700_000), 64 * 1024);
  }

  /** Every PGN file of the repository in 16 KiB splits: a few minutes, so in the spark-heavy profile. */
  @Test
  @Tag("heavy")
  void everyRepositoryPgnFileReadsAsTheLibraryReadsItInTinySplits() throws IOException {
    assertSameGamesAsTheLibrary(repositoryPgnFiles(Long.MAX_VALUE), 16 * 1024);
  }

  private static void assertSameGamesAsTheLibrary(List<Path> files, long split) throws IOException {
    Dataset<Row> games = read(split, files.toArray(new Path[0]));
    assertTrue(games.rdd().getNumPartitions() > 20, "partitions: " + games.rdd().getNumPartitions());
    Map<String, List<String>> actual = describe(games);
    int straddling = 0;
    for (Path file : files) {
      List<String> expected = LibraryGames.describe(file);
      String name = file.getFileName().toString();
      assertEquals(expected, actual.getOrDefault(name, List.of()), name);
      straddling += straddlingGames(expected, split, file.toFile().length());
    }
    assertTrue(straddling > 10, "games across a split boundary: " + straddling);
  }

  /** How many games start in one split and end in the next. */
  private static int straddlingGames(List<String> games, long split, long length) {
    int count = 0;
    for (int i = 0; i < games.size(); i++) {
      long start = Long.parseLong(games.get(i).split("\\|")[0]);
      long end = i + 1 < games.size() ? Long.parseLong(games.get(i + 1).split("\\|")[0]) : length;
      if (start / split != (end - 1) / split) {
        count++;
      }
    }
    return count;
  }

  @Test
  void superbookAtQuarterMegabyteSplitsHasTheGamesAndErrorsOfTheLibrary() throws IOException {
    Path superbook = SparkTests.pgn("master/superbook2.pgn");
    Dataset<Row> games = read(256 * 1024, superbook);
    assertEquals(15, games.rdd().getNumPartitions());
    List<String> expected = LibraryGames.describe(superbook);
    assertEquals(expected, describe(games).get("superbook2.pgn"));
  }

  @Test
  void sparkMaxPartitionBytesSetsTheSplitsWithoutTheOption() {
    Path carlsen = SparkTests.pgn("master/Carlsen.pgn");
    String key = "spark.sql.files.maxPartitionBytes";
    String before = SparkTests.spark().conf().get(key);
    SparkTests.spark().conf().set(key, "262144");
    try {
      Dataset<Row> games = SparkTests.spark().read().format("pgn").load(carlsen.toAbsolutePath().toString());
      assertEquals((carlsen.toFile().length() + 262143) / 262144, games.rdd().getNumPartitions());
    } finally {
      SparkTests.spark().conf().set(key, before);
    }
  }

  @Test
  void compressedFilesReadAsTheirText(@TempDir Path dir) throws IOException {
    Path source = SparkTests.pgn("master/London1851.pgn");
    Path gz = dir.resolve("London1851.pgn.gz");
    Path bz2 = dir.resolve("London1851.pgn.bz2");
    Path zst = dir.resolve("London1851.pgn.zst");
    compress(source, new GZIPOutputStream(Files.newOutputStream(gz)));
    compress(source, new BZip2CompressorOutputStream(Files.newOutputStream(bz2)));
    compress(source, new io.airlift.compress.zstd.ZstdOutputStream(Files.newOutputStream(zst)));
    List<String> expected = LibraryGames.describe(source);
    Map<String, List<String>> actual = describe(read(4096, gz, bz2, zst));
    assertEquals(expected, actual.get(gz.getFileName().toString()));
    assertEquals(expected, actual.get(bz2.getFileName().toString()));
    assertEquals(expected, actual.get(zst.getFileName().toString()));
  }

  private static void compress(Path source, OutputStream out) throws IOException {
    try (InputStream in = Files.newInputStream(source); OutputStream o = out) {
      in.transferTo(o);
    }
  }

  @Test
  void typedColumnsComeFromTheTags() {
    Row row = read(1 << 20, SparkTests.pgn("master/WorldChamp1886.pgn"))
        .select("white", "black", "date", "white_elo", "result", "plies", "moves_san", "chess960")
        .orderBy("offset").first();
    assertEquals("Zukertort, Johannes Hermann", row.getString(0));
    assertEquals("Steinitz, William", row.getString(1));
    assertTrue(row.isNullAt(2));
    assertTrue(row.isNullAt(3));
    assertEquals("0-1", row.getString(4));
    assertEquals(false, row.getBoolean(7));
    assertEquals(row.getInt(5), row.getList(6).size());
  }

  @Test
  void aQueryOnTagsAsksTheScanForTagsOnly() {
    Dataset<Row> tagsOnly = read(1 << 20, SparkTests.pgn("master/WorldChamp1886.pgn")).select("white", "black");
    String plan = tagsOnly.queryExecution().executedPlan().toString();
    assertTrue(plan.contains("struct<white:string,black:string>"), plan);
  }
}
