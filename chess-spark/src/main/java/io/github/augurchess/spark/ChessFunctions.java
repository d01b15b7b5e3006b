package io.github.augurchess.spark;

import io.github.augurchess.spark.internal.ChessUdfs;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * Chess functions for Spark SQL and the Dataset API, registered in a session with one call.
 *
 * <pre>{@code
 * ChessFunctions.register(spark);
 * spark.sql("SELECT p.fen, p.ply FROM games LATERAL VIEW inline("
 *     + "chess_positions(start_fen, moves_uci, chess960)) p");
 * games.select(call_function("chess_eval", col("fen")));   // the Dataset API
 * }</pre>
 *
 * <table>
 *   <caption>Functions</caption>
 *   <tr><th>function</th><th>returns</th></tr>
 *   <tr><td>{@code chess_positions(start_fen, moves_uci, chess960)}</td><td>array of {@link
 *       #POSITION}: the position before each move with the move played from it, and the final
 *       position (move NULL); use {@code inline} or {@code explode} for one row per position</td></tr>
 *   <tr><td>{@code chess_legal_moves(fen)}</td><td>array of UCI moves</td></tr>
 *   <tr><td>{@code chess_san_to_uci(fen, san)}, {@code chess_uci_to_san(fen, uci)}</td><td>the move in
 *       the other notation</td></tr>
 *   <tr><td>{@code chess_outcome(fen)}</td><td>{@link #OUTCOME} (result and termination) when the
 *       game is over by rule in the position (checkmate, stalemate, insufficient material, 75
 *       moves), else NULL</td></tr>
 *   <tr><td>{@code chess_eval(fen)}</td><td>the classical static evaluation in centipawns, for the
 *       side to move</td></tr>
 *   <tr><td>{@code chess_eval_nnue(fen)}</td><td>the same with the network shipped in {@code
 *       chess-nnue}</td></tr>
 *   <tr><td>{@code chess_search(fen, limits)}</td><td>{@link #SEARCH}: a search within {@code
 *       limits} ({@code 'nodes=N'}, {@code 'depth=N'}, {@code 'movetime=MS'}, comma-separated);
 *       the score is for the side to move</td></tr>
 * </table>
 *
 * <p>Every function returns NULL for NULL or unreadable input (an invalid FEN, an illegal move)
 * instead of failing the job; an invalid {@code limits} text fails it. A FEN is read as standard
 * chess, else as Chess960 (X-FEN or Shredder-FEN). {@code chess_eval}, {@code chess_eval_nnue} and {@code chess_search} use
 * one evaluator or engine per task (partition), never one per row; the engine's table is cleared
 * before each search, so a result does not depend on how rows were split into partitions.
 */
public final class ChessFunctions {
  private ChessFunctions() {}

  /** One position of {@code chess_positions}. */
  public static final StructType POSITION = new StructType(new StructField[] {
    field("ply", DataTypes.IntegerType, false),
    field("fen", DataTypes.StringType, false),
    field("move_uci", DataTypes.StringType, true),
    field("move_san", DataTypes.StringType, true),
  });

  /** The type of {@code chess_outcome}. */
  public static final StructType OUTCOME = new StructType(new StructField[] {
    field("result", DataTypes.StringType, false),
    field("termination", DataTypes.StringType, false),
  });

  /** The type of {@code chess_search}: the score in centipawns, or in moves to mate (signed). */
  public static final StructType SEARCH = new StructType(new StructField[] {
    field("best_move", DataTypes.StringType, true),
    field("score_cp", DataTypes.IntegerType, true),
    field("mate", DataTypes.IntegerType, true),
    field("depth", DataTypes.IntegerType, false),
    field("nodes", DataTypes.LongType, false),
    field("pv", new ArrayType(DataTypes.StringType, false), false),
  });

  /** Registers every function, with {@link EngineOptions#DEFAULT} for the search. */
  public static void register(SparkSession spark) {
    register(spark, EngineOptions.DEFAULT);
  }

  /** Registers every function; each task's engine is made with the options. */
  public static void register(SparkSession spark, EngineOptions engine) {
    spark.udf().register("chess_positions", new ChessUdfs.Positions(), new ArrayType(POSITION, false));
    spark.udf().register("chess_legal_moves", new ChessUdfs.LegalMoves(), new ArrayType(DataTypes.StringType, false));
    spark.udf().register("chess_san_to_uci", new ChessUdfs.SanToUci(), DataTypes.StringType);
    spark.udf().register("chess_uci_to_san", new ChessUdfs.UciToSan(), DataTypes.StringType);
    spark.udf().register("chess_outcome", new ChessUdfs.OutcomeOf(), OUTCOME);
    spark.udf().register("chess_eval", new ChessUdfs.Evaluate(), DataTypes.IntegerType);
    spark.udf().register("chess_eval_nnue", new ChessUdfs.EvaluateNetwork(), DataTypes.IntegerType);
    spark.udf().register("chess_search", new ChessUdfs.Search(engine), SEARCH);
  }

  private static StructField field(String name, DataType type, boolean nullable) {
    return new StructField(name, type, nullable, Metadata.empty());
  }
}
