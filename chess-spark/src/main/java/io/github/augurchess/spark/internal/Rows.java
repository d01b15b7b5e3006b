package io.github.augurchess.spark.internal;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.checkerframework.checker.nullness.qual.Nullable;

/** Rows of values that may be SQL NULL, which Spark's unannotated factories do not say they take. */
final class Rows {
  private Rows() {}

  @SuppressWarnings("nullness")
  static Row of(@Nullable Object... values) {
    return RowFactory.create(values);
  }
}
