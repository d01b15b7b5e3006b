package io.github.augurchess.spark.internal;

import io.github.augurchess.spark.PgnColumns;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/** The PGN files named by a read's options, as a table that can only be read. */
public final class PgnTable implements SupportsRead {
  private final Map<String, String> properties;

  public PgnTable(Map<String, String> properties) {
    this.properties = new HashMap<>(properties);
  }

  @Override
  public String name() {
    return "pgn " + properties.getOrDefault("path", properties.getOrDefault("paths", ""));
  }

  @Override
  @SuppressWarnings("deprecation") // schema() is what Spark 3.5 asks for; 4.x derives columns() from it.
  public StructType schema() {
    return PgnColumns.SCHEMA;
  }

  @Override
  public Set<TableCapability> capabilities() {
    return EnumSet.of(TableCapability.BATCH_READ);
  }

  @Override
  public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
    Map<String, String> merged = new HashMap<>(properties);
    merged.putAll(options.asCaseSensitiveMap());
    return new PgnScanBuilder(new CaseInsensitiveStringMap(merged));
  }
}
