package io.github.augurchess.spark.internal;

import java.util.List;
import org.apache.spark.sql.connector.read.InputPartition;

/** The file ranges one task reads, in order. */
record PgnInputPartition(List<FileRange> ranges) implements InputPartition {
  PgnInputPartition {
    ranges = List.copyOf(ranges);
  }
}
