package io.github.augurchess.spark.internal;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.augurchess.spark.PgnColumns;
import io.github.augurchess.spark.PgnDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * A scan of PGN files: plans one partition per split of at most {@code maxPartitionBytes} bytes
 * (small files are packed together up to that size; compressed files are one split each).
 */
final class PgnScan implements Scan, Batch {
  private final CaseInsensitiveStringMap options;
  private final StructType required;
  private final Configuration conf;

  PgnScan(CaseInsensitiveStringMap options, StructType required) {
    this.options = options;
    this.required = required;
    this.conf = SparkSession.active().sessionState().newHadoopConf();
  }

  @Override
  public StructType readSchema() {
    return required;
  }

  @Override
  public String description() {
    return "PGN " + paths() + " " + required.simpleString();
  }

  @Override
  public Batch toBatch() {
    return this;
  }

  private List<String> paths() {
    List<String> paths = new ArrayList<>();
    String json = options.get("paths");
    if (json != null && !json.isEmpty()) {
      try {
        paths.addAll(new ObjectMapper().readValue(json, new TypeReference<List<String>>() {}));
      } catch (IOException e) {
        throw new IllegalArgumentException("the paths option is not a JSON list of strings: " + json, e);
      }
    }
    String path = options.get("path");
    if (path != null && !path.isEmpty()) {
      paths.add(path);
    }
    if (paths.isEmpty()) {
      throw new IllegalArgumentException("the pgn data source needs a path: spark.read().format(\"pgn\").load(PATH)");
    }
    return paths;
  }

  /** The split size: the data source's option, else spark.sql.files.maxPartitionBytes. */
  long maxPartitionBytes() {
    String own = options.get(PgnDataSource.MAX_PARTITION_BYTES);
    long bytes = own != null
        ? Long.parseLong(own.trim())
        : SparkSession.active().sessionState().conf().filesMaxPartitionBytes();
    if (bytes < 1) {
      throw new IllegalArgumentException(PgnDataSource.MAX_PARTITION_BYTES + " must be positive: " + bytes);
    }
    return bytes;
  }

  @Override
  public InputPartition[] planInputPartitions() {
    long max = maxPartitionBytes();
    List<FileStatus> files;
    try {
      files = PgnFiles.list(paths(), conf, options.getBoolean(PgnDataSource.RECURSIVE_FILE_LOOKUP, false));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<FileRange> ranges = new ArrayList<>();
    for (FileStatus file : files) {
      String path = file.getPath().toString();
      long length = file.getLen();
      if (PgnFiles.isCompressed(path, conf)) {
        ranges.add(new FileRange(path, 0, length, length, true));
        continue;
      }
      for (long start = 0; start < length; start += max) {
        ranges.add(new FileRange(path, start, Math.min(length, start + max), length, false));
      }
    }
    return SplitPacker.pack(ranges, max).toArray(new InputPartition[0]);
  }

  @Override
  public PartitionReaderFactory createReaderFactory() {
    boolean moves = false;
    for (String name : required.fieldNames()) {
      moves |= PgnColumns.NEED_MOVES.contains(name);
    }
    return new PgnReaderFactory(new HadoopConf(conf), required, moves);
  }
}
