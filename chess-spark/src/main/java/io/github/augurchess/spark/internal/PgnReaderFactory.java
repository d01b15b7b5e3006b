package io.github.augurchess.spark.internal;

import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.types.StructType;

/** Sent to the executors: makes the reader of each partition. */
final class PgnReaderFactory implements PartitionReaderFactory {
  private static final long serialVersionUID = 1L;

  private final HadoopConf conf;
  private final StructType required;
  private final boolean moves;

  PgnReaderFactory(HadoopConf conf, StructType required, boolean moves) {
    this.conf = conf;
    this.required = required;
    this.moves = moves;
  }

  @Override
  public PartitionReader<InternalRow> createReader(InputPartition partition) {
    return new PgnPartitionReader(((PgnInputPartition) partition).ranges(), conf.get(), new RowMaker(required), moves);
  }
}
