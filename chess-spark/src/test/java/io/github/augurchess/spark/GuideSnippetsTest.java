package io.github.augurchess.spark;

import static org.apache.spark.sql.functions.call_function;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.desc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/** The short snippets of docs/guide/spark.md, run on a small file; the examples module checks that the guide shows them. */
class GuideSnippetsTest {

  @Test
  void readingAFileAndTheChessFunctions() {
    SparkSession spark = SparkTests.spark();
    String file = SparkTests.absolute(SparkTests.pgn("master/London1851.pgn"))[0];
    // GUIDE-BEGIN read
    Dataset<Row> games = spark.read().format("pgn").load(file);   // .pgn, .pgn.gz, .pgn.bz2, .pgn.zst, or a glob
    games.groupBy("eco").count().orderBy(desc("count")).show();
    // GUIDE-END read
    assertEquals(251, games.count());

    // GUIDE-BEGIN functions
    ChessFunctions.register(spark);                        // or register(spark, new EngineOptions(64, 1))
    games.createOrReplaceTempView("games");
    Dataset<Row> positions = spark.sql("SELECT g.white, p.ply, p.fen, p.move_san FROM games g "
        + "LATERAL VIEW inline(chess_positions(g.start_fen, g.moves_uci, g.chess960)) p");
    Dataset<Row> scored = positions.withColumn("eval", call_function("chess_eval", col("fen")));   // the Dataset API
    // GUIDE-END functions
    Row first = scored.first();
    assertTrue(first.getAs("fen") != null && first.getAs("eval") != null);
    assertTrue(positions.count() > 251 * 20, "every position of every game");
  }
}
