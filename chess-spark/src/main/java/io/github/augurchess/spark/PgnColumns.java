package io.github.augurchess.spark;

import java.util.List;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The columns of {@code spark.read.format("pgn")}: one row per game.
 *
 * <table>
 *   <caption>Columns</caption>
 *   <tr><th>column</th><th>type</th><th>what</th></tr>
 *   <tr><td>{@code file}</td><td>string</td><td>the file's path</td></tr>
 *   <tr><td>{@code offset}</td><td>long</td><td>where the game starts in the file (in the
 *       uncompressed text), in bytes</td></tr>
 *   <tr><td>{@code event}, {@code site}, {@code round}, {@code white}, {@code black}</td>
 *       <td>string</td><td>seven-tag-roster tags (null if absent)</td></tr>
 *   <tr><td>{@code date}</td><td>date</td><td>the {@code Date} tag, null unless year, month and
 *       day are all known (the text is in {@code tags})</td></tr>
 *   <tr><td>{@code result}</td><td>string</td><td>the termination marker, else a valid
 *       {@code Result} tag, else {@code *}</td></tr>
 *   <tr><td>{@code white_elo}, {@code black_elo}</td><td>int</td><td>null if absent or not a
 *       number</td></tr>
 *   <tr><td>{@code eco}, {@code opening}, {@code time_control}, {@code termination}</td>
 *       <td>string</td><td>common tags</td></tr>
 *   <tr><td>{@code start_fen}</td><td>string</td><td>the start position (from the {@code FEN}
 *       tag or the standard one); null if it cannot be set up</td></tr>
 *   <tr><td>{@code chess960}</td><td>boolean</td><td>whether the game is Chess960</td></tr>
 *   <tr><td>{@code tags}</td><td>map&lt;string,string&gt;</td><td>every tag (the last value of a
 *       repeated name)</td></tr>
 *   <tr><td>{@code moves_uci}, {@code moves_san}</td><td>array&lt;string&gt;</td><td>the main
 *       line, up to the first move that could not be read</td></tr>
 *   <tr><td>{@code plies}</td><td>int</td><td>the number of main-line moves read</td></tr>
 *   <tr><td>{@code errors}</td><td>array&lt;struct&gt;</td><td>every problem in the game:
 *       {@code problem} (a {@code PgnProblem} name), {@code line} and {@code column} in the file,
 *       {@code reason}, {@code text}; empty for a clean game</td></tr>
 * </table>
 *
 * <p>Moves are replayed only if a query needs {@code moves_uci}, {@code moves_san}, {@code plies}
 * or {@code errors}; a query on tags alone reads the movetext's syntax and nothing more.
 */
public final class PgnColumns {
  private PgnColumns() {}

  public static final String FILE = "file";
  public static final String OFFSET = "offset";
  public static final String EVENT = "event";
  public static final String SITE = "site";
  public static final String DATE = "date";
  public static final String ROUND = "round";
  public static final String WHITE = "white";
  public static final String BLACK = "black";
  public static final String RESULT = "result";
  public static final String WHITE_ELO = "white_elo";
  public static final String BLACK_ELO = "black_elo";
  public static final String ECO = "eco";
  public static final String OPENING = "opening";
  public static final String TIME_CONTROL = "time_control";
  public static final String TERMINATION = "termination";
  public static final String START_FEN = "start_fen";
  public static final String CHESS960 = "chess960";
  public static final String TAGS = "tags";
  public static final String MOVES_UCI = "moves_uci";
  public static final String MOVES_SAN = "moves_san";
  public static final String PLIES = "plies";
  public static final String ERRORS = "errors";

  /** The columns that need the moves replayed on a board. */
  public static final List<String> NEED_MOVES = List.of(MOVES_UCI, MOVES_SAN, PLIES, ERRORS);

  /** The type of one element of {@code errors}. */
  public static final StructType ERROR_TYPE = new StructType(new StructField[] {
    field("problem", DataTypes.StringType, false),
    field("line", DataTypes.IntegerType, false),
    field("column", DataTypes.IntegerType, false),
    field("reason", DataTypes.StringType, false),
    field("text", DataTypes.StringType, false),
  });

  /** The schema of the data source, in column order. */
  public static final StructType SCHEMA = new StructType(new StructField[] {
    field(FILE, DataTypes.StringType, false),
    field(OFFSET, DataTypes.LongType, false),
    field(EVENT, DataTypes.StringType, true),
    field(SITE, DataTypes.StringType, true),
    field(DATE, DataTypes.DateType, true),
    field(ROUND, DataTypes.StringType, true),
    field(WHITE, DataTypes.StringType, true),
    field(BLACK, DataTypes.StringType, true),
    field(RESULT, DataTypes.StringType, false),
    field(WHITE_ELO, DataTypes.IntegerType, true),
    field(BLACK_ELO, DataTypes.IntegerType, true),
    field(ECO, DataTypes.StringType, true),
    field(OPENING, DataTypes.StringType, true),
    field(TIME_CONTROL, DataTypes.StringType, true),
    field(TERMINATION, DataTypes.StringType, true),
    field(START_FEN, DataTypes.StringType, true),
    field(CHESS960, DataTypes.BooleanType, false),
    field(TAGS, new MapType(DataTypes.StringType, DataTypes.StringType, false), false),
    field(MOVES_UCI, new ArrayType(DataTypes.StringType, false), false),
    field(MOVES_SAN, new ArrayType(DataTypes.StringType, false), false),
    field(PLIES, DataTypes.IntegerType, false),
    field(ERRORS, new ArrayType(ERROR_TYPE, false), false),
  });

  private static StructField field(String name, DataType type, boolean nullable) {
    return new StructField(name, type, nullable, Metadata.empty());
  }
}
