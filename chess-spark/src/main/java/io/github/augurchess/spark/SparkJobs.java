package io.github.augurchess.spark;

import static org.apache.spark.sql.functions.col;

import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.spark.internal.NetworkData;
import io.github.augurchess.spark.internal.SearchLimitsText;
import io.github.augurchess.spark.internal.Throughput;
import io.github.augurchess.tune.ExtractOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The jobs, for {@code spark-submit} (and {@code java -jar augur-spark.jar}):
 *
 * <pre>
 * JOB --pgn FILES --out DIR [--format parquet|csv] [--max-partition-bytes N] [--master URL] [options]
 *
 * stats      per file: games, plies, errors (DIR/summary), and every problem (DIR/errors)
 * fens       every position of every game: file, offset, ply, fen, move_uci, move_san
 * positions  distinct positions with their count and the results of their games
 * analyse    every move reviewed by a bounded search and judged by the drop in win probability
 *            (chess-review's classification); --limits nodes=N|depth=N|movetime=MS (nodes=20000),
 *            --hash MIB (16) and --threads N (1) per task's engine, --player NAME (that player's
 *            games only)
 * extract    labelled positions for the Texel tuner (--format text writes the EPD lines it reads);
 *            --skip-plies N (16), --per-game N (0 = all), --seed N (1); or, with --format data,
 *            for the network trainer (augurdata-1 records in DIR/part-NNNNN.data, labelled as
 *            augur nnue label does): --nodes N (0: the quiescence label), --skip-plies N (8)
 * gradient   the Texel loss and gradient of the weights over labelled positions: --epd FILES
 *            (lines as extract writes them) or --pgn FILES (extracted first, with extract's
 *            options); --params FILE (the defaults), --k K (1.0)
 * bench      games/s and positions/s of the data source and positions/s of a bounded search at
 *            local[1] and local[2], beside the single-machine library (a local measurement: it
 *            starts its own sessions; DIR/bench.csv); --limits (nodes=5000), --positions N (200)
 * </pre>
 *
 * <p>Exit codes: 0 done, 2 bad command line, 1 the job failed.
 */
public final class SparkJobs {
  private SparkJobs() {}

  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  /** Runs a job; returns the exit code. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    JobOptions options;
    try {
      options = JobOptions.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("augur-spark: " + e.getMessage());
      err.println("usage: JOB --pgn FILES --out DIR [--format parquet|csv] [--max-partition-bytes N] [--master URL]");
      return 2;
    }
    if (options.job().equals("bench")) {
      return bench(options, out, err);
    }
    SparkSession.Builder builder = SparkSession.builder().appName("augur " + options.job());
    String master = options.master();
    if (master != null) {
      builder.master(master);
    }
    SparkSession spark = builder.getOrCreate();
    try {
      run(spark, options, out);
      return 0;
    } catch (IOException | RuntimeException e) {
      err.println("augur-spark " + options.job() + ": " + e);
      return 1;
    } finally {
      if (master != null) {
        spark.stop();
      }
    }
  }

  private static int bench(JobOptions options, PrintStream out, PrintStream err) {
    try {
      List<Throughput.Figure> figures = Throughput.run(options.pgn(), (int) options.number("positions", 200),
          SearchLimitsText.parse(options.extra().getOrDefault("limits", "nodes=5000")), out);
      Path dir = Path.of(options.out());
      Files.createDirectories(dir);
      List<String> lines = new ArrayList<>();
      lines.add("what,where,items,seconds,rate");
      for (Throughput.Figure f : figures) {
        lines.add(String.format(Locale.ROOT, "%s,%s,%d,%.4f,%.1f", f.what(), f.where(), f.items(), f.seconds(), f.rate()));
      }
      Files.write(dir.resolve("bench.csv"), lines);
      return 0;
    } catch (IOException | RuntimeException e) {
      err.println("augur-spark bench: " + e);
      return 1;
    }
  }

  /** Runs a job in a session. */
  public static void run(SparkSession spark, JobOptions options, PrintStream out) throws IOException {
    switch (options.job()) {
      case "stats" -> {
        Dataset<Row> games = games(spark, options).cache();
        try {
          Dataset<Row> summary = ChessJobs.stats(games);
          write(summary, options, "summary");
          write(ChessJobs.errors(games), options, "errors");
          for (Row row : summary.collectAsList()) {
            out.println(row.getString(0) + ": games " + row.getLong(1) + ", plies " + row.getLong(2) + ", errors " + row.getLong(3));
          }
        } finally {
          games.unpersist();
        }
      }
      case "fens" -> write(ChessJobs.fens(games(spark, options)), options, null);
      case "positions" -> write(ChessJobs.positions(games(spark, options)), options, null);
      case "analyse" -> {
        Dataset<Row> games = games(spark, options);
        String player = options.extra().get("player");
        if (player != null) {
          games = games.where(col(PgnColumns.WHITE).equalTo(player).or(col(PgnColumns.BLACK).equalTo(player)));
        }
        EngineOptions engine = new EngineOptions((int) options.number("hash", EngineOptions.DEFAULT.hashMiB()),
            (int) options.number("threads", EngineOptions.DEFAULT.threads()));
        write(ChessJobs.analyse(games, options.extra().getOrDefault("limits", "nodes=20000"), engine), options, null);
      }
      case "extract" -> {
        if (options.format().equals("data")) {
          Dataset<Row> records = ChessJobs.networkData(games(spark, options), options.number("nodes", 0),
              (int) options.number("skip-plies", 8));
          NetworkData.write(spark, records, options.out());
          return;
        }
        Dataset<Row> labelled = ChessJobs.extract(games(spark, options), extractOptions(options));
        if (options.format().equals("text")) {
          labelled.select("epd").write().mode(SaveMode.Overwrite).text(options.out());
        } else {
          write(labelled, options, null);
        }
      }
      case "gradient" -> gradient(spark, options, out);
      default -> throw new IllegalArgumentException("no job " + options.job());
    }
  }

