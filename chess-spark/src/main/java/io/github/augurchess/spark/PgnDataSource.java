package io.github.augurchess.spark;

import io.github.augurchess.spark.internal.PgnTable;
import java.util.Map;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The PGN data source, registered as {@code "pgn"}: one row per game, with the columns of {@link
 * PgnColumns}.
 *
 * <pre>{@code
 * Dataset<Row> games = spark.read().format("pgn").load("games/*.pgn.zst");
 * games.groupBy("eco").count().show();
 * }</pre>
 *
 * <p>Files ending in {@code .gz}, {@code .bz2} and {@code .zst} are decompressed (each as one
 * split); other files are split at game starts (see the guide), so every game is read once
 * whatever the split size. A game with problems is a row with its {@code errors}; it never fails
 * the query.
 *
 * <p>Options: {@code maxPartitionBytes} (bytes of file per partition; by default {@code
 * spark.sql.files.maxPartitionBytes}); {@code recursiveFileLookup} ({@code true} to read the files
 * of sub-directories too).
 */
public final class PgnDataSource implements TableProvider, DataSourceRegister {
  /** The short name: {@code spark.read().format("pgn")}. */
  public static final String SHORT_NAME = "pgn";
  /** The option that sets the bytes of file per partition. */
  public static final String MAX_PARTITION_BYTES = "maxPartitionBytes";
  /** The option that makes a directory's sub-directories read too. */
  public static final String RECURSIVE_FILE_LOOKUP = "recursiveFileLookup";

  /** Made by Spark through the service loader. */
  public PgnDataSource() {}

  @Override
  public String shortName() {
    return SHORT_NAME;
  }

  @Override
  public StructType inferSchema(CaseInsensitiveStringMap options) {
    return PgnColumns.SCHEMA;
  }

  @Override
  public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
    return new PgnTable(properties);
  }
}
