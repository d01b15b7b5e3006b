package io.github.augurchess.spark.internal;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.review.GameReview;
import io.github.augurchess.review.GameReviewer;
import io.github.augurchess.review.MoveReview;
import io.github.augurchess.review.ReviewListener;
import io.github.augurchess.review.ReviewOptions;
import io.github.augurchess.search.EngineSettings;
import io.github.augurchess.spark.EngineOptions;
import io.github.augurchess.spark.PgnColumns;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.TaskCompletionListener;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The analyse job: chess-review's {@link GameReviewer} over every game, one reviewer (and so one
 * engine) per partition, each position searched from a cleared table as the reviewer does on one
 * machine, so the rows do not depend on how the games were split.
 */
public final class Analysis {
  private Analysis() {}

  /** One row per reviewed move. Scores are from White's point of view; win probabilities the mover's. */
  public static final StructType SCHEMA = new StructType()
      .add("file", DataTypes.StringType, false)
      .add("offset", DataTypes.LongType, false)
      .add("white", DataTypes.StringType, true)
      .add("black", DataTypes.StringType, true)
      .add("ply", DataTypes.IntegerType, false)
      .add("move_number", DataTypes.IntegerType, false)
      .add("mover", DataTypes.StringType, false)
      .add("fen", DataTypes.StringType, false)
      .add("move_uci", DataTypes.StringType, false)
      .add("move_san", DataTypes.StringType, false)
      .add("score_before_cp", DataTypes.IntegerType, true)
      .add("mate_before", DataTypes.IntegerType, true)
      .add("score_after_cp", DataTypes.IntegerType, true)
      .add("mate_after", DataTypes.IntegerType, true)
      .add("win_before", DataTypes.DoubleType, false)
      .add("win_after", DataTypes.DoubleType, false)
      .add("accuracy", DataTypes.DoubleType, false)
      .add("class", DataTypes.StringType, false)
      .add("best_move", DataTypes.StringType, true)
      .add("best_line", DataTypes.StringType, false);

  /**
   * @param limits the search of each position, as {@link SearchLimitsText} reads it
   * @param games the data source's rows (at least file, offset, white, black, start_fen,
   *     chess960, moves_uci, result)
   */
  public static Dataset<Row> analyse(Dataset<Row> games, String limits, EngineOptions engine) {
    SearchLimitsText.parse(limits); // fail here, on the driver, for a bad text
    Dataset<Row> input = games.select(PgnColumns.FILE, PgnColumns.OFFSET, PgnColumns.WHITE, PgnColumns.BLACK,
        PgnColumns.START_FEN, PgnColumns.CHESS960, PgnColumns.MOVES_UCI, PgnColumns.RESULT);
    // Options travel as text: chess-review's and the API's option types are not Serializable.
    MapPartitionsFunction<Row, Row> perPartition =
        rows -> analyseAll(rows, ReviewOptions.of(SearchLimitsText.parse(limits)).withThreads(1), engine);
    return input.mapPartitions(perPartition, Encoders.row(SCHEMA));
  }

  /**
   * The reviewer a task uses, and the single-machine reference uses: Augur behind the common engine
   * interface with the task's table size and threads.
   */
  public static GameReviewer reviewer(EngineOptions engine, ReviewOptions review) {
    EngineSettings settings = EngineSettings.defaults().withHashMiB(engine.hashMiB()).withThreads(engine.threads());
    return GameReviewer.withEngines(() -> AugurEngine.create(settings), review);
  }

  private static Iterator<Row> analyseAll(Iterator<Row> rows, ReviewOptions review, EngineOptions engine) {
    GameReviewer reviewer = reviewer(engine, review);
    TaskContext task = TaskContext.get();
    if (task != null) {
      task.addTaskCompletionListener((TaskCompletionListener) context -> reviewer.close());
    }
    return new ExpandedRows(rows, row -> {
      if (row.isNullAt(4) || row.getList(6).isEmpty()) {
        return List.of();
      }
      PgnGame game = Extraction.game(row.getString(4), row.getBoolean(5), row.getList(6), row.getString(7));
      String white = row.isNullAt(2) ? null : row.getString(2);
      String black = row.isNullAt(3) ? null : row.getString(3);
      if (white != null) {
        game.setTag("White", white);
      }
      if (black != null) {
        game.setTag("Black", black);
      }
      return rows(row.getString(0), row.getLong(1), white, black, reviewer.review(game, ReviewListener.NONE));
    }, task == null ? reviewer::close : () -> { });
  }

  /** The rows of one game's review (also what a single-machine run writes, for comparison). */
  public static List<Row> rows(String file, long offset, @Nullable String white, @Nullable String black, GameReview review) {
    List<Row> out = new ArrayList<>();
    Board board = review.game().startPosition();
    for (MoveReview m : review.moves()) {
      String fen = board.fen();
      String uci = Boards.uci(board, m.move());
      Move best = m.bestMove().orElse(null);
      String bestUci = best == null ? null : Boards.uci(board, best);
      Board line = board.copy();
      StringBuilder bestLine = new StringBuilder();
      for (Move lm : m.bestLine()) {
        if (bestLine.length() > 0) {
          bestLine.append(' ');
        }
        bestLine.append(Boards.uci(line, lm));
        Boards.play(line, lm);
      }
      out.add(Rows.of(file, offset, white, black, m.ply(), m.moveNumber(), m.mover() == Color.WHITE ? "white" : "black",
          fen, uci, m.san(), centipawns(m.before()), mate(m.before()), centipawns(m.after()), mate(m.after()),
          m.judgement().winBefore(), m.judgement().winAfter(), m.judgement().accuracy(), m.moveClass().name(),
          bestUci, bestLine.toString()));
      Boards.play(board, m.move());
    }
    return out;
  }

  private static @Nullable Integer centipawns(Score score) {
    return score.isMate() ? null : score.centipawns();
  }

  private static @Nullable Integer mate(Score score) {
    return score.isMate() ? score.mateMoves() : null;
  }
}
