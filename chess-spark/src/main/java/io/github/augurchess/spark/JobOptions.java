package io.github.augurchess.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The command line of a job: {@code JOB --pgn FILES --out DIR [--format parquet|csv]
 * [--max-partition-bytes N] [--master URL] [job options]}. {@code --pgn} takes comma-separated
 * paths or globs and may be repeated.
 *
 * @param job the job's name
 * @param pgn the PGN paths (empty for {@code gradient --epd})
 * @param out the output directory
 * @param format {@code parquet}, {@code csv}, or for extract {@code text} (EPD lines) or {@code
 *     data} (the network trainer's records)
 * @param maxPartitionBytes the split size, or 0 for Spark's {@code spark.sql.files.maxPartitionBytes}
 * @param master the Spark master, or null for the one {@code spark-submit} gives
 * @param extra the job's own options, by name without dashes
 */
public record JobOptions(String job, List<String> pgn, String out, String format, long maxPartitionBytes,
    @Nullable String master, Map<String, String> extra) {

  /** The options every job takes, and the ones of each job. */
  static final Map<String, Set<String>> JOB_OPTIONS = Map.of(
      "stats", Set.of(),
      "fens", Set.of(),
      "positions", Set.of(),
      "analyse", Set.of("limits", "hash", "threads", "player"),
      "bench", Set.of("limits", "positions"),
      "extract", Set.of("skip-plies", "per-game", "seed", "nodes"),
      "gradient", Set.of("epd", "params", "k", "skip-plies", "per-game", "seed"));

  /** The jobs' names, for messages. */
  static final List<String> JOBS = List.of("stats", "fens", "positions", "analyse", "extract", "gradient", "bench");

  public JobOptions {
    pgn = List.copyOf(pgn);
    extra = Map.copyOf(extra);
  }

  /**
   * Reads a command line.
   *
   * @throws IllegalArgumentException naming the option that is missing, unknown or malformed
   */
  public static JobOptions parse(String... args) {
    if (args.length == 0 || !JOB_OPTIONS.containsKey(args[0])) {
      throw new IllegalArgumentException("the first argument is the job: " + String.join(", ", JOBS)
          + (args.length == 0 ? "" : " (not \"" + clip(args[0]) + "\")"));
    }
    String job = args[0];
    List<String> pgn = new ArrayList<>();
    String out = null;
    String format = "parquet";
    long maxBytes = 0;
    String master = null;
    Map<String, String> extra = new LinkedHashMap<>();
    for (int i = 1; i < args.length; i++) {
      String name = args[i];
      if (!name.startsWith("--")) {
        throw new IllegalArgumentException("expected an option, not \"" + clip(name) + "\"");
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(name + " needs a value");
      }
      String value = args[++i];
      switch (name) {
        case "--pgn" -> {
          for (String path : value.split(",")) {
            if (!path.isBlank()) {
              pgn.add(path.trim());
            }
          }
        }
        case "--out" -> out = value;
        case "--format" -> {
          format = value.toLowerCase(Locale.ROOT);
          if (!Set.of("parquet", "csv", "text", "data").contains(format)
              || (!format.equals("parquet") && !format.equals("csv") && !job.equals("extract"))) {
            throw new IllegalArgumentException(
                "--format is parquet or csv (or text or data for extract), not \"" + clip(value) + "\"");
          }
        }
        case "--max-partition-bytes" -> {
          maxBytes = number(name, value);
          if (maxBytes < 1) {
            throw new IllegalArgumentException("--max-partition-bytes must be positive: " + value);
          }
        }
        case "--master" -> master = value;
        default -> {
          String key = name.substring(2);
          if (!JOB_OPTIONS.getOrDefault(job, Set.of()).contains(key)) {
            throw new IllegalArgumentException("the " + job + " job has no option " + clip(name));
          }
          extra.put(key, value);
        }
      }
    }
    if (out == null) {
      throw new IllegalArgumentException("--out DIR is required");
    }
    if (pgn.isEmpty() && !(job.equals("gradient") && extra.containsKey("epd"))) {
      throw new IllegalArgumentException("--pgn FILES is required" + (job.equals("gradient") ? " (or --epd FILES)" : ""));
    }
    return new JobOptions(job, pgn, out, format, maxBytes, master, extra);
  }

  /** A job option as a number, or the default. */
  long number(String key, long defaultValue) {
    String value = extra.get(key);
    return value == null ? defaultValue : number("--" + key, value);
  }

  /** A job option as a decimal, or the default. */
  double decimal(String key, double defaultValue) {
    String value = extra.get(key);
    if (value == null) {
      return defaultValue;
    }
    try {
      return Double.parseDouble(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + key + " needs a number: \"" + clip(value) + "\"", e);
    }
  }

  private static long number(String name, String value) {
    try {
      return Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " needs a whole number: \"" + clip(value) + "\"", e);
    }
  }

  private static String clip(String text) {
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }
}
