package io.github.augurchess.spark.internal;

import io.github.augurchess.spark.PgnColumns;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/** Builds a scan of the columns a query needs (so that a query on tags replays no moves). */
final class PgnScanBuilder implements ScanBuilder, SupportsPushDownRequiredColumns {
  private final CaseInsensitiveStringMap options;
  private StructType required = PgnColumns.SCHEMA;

  PgnScanBuilder(CaseInsensitiveStringMap options) {
    this.options = options;
  }

  @Override
  public void pruneColumns(StructType requiredSchema) {
    this.required = requiredSchema;
  }

  @Override
  public Scan build() {
    return new PgnScan(options, required);
  }
}
