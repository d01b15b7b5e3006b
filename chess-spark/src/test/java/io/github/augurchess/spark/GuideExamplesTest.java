package io.github.augurchess.spark;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.desc;
import static org.apache.spark.sql.functions.floor;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.when;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The guide's worked examples (docs/guide/spark.md), on a real file; in the spark-heavy profile. */
@Tag("heavy")
class GuideExamplesTest {

  @Test
  void openingsByEloBand() {
    SparkSession spark = SparkTests.spark();
    String file = SparkTests.absolute(SparkTests.pgn("master/Carlsen.pgn"))[0];

    // GUIDE-BEGIN openings
    Dataset<Row> games = spark.read().format("pgn").load(file);
    Column band = floor(col("white_elo").plus(col("black_elo")).divide(2 * 200)).multiply(200);
    Dataset<Row> openings = games
        .where(col("white_elo").isNotNull().and(col("black_elo").isNotNull()).and(col("eco").isNotNull()))
        .groupBy(band.as("elo_band"), col("eco"))
        .agg(count(lit(1)).as("games"),
            avg(when(col("result").equalTo("1-0"), 1.0).when(col("result").equalTo("0-1"), 0.0).otherwise(0.5))
                .as("white_score"))
        .withColumn("rank", row_number().over(Window.partitionBy("elo_band").orderBy(desc("games"), col("eco"))))
        .where(col("rank").leq(3))
        .orderBy("elo_band", "rank");
    openings.show(40, false);
    // GUIDE-END openings
    assertFalse(openings.isEmpty());
  }

  @Test
  void blundersInAPlayersGames() {
    SparkSession spark = SparkTests.spark();
    String file = SparkTests.absolute(SparkTests.pgn("master/Carlsen.pgn"))[0];
    // GUIDE-BEGIN blunders
    String player = "Carlsen,Magnus";

    Dataset<Row> games = spark.read().format("pgn").load(file)
        .where(col("white").equalTo(player).or(col("black").equalTo(player)))
        .orderBy("offset").limit(20);
    Dataset<Row> moves = ChessJobs.analyse(games, "nodes=20000", EngineOptions.DEFAULT);
    Dataset<Row> blunders = moves
        .where(col("class").isin("MISTAKE", "BLUNDER")
            .and(when(col("mover").equalTo("white"), col("white")).otherwise(col("black")).equalTo(player)))
        .select("white", "black", "move_number", "mover", "move_san", "best_move", "win_before", "win_after", "class");
    blunders.show(40, false);
    // GUIDE-END blunders
    List<Row> all = moves.collectAsList();
    assertTrue(all.size() > 100);
  }
}
