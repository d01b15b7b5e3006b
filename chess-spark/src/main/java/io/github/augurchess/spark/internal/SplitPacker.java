package io.github.augurchess.spark.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Packs file ranges into partitions in order, starting a new partition when the next range would
 * take it past the size limit (as Spark's file sources do), so that many small files do not make
 * as many tasks.
 */
final class SplitPacker {
  private SplitPacker() {}

  static List<PgnInputPartition> pack(List<FileRange> ranges, long maxBytes) {
    List<PgnInputPartition> partitions = new ArrayList<>();
    List<FileRange> current = new ArrayList<>();
    long size = 0;
    for (FileRange range : ranges) {
      long bytes = range.end() - range.start();
      if (!current.isEmpty() && size + bytes > maxBytes) {
        partitions.add(new PgnInputPartition(current));
        current = new ArrayList<>();
        size = 0;
      }
      current.add(range);
      size += bytes;
    }
    if (!current.isEmpty()) {
      partitions.add(new PgnInputPartition(current));
    }
    return partitions;
  }
}
