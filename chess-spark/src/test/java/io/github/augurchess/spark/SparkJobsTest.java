package io.github.augurchess.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.review.GameReviewer;
import io.github.augurchess.review.ReviewListener;
import io.github.augurchess.review.ReviewOptions;
import io.github.augurchess.spark.internal.Analysis;
import io.github.augurchess.tune.ExtractOptions;
import io.github.augurchess.tune.PositionExtractor;
import io.github.augurchess.tune.TrainingSet;
import io.github.augurchess.tune.TuneOptions;
import io.github.augurchess.tune.Tuner;
import io.github.augurchess.tune.nnue.PackedPosition;
import io.github.augurchess.tune.nnue.PgnLabeller;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkJobsTest {

  private static String run(String... args) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SparkJobs.run(SparkTests.spark(), JobOptions.parse(args), new PrintStream(out, true, StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  private static String path(Path p) {
    return p.toAbsolutePath().normalize().toString();
  }

  @Test
  void analyseWritesParquetThatEqualsTheSingleMachineReview(@TempDir Path dir) throws IOException {
    Path games = SparkTests.pgn("master/Philidor.pgn");
    Path out = dir.resolve("analyse");
    run("analyse", "--pgn", path(games), "--out", path(out), "--format", "parquet", "--max-partition-bytes", "1024",
        "--limits", "nodes=1500", "--hash", "4");
    SparkSession spark = SparkTests.spark();
    List<Row> actual = spark.read().parquet(path(out)).orderBy("offset", "ply").collectAsList();

    List<Row> expected = new ArrayList<>();
    ReviewOptions options = ReviewOptions.of(SearchLimits.nodes(1500)).withThreads(1);
    try (GameReviewer reviewer = Analysis.reviewer(new EngineOptions(4, 1), options);
        PgnReader reader = PgnReader.open(games)) {
      for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
        if (!game.hasStartPosition() || game.mainLine().isEmpty()) {
          continue;
        }
        expected.addAll(Analysis.rows("", reader.gameOffset(), game.tag("White"), game.tag("Black"),
            reviewer.review(game, ReviewListener.NONE)));
      }
    }
    assertTrue(expected.size() > 50, "moves reviewed: " + expected.size());
    assertEquals(expected.size(), actual.size());
    for (int i = 0; i < expected.size(); i++) {
      Row e = expected.get(i);
      Row a = actual.get(i);
      for (int c = 1; c < e.length(); c++) {
        assertEquals(e.get(c), a.get(c), "row " + i + " column " + Analysis.SCHEMA.fieldNames()[c]);
      }
    }
  }

  /**
   * The FEN column of a CSV output, part file after part file in name (so partition) order, rows
   * as written: the order a reader of the directory sees without sorting.
   */
  static List<String> fensInPartOrder(Path out) throws IOException {
    List<Path> parts = new ArrayList<>();
    try (var files = Files.list(out)) {
      files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().forEach(parts::add);
    }
    List<String> fens = new ArrayList<>();
    for (Path part : parts) {
      List<String> lines = Files.readAllLines(part, StandardCharsets.UTF_8);
      assertEquals("file,offset,ply,fen,move_uci,move_san", lines.get(0), part.toString());
      for (String line : lines.subList(1, lines.size())) {
        String[] fields = line.split(",", -1);
        fens.add(fields[fields.length - 3]);
      }
    }
    assertTrue(parts.size() > 1, "one part file only: " + parts);
    return fens;
  }

  @Test
  void fensJobWritesTheLibrarysFensAsCsvInFileOrder(@TempDir Path dir) throws IOException {
    Path games = SparkTests.pgn("mliebelt/twic-01-232games.pgn");
    Path out = dir.resolve("fens");
    run("fens", "--pgn", path(games), "--out", path(out), "--format", "csv", "--max-partition-bytes", "20000");
    List<String> expected = new ArrayList<>();
    LibraryGames.fens(games).forEach(expected::addAll);
    // Same positions in the same order: partitions are byte ranges in file order, and each
    // partition writes its games in file order, each game's positions by ply.
    assertEquals(expected, fensInPartOrder(out));
  }

  /**
   * The job jar's documented command on a multi-megabyte file: superbook2.pgn (3.75 MB, 413,672
   * positions) in 64 KiB splits (about 17 s on a local[2] session).
   */
  @Test
  void fensOfAMultiMegabyteFileInSixtyFourKibibyteSplits(@TempDir Path dir) throws IOException {
    Path games = SparkTests.pgn("master/superbook2.pgn");
    Path out = dir.resolve("fens");
    run("fens", "--pgn", path(games), "--out", path(out), "--format", "csv", "--max-partition-bytes", "65536");
    List<String> expected = new ArrayList<>();
    LibraryGames.fens(games).forEach(expected::addAll);
    List<String> actual = fensInPartOrder(out);
    assertEquals(expected.size(), actual.size());
    assertEquals(expected, actual);
  }

  @Test
  void statsJobCountsAsTheLibrary(@TempDir Path dir) throws IOException {
    Path games = SparkTests.pgn("nasty/franky-pgn_test.pgn");
    String printed = run("stats", "--pgn", path(games), "--out", path(dir.resolve("stats")), "--max-partition-bytes", "4096");
    List<String> library = LibraryGames.describe(games);
    long errors = 0;
    long plies = 0;
    for (String game : library) {
      String[] parts = game.split("\\|");
      plies += Long.parseLong(parts[3]);
      errors += parts[5].equals("[]") ? 0 : parts[5].split(", ").length;
    }
    assertTrue(printed.contains(": games " + library.size() + ", plies " + plies + ", errors " + errors), printed);
    assertEquals(errors, SparkTests.spark().read().parquet(path(dir.resolve("stats/errors"))).count());
  }

  @Test
  void extractAndGradientEqualTheSingleMachineTuner(@TempDir Path dir) throws IOException {
    Path games = SparkTests.pgn("master/Capablanca.pgn");
    ExtractOptions options = new ExtractOptions(16, 4, 7);
    // One machine: chess-tune's extractor over the file, its tuner's loss and gradient.
    List<String> expectedLines = new ArrayList<>();
    try (PgnReader reader = PgnReader.open(games)) {
      new PositionExtractor(new ClassicalEvaluator(), options).extract(reader, p -> expectedLines.add(p.toEpd()));
    }
    Path epd = dir.resolve("positions.epd");
    Files.write(epd, expectedLines);
    EvalParameters weights = EvalParameters.defaults();
    double k = 1.13;
    Tuner tuner = new Tuner(TuneOptions.defaults().withThreads(1));
    TrainingSet set = TrainingSet.read(List.of(epd), weights);
    double loss = tuner.error(set, weights, k);
    double[] gradient = tuner.gradient(set, weights, k);

    Dataset<Row> all = SparkTests.spark().read().format("pgn").option(PgnDataSource.MAX_PARTITION_BYTES, 50_000)
        .load(path(games));
    Dataset<Row> labelled = ChessJobs.extract(all, options).repartition(5).cache();
    List<String> actualLines = new ArrayList<>();
    labelled.orderBy("offset").select("epd").collectAsList().forEach(r -> actualLines.add(r.getString(0)));
    assertEquals(sortedCopy(expectedLines), sortedCopy(actualLines));

    TuningGradient distributed = ChessJobs.gradient(labelled, weights, k);
    assertEquals(set.size(), distributed.positions());
    assertEquals(loss, distributed.loss(), 1e-9 * loss);
    double[] d = distributed.gradient();
    int nonZero = 0;
    for (int i = 0; i < gradient.length; i++) {
      assertEquals(gradient[i], d[i], 1e-9 * Math.max(Math.abs(gradient[i]), 1e-12), EvalParameters.names().get(i));
      nonZero += gradient[i] != 0 ? 1 : 0;
    }
    assertTrue(nonZero > 50, "weights with a gradient: " + nonZero);
    labelled.unpersist();
  }

  @Test
  void networkDataEqualsTheSingleMachineLabeller(@TempDir Path dir) throws IOException {
    Path games = SparkTests.pgn("master/London1851.pgn");
    java.io.ByteArrayOutputStream expected = new java.io.ByteArrayOutputStream();
    try (PgnReader reader = PgnReader.open(games); PgnLabeller labeller = new PgnLabeller(0, 8)) {
      labeller.label(reader, p -> {
        byte[] record = new byte[PackedPosition.BYTES];
        p.write(record, 0);
        expected.writeBytes(record);
      });
    }
    Path out = dir.resolve("data");
    run("extract", "--pgn", path(games), "--out", path(out), "--format", "data", "--max-partition-bytes", "30000",
        "--nodes", "0", "--skip-plies", "8");
    java.io.ByteArrayOutputStream actual = new java.io.ByteArrayOutputStream();
    try (java.util.stream.Stream<Path> parts = Files.list(out)) {
      for (Path part : parts.filter(p -> p.getFileName().toString().endsWith(".data")).sorted().toList()) {
        actual.writeBytes(Files.readAllBytes(part));
      }
    }
    assertTrue(expected.size() > 100 * PackedPosition.BYTES, "bytes: " + expected.size());
    assertTrue(java.util.Arrays.equals(expected.toByteArray(), actual.toByteArray()),
        "records differ: " + expected.size() + " and " + actual.size() + " bytes");
  }

  private static List<String> sortedCopy(List<String> lines) {
    List<String> copy = new ArrayList<>(lines);
    copy.sort(null);
    return copy;
  }

  @Test
  void badCommandLinesNameTheProblem() {
    assertThrows(IllegalArgumentException.class, () -> JobOptions.parse("nope"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> JobOptions.parse("fens", "--pgn", "x.pgn", "--out", "o", "--format", "json"));
    assertTrue(e.getMessage().contains("--format"));
    e = assertThrows(IllegalArgumentException.class, () -> JobOptions.parse("stats", "--pgn", "x.pgn"));
    assertTrue(e.getMessage().contains("--out"));
    e = assertThrows(IllegalArgumentException.class,
        () -> JobOptions.parse("stats", "--pgn", "x.pgn", "--out", "o", "--limits", "nodes=1"));
    assertTrue(e.getMessage().contains("--limits"));
  }
}