  private static void gradient(SparkSession spark, JobOptions options, PrintStream out) throws IOException {
    String params = options.extra().get("params");
    EvalParameters weights = params == null ? EvalParameters.defaults() : EvalParameters.read(Path.of(params));
    double k = options.decimal("k", 1.0);
    Dataset<Row> labelled;
    String epd = options.extra().get("epd");
    if (epd != null) {
      labelled = spark.read().text(epd.split(",")).withColumnRenamed("value", "epd");
    } else {
      labelled = ChessJobs.extract(games(spark, options), extractOptions(options));
    }
    TuningGradient gradient = ChessJobs.gradient(labelled, weights, k);
    List<Row> rows = new ArrayList<>();
    double[] g = gradient.gradient();
    for (int i = 0; i < g.length; i++) {
      rows.add(RowFactory.create(EvalParameters.names().get(i), weights.value(i), g[i]));
    }
    Dataset<Row> table = spark.createDataFrame(rows, new StructType()
        .add("parameter", "string").add("value", "int").add("gradient", "double"));
    write(table.coalesce(1), options, null);
    out.println(String.format(Locale.ROOT, "positions %d, loss %.12f, k %.4f", gradient.positions(), gradient.loss(), k));
  }

  private static ExtractOptions extractOptions(JobOptions options) {
    ExtractOptions d = ExtractOptions.DEFAULTS;
    return new ExtractOptions((int) options.number("skip-plies", d.skipPlies()), (int) options.number("per-game", d.perGame()),
        options.number("seed", d.seed()));
  }

  /** The games of the job's PGN files. */
  static Dataset<Row> games(SparkSession spark, JobOptions options) {
    DataFrameReader reader = spark.read().format(PgnDataSource.SHORT_NAME);
    if (options.maxPartitionBytes() > 0) {
      reader = reader.option(PgnDataSource.MAX_PARTITION_BYTES, options.maxPartitionBytes());
    }
    return reader.load(options.pgn().toArray(new String[0]));
  }

  private static void write(Dataset<Row> data, JobOptions options, @Nullable String part) {
    String path = part == null ? options.out() : options.out() + "/" + part;
    if (options.format().equals("csv")) {
      data.write().mode(SaveMode.Overwrite).option("header", "true").csv(path);
    } else {
      data.write().mode(SaveMode.Overwrite).parquet(path);
    }
  }
}
