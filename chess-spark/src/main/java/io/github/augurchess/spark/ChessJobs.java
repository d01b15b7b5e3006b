package io.github.augurchess.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.size;
import static org.apache.spark.sql.functions.substring_index;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.udf;
import static org.apache.spark.sql.functions.when;

import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.spark.internal.Analysis;
import io.github.augurchess.spark.internal.ChessUdfs;
import io.github.augurchess.spark.internal.Extraction;
import io.github.augurchess.spark.internal.Gradients;
import io.github.augurchess.spark.internal.NetworkData;
import io.github.augurchess.tune.ExtractOptions;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.types.ArrayType;

/**
 * The jobs of {@link SparkJobs} as Dataset transformations, for use from code: each takes the
 * games of {@code spark.read().format("pgn")} (or labelled positions) and returns a Dataset.
 */
public final class ChessJobs {
  private ChessJobs() {}

  /**
   * Per file: {@code file}, {@code games}, {@code plies} (main-line moves read) and {@code errors}
   * (problems), as {@code augur pgn stats} counts them.
   */
  public static Dataset<Row> stats(Dataset<Row> games) {
    return games.groupBy(PgnColumns.FILE)
        .agg(count(lit(1)).as("games"), sum(PgnColumns.PLIES).as("plies"),
            sum(size(col(PgnColumns.ERRORS))).as("errors"))
        .orderBy(PgnColumns.FILE);
  }

  /** Every problem: {@code file}, {@code offset} of its game, {@code problem}, {@code line}, {@code column}, {@code reason}, {@code text}. */
  public static Dataset<Row> errors(Dataset<Row> games) {
    return games.select(col(PgnColumns.FILE), col(PgnColumns.OFFSET), explode(col(PgnColumns.ERRORS)).as("e"))
        .select(PgnColumns.FILE, PgnColumns.OFFSET, "e.problem", "e.line", "e.column", "e.reason", "e.text");
  }

  /**
   * Every position of every game: {@code file}, {@code offset} (of the game), {@code ply}, {@code
   * fen}, {@code move_uci} and {@code move_san} (the move played from it; NULL for the last).
   * Ordered by file, offset and ply, these are the lines {@code augur pgn fens} prints; a game
   * whose start position cannot be set up has none.
   */
  public static Dataset<Row> fens(Dataset<Row> games) {
    Column positions = udf(new ChessUdfs.Positions(), new ArrayType(ChessFunctions.POSITION, false))
        .apply(col(PgnColumns.START_FEN), col(PgnColumns.MOVES_UCI), col(PgnColumns.CHESS960));
    return games.select(col(PgnColumns.FILE), col(PgnColumns.OFFSET), explode(positions).as("p"))
        .select(PgnColumns.FILE, PgnColumns.OFFSET, "p.ply", "p.fen", "p.move_uci", "p.move_san");
  }

  /**
   * Distinct positions (the four position fields of the FEN, clocks left out): {@code position},
   * {@code count} (occurrences over every game), {@code white_wins}, {@code draws}, {@code
   * black_wins} (the results of the games they occurred in, once per occurrence), most frequent
   * first.
   */
  public static Dataset<Row> positions(Dataset<Row> games) {
    Column positions = udf(new ChessUdfs.Positions(), new ArrayType(ChessFunctions.POSITION, false))
        .apply(col(PgnColumns.START_FEN), col(PgnColumns.MOVES_UCI), col(PgnColumns.CHESS960));
    Dataset<Row> occurrences = games
        .select(col(PgnColumns.RESULT), explode(positions).as("p"))
        .select(substring_index(col("p.fen"), " ", 4).as("position"), col(PgnColumns.RESULT));
    return occurrences.groupBy("position")
        .agg(count(lit(1)).as("count"),
            sum(when(col(PgnColumns.RESULT).equalTo("1-0"), 1).otherwise(0)).as("white_wins"),
            sum(when(col(PgnColumns.RESULT).equalTo("1/2-1/2"), 1).otherwise(0)).as("draws"),
            sum(when(col(PgnColumns.RESULT).equalTo("0-1"), 1).otherwise(0)).as("black_wins"))
        .orderBy(col("count").desc(), col("position"));
  }

  /**
   * Every game reviewed move by move by chess-review's {@code GameReviewer} (as {@code augur
   * review} does on one machine): a bounded search of every position (within {@code limits}:
   * {@code nodes=N}, {@code depth=N}, {@code movetime=MS}, comma-separated), each move judged by the
   * drop in its mover's win probability (good, inaccuracy, mistake, blunder). One engine per
   * partition, its table cleared before every position. Games without moves are left out. Columns:
   * {@code file}, {@code offset}, {@code white}, {@code black}, {@code ply}, {@code move_number},
   * {@code mover}, {@code fen} (before the move), {@code move_uci}, {@code move_san}, {@code
   * score_before_cp}, {@code mate_before}, {@code score_after_cp}, {@code mate_after} (White's
   * view), {@code win_before}, {@code win_after}, {@code accuracy} (the mover's), {@code class}
   * ({@code GOOD}, {@code INACCURACY}, {@code MISTAKE}, {@code BLUNDER}), {@code best_move} and
   * {@code best_line} (UCI, space-separated; only for an inaccuracy or worse).
   */
  public static Dataset<Row> analyse(Dataset<Row> games, String limits, EngineOptions engine) {
    return Analysis.analyse(games, limits, engine);
  }

  /**
   * Labelled positions for the Texel tuner, taken as chess-tune's {@code PositionExtractor} takes
   * them from each file (games numbered in file order, so that {@code perGame} picks the same
   * positions): {@code file}, {@code offset}, {@code epd} (the line {@code augur tune run} reads),
   * {@code fen}, {@code label} (white's score).
   */
  public static Dataset<Row> extract(Dataset<Row> games, ExtractOptions options) {
    Dataset<Row> numbered = games.withColumn("game_number",
        row_number().over(Window.partitionBy(PgnColumns.FILE).orderBy(PgnColumns.OFFSET)));
    return Extraction.extract(numbered, options);
  }

  /**
   * Positions for the network trainer, labelled by chess-tune's {@code PgnLabeller} as {@code
   * augur nnue label} labels them (one labeller per partition, its table cleared per game):
   * {@code file}, {@code offset} and {@code record}, the 32-byte {@code augurdata-1} record.
   *
   * @param nodes nodes each position is searched to, or 0 for the quiescence label
   * @param skipPlies opening plies of each game not taken
   */
  public static Dataset<Row> networkData(Dataset<Row> games, long nodes, int skipPlies) {
    return NetworkData.label(games, nodes, skipPlies);
  }

  /**
   * The Texel loss (mean squared error) of the weights over labelled positions, and its gradient,
   * as chess-tune's {@code Tuner.error} and {@code Tuner.gradient} compute them on one machine:
   * summed per partition and combined with {@code treeAggregate}.
   *
   * @param labelled a Dataset with a string column {@code epd} of labelled EPD lines (as {@link
   *     #extract} writes them)
   * @param weights the evaluator's weights
   * @param k the sigmoid's scale
   */
  public static TuningGradient gradient(Dataset<Row> labelled, EvalParameters weights, double k) {
    return Gradients.compute(labelled, weights, k);
  }
}
