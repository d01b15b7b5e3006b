package io.github.augurchess.spark.internal;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.spark.PgnColumns;
import io.github.augurchess.tune.ExtractOptions;
import io.github.augurchess.tune.LabelledPosition;
import io.github.augurchess.tune.PositionExtractor;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Labelled positions from games, by chess-tune's {@link PositionExtractor} with one extractor (and
 * so one evaluator) per partition.
 */
public final class Extraction {
  private Extraction() {}

  /** The columns of the extract job's output. */
  public static final StructType SCHEMA = new StructType()
      .add("file", DataTypes.StringType, false)
      .add("offset", DataTypes.LongType, false)
      .add("epd", DataTypes.StringType, false)
      .add("fen", DataTypes.StringType, false)
      .add("label", DataTypes.DoubleType, false);

  /** @param games the data source's rows with a {@code game_number} column (1-based in its file) */
  public static Dataset<Row> extract(Dataset<Row> games, ExtractOptions options) {
    Dataset<Row> input = games.select(PgnColumns.FILE, PgnColumns.OFFSET, PgnColumns.START_FEN, PgnColumns.CHESS960,
        PgnColumns.MOVES_UCI, PgnColumns.RESULT, PgnColumns.ERRORS, "game_number");
    // ExtractOptions is not Serializable: its fields travel instead.
    int skipPlies = options.skipPlies();
    int perGame = options.perGame();
    long seed = options.seed();
    MapPartitionsFunction<Row, Row> perPartition =
        rows -> extractAll(rows, new ExtractOptions(skipPlies, perGame, seed));
    return input.mapPartitions(perPartition, Encoders.row(SCHEMA));
  }

  private static Iterator<Row> extractAll(Iterator<Row> rows, ExtractOptions options) {
    PositionExtractor extractor = new PositionExtractor(new ClassicalEvaluator(), options);
    return new ExpandedRows(rows, row -> {
      List<Row> out = new ArrayList<>();
      if (row.isNullAt(2) || row.getList(6).size() > 0) {
        return out;
      }
      PgnGame game = game(row.getString(2), row.getBoolean(3), row.getList(4), row.getString(5));
      for (LabelledPosition p : extractor.extract(game, row.getInt(7))) {
        out.add(Rows.of(row.getString(0), row.getLong(1), p.toEpd(), p.position().fen(), p.label()));
      }
      return out;
    }, () -> { });
  }

  /** The game as chess-pgn would have read it: its start, main line and result. */
  static PgnGame game(String startFen, boolean chess960, List<String> uci, String result) {
    Board board = Boards.parse(startFen, chess960);
    PgnGame game = new PgnGame(board);
    GameNode node = game.root();
    for (String move : uci) {
      io.github.augurchess.api.Move m = Boards.parseUci(board, move);
      node = node.addMove(m);
      Boards.play(board, m);
    }
    game.setResult(result);
    return game;
  }
}
