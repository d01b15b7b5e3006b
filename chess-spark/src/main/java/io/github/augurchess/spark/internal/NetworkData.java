package io.github.augurchess.spark.internal;

import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.spark.PgnColumns;
import io.github.augurchess.tune.nnue.PackedPosition;
import io.github.augurchess.tune.nnue.PgnLabeller;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.TaskCompletionListener;

/**
 * Positions for the network trainer, labelled by chess-tune's {@link PgnLabeller} (as {@code augur
 * nnue label} does) with one labeller per partition, in the trainer's 32-byte {@code augurdata-1}
 * records.
 */
public final class NetworkData {
  private NetworkData() {}

  /** file, offset of the game, and the 32-byte record. */
  public static final StructType SCHEMA = new StructType()
      .add("file", DataTypes.StringType, false)
      .add("offset", DataTypes.LongType, false)
      .add("record", DataTypes.BinaryType, false);

  public static Dataset<Row> label(Dataset<Row> games, long nodes, int skipPlies) {
    new PgnLabeller(nodes, skipPlies).close(); // fail here, on the driver, for bad options
    Dataset<Row> input = games.select(PgnColumns.FILE, PgnColumns.OFFSET, PgnColumns.START_FEN, PgnColumns.CHESS960,
        PgnColumns.MOVES_UCI, PgnColumns.RESULT, PgnColumns.ERRORS);
    MapPartitionsFunction<Row, Row> perPartition = rows -> labelAll(rows, nodes, skipPlies);
    return input.mapPartitions(perPartition, Encoders.row(SCHEMA));
  }

  private static Iterator<Row> labelAll(Iterator<Row> rows, long nodes, int skipPlies) {
    PgnLabeller labeller = new PgnLabeller(nodes, skipPlies);
    TaskContext task = TaskContext.get();
    if (task != null) {
      task.addTaskCompletionListener((TaskCompletionListener) context -> labeller.close());
    }
    return new ExpandedRows(rows, row -> {
      List<Row> out = new ArrayList<>();
      if (row.isNullAt(2) || !row.getList(6).isEmpty()) {
        return out;
      }
      PgnGame game = Extraction.game(row.getString(2), row.getBoolean(3), row.getList(4), row.getString(5));
      for (PackedPosition p : labeller.label(game)) {
        byte[] record = new byte[PackedPosition.BYTES];
        p.write(record, 0);
        out.add(Rows.of(row.getString(0), row.getLong(1), record));
      }
      return out;
    }, () -> { });
  }

  /**
   * Writes the records as {@code DIR/part-NNNNN.data}, one file per partition in partition order:
   * each a valid {@code augurdata-1} file, and their concatenation too.
   */
  public static void write(SparkSession spark, Dataset<Row> labelled, String dir) {
    HadoopConf conf = new HadoopConf(spark.sessionState().newHadoopConf());
    labelled.select("record").javaRDD().foreachPartition(rows -> {
      Configuration c = conf.get();
      Path path = new Path(dir, String.format(Locale.ROOT, "part-%05d.data", TaskContext.getPartitionId()));
      FileSystem fs = path.getFileSystem(c);
      try (OutputStream out = fs.create(path, true)) {
        while (rows.hasNext()) {
          out.write((byte[]) rows.next().get(0));
        }
      } catch (IOException e) {
        throw new IOException("cannot write " + path + ": " + e.getMessage(), e);
      }
    });
  }
}
