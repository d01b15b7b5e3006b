package io.github.augurchess.spark.internal;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import io.github.augurchess.search.Engine;
import io.github.augurchess.spark.EngineOptions;
import io.github.augurchess.spark.PgnColumns;
import io.github.augurchess.spark.PgnDataSource;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The bench job: the data source's games/s and positions/s and the bounded search's positions/s
 * at {@code local[1]} and {@code local[2]}, beside the single-machine library in the same run.
 * Each figure is the better of two timed runs after one warm-up.
 */
public final class Throughput {
  private Throughput() {}

  /** One measured rate. */
  public record Figure(String what, String where, long items, double seconds) {
    public double rate() {
      return items / seconds;
    }
  }

  public static List<Figure> run(List<String> pgnFiles, int searchPositions, SearchLimits limits, PrintStream out)
      throws IOException {
    List<Figure> figures = new ArrayList<>();
    // One machine: read every game with every move checked, as augur pgn stats does.
    long[] counts = new long[2];
    double best = Double.MAX_VALUE;
    for (int round = 0; round < 3; round++) {
      long start = System.nanoTime();
      counts[0] = 0;
      counts[1] = 0;
      for (String file : pgnFiles) {
        try (PgnReader reader = PgnReader.open(Path.of(file))) {
          reader.visitAll(new PgnVisitor() {
            private int depth;

            @Override
            public void beginGame(int gameIndex) {
              counts[0]++;
              depth = 0;
            }

            @Override
            public void move(String text, @Nullable Move move) {
              if (depth == 0) {
                counts[1]++;
              }
            }

            @Override
            public void beginVariation() {
              depth++;
            }

            @Override
            public void endVariation() {
              depth--;
            }
          });
        }
      }
      if (round > 0) {
        best = Math.min(best, (System.nanoTime() - start) / 1e9);
      }
    }
    figures.add(new Figure("games", "library", counts[0], best));
    figures.add(new Figure("positions read", "library", counts[1], best));

    List<String> fens = sampleFens(pgnFiles, searchPositions);
    best = Double.MAX_VALUE;
    try (Engine engine = Engine.builder().hashMiB(EngineOptions.DEFAULT.hashMiB()).threads(1).build()) {
      for (int round = 0; round < 2; round++) {
        long start = System.nanoTime();
        for (String fen : fens) {
          engine.newGame();
          engine.search(Boards.parse(fen), limits);
        }
        best = Math.min(best, (System.nanoTime() - start) / 1e9);
      }
    }
    figures.add(new Figure("positions searched", "library", fens.size(), best));

    for (int cores = 1; cores <= 2; cores++) {
      String master = "local[" + cores + "]";
      SparkSession spark = SparkSession.builder().master(master).appName("augur bench")
          .config("spark.ui.enabled", "false").getOrCreate();
      try {
        best = Double.MAX_VALUE;
        long games = 0;
        long plies = 0;
        for (int round = 0; round < 3; round++) {
          long start = System.nanoTime();
          Row row = spark.read().format(PgnDataSource.SHORT_NAME).option(PgnDataSource.MAX_PARTITION_BYTES, 1 << 20)
              .load(pgnFiles.toArray(new String[0]))
              .agg(functions.count(functions.lit(1)), functions.sum(PgnColumns.PLIES)).first();
          games = row.getLong(0);
          plies = row.getLong(1);
          if (round > 0) {
            best = Math.min(best, (System.nanoTime() - start) / 1e9);
          }
        }
        figures.add(new Figure("games", master, games, best));
        figures.add(new Figure("positions read", master, plies, best));

        Dataset<Row> positions = spark.createDataset(fens, Encoders.STRING()).toDF("fen").repartition(8);
        positions.cache().count();
        spark.udf().register("bench_search", new ChessUdfs.Search(EngineOptions.DEFAULT),
            io.github.augurchess.spark.ChessFunctions.SEARCH);
        String limitText = limitsText(limits);
        best = Double.MAX_VALUE;
        for (int round = 0; round < 2; round++) {
          long start = System.nanoTime();
          positions.selectExpr("bench_search(fen, '" + limitText + "').nodes AS n")
              .agg(functions.sum("n")).first();
          best = Math.min(best, (System.nanoTime() - start) / 1e9);
        }
        figures.add(new Figure("positions searched", master, fens.size(), best));
      } finally {
        spark.stop();
      }
    }
    for (Figure f : figures) {
      out.println(String.format(Locale.ROOT, "%-20s %-10s %10d in %7.3f s: %12.0f /s", f.what(), f.where(), f.items(),
          f.seconds(), f.rate()));
    }
    for (String what : List.of("games", "positions read", "positions searched")) {
      double one = rate(figures, what, "local[1]");
      double two = rate(figures, what, "local[2]");
      double library = rate(figures, what, "library");
      out.println(String.format(Locale.ROOT,
          "%-20s local[1]/library %.2f, local[2]/library %.2f, local[2]/local[1] %.2f (scaling efficiency %.0f%%)",
          what, one / library, two / library, two / one, 100 * two / (2 * one)));
    }
    return figures;
  }

  private static double rate(List<Figure> figures, String what, String where) {
    for (Figure f : figures) {
      if (f.what().equals(what) && f.where().equals(where)) {
        return f.rate();
      }
    }
    throw new IllegalStateException("no figure " + what + " " + where);
  }

  private static String limitsText(SearchLimits limits) {
    List<String> parts = new ArrayList<>();
    limits.nodes().ifPresent(n -> parts.add("nodes=" + n));
    limits.depth().ifPresent(d -> parts.add("depth=" + d));
    limits.moveTimeMillis().ifPresent(t -> parts.add("movetime=" + t));
    return String.join(",", parts);
  }

  /** Every 7th position of the files' games from ply 10 on, up to {@code count}. */
  private static List<String> sampleFens(List<String> files, int count) throws IOException {
    List<String> fens = new ArrayList<>();
    for (String file : files) {
      try (PgnReader reader = PgnReader.open(Path.of(file))) {
        for (PgnGame game = reader.nextGame(); game != null && fens.size() < count; game = reader.nextGame()) {
          if (!game.hasStartPosition()) {
            continue;
          }
          Board board = game.startPosition();
          int ply = 0;
          for (Move move : game.mainLine()) {
            board.play(move);
            ply++;
            if (ply >= 10 && ply % 7 == 0 && !board.isGameOver() && fens.size() < count) {
              fens.add(board.fen());
            }
          }
        }
      }
    }
    return fens;
  }
}
