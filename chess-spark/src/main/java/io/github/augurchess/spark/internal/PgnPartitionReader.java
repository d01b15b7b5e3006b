package io.github.augurchess.spark.internal;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads the games of one partition's file ranges: for each range, the chunk from the first cut
 * point at or after its start to the first at or after its end (see {@link GameBoundaries}).
 */
final class PgnPartitionReader implements PartitionReader<InternalRow> {
  private final List<FileRange> ranges;
  private final Configuration conf;
  private final RowMaker rows;
  private final boolean moves;

  private int next;
  private @Nullable ChunkReader chunk;
  private @Nullable FileRange range;
  private long chunkStart;
  /** Lines before the chunk (counted when its first problem needs them), or -1. */
  private long linesBefore = -1;
  private @Nullable InternalRow row;

  PgnPartitionReader(List<FileRange> ranges, Configuration conf, RowMaker rows, boolean moves) {
    this.ranges = ranges;
    this.conf = conf;
    this.rows = rows;
    this.moves = moves;
  }

  @Override
  public boolean next() throws IOException {
    while (true) {
      ChunkReader reader = chunk;
      FileRange current = range;
      if (reader != null && current != null) {
        GameRecord game = reader.next();
        if (game != null) {
          if (!game.errors.isEmpty() && linesBefore < 0) {
            linesBefore = chunkStart == 0 ? 0 : countLines(current.path(), chunkStart);
          }
          row = rows.make(current.path(), game, Math.max(0, linesBefore));
          return true;
        }
        reader.close();
        chunk = null;
      }
      if (next >= ranges.size()) {
        return false;
      }
      openChunk(ranges.get(next++));
    }
  }

  private void openChunk(FileRange r) throws IOException {
    range = r;
    linesBefore = -1;
    if (r.compressed()) {
      chunkStart = 0;
      chunk = new ChunkReader(PgnFiles.openText(r.path(), conf), 0, moves);
      return;
    }
    long start = cutPoint(r, r.start());
    long end = r.end() >= r.length() ? r.length() : cutPoint(r, r.end());
    if (start >= end) {
      return;
    }
    chunkStart = start;
    InputStream in = new BufferedInputStream(new Limited(PgnFiles.openAt(r.path(), start, conf), end - start), 1 << 16);
    chunk = new ChunkReader(in, start, moves);
  }

  private long cutPoint(FileRange r, long offset) throws IOException {
    if (offset <= 0) {
      return 0;
    }
    long from = Math.max(0, offset - GameBoundaries.LOOKBACK);
    try (InputStream in = new BufferedInputStream(PgnFiles.openAt(r.path(), from, conf), 1 << 16)) {
      return GameBoundaries.next(in, offset, r.length());
    }
  }

  /** The line breaks (LF, CR LF, a lone CR) in the file's first {@code bytes} bytes. */
  private long countLines(String path, long bytes) throws IOException {
    long lines = 0;
    boolean afterCr = false;
    byte[] buffer = new byte[1 << 16];
    try (InputStream in = PgnFiles.openAt(path, 0, conf)) {
      long left = bytes;
      while (left > 0) {
        int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
        if (n < 0) {
          break;
        }
        for (int i = 0; i < n; i++) {
          byte b = buffer[i];
          if (b == '\n') {
            if (!afterCr) {
              lines++;
            }
            afterCr = false;
          } else if (b == '\r') {
            lines++;
            afterCr = true;
          } else {
            afterCr = false;
          }
        }
        left -= n;
      }
    }
    return lines;
  }

  @Override
  public InternalRow get() {
    InternalRow r = row;
    if (r == null) {
      throw new IllegalStateException("next() has not returned true");
    }
    return r;
  }

  @Override
  public void close() throws IOException {
    ChunkReader reader = chunk;
    if (reader != null) {
      reader.close();
      chunk = null;
    }
  }

  /** A stream cut off after a number of bytes. */
  private static final class Limited extends FilterInputStream {
    private long left;

    Limited(InputStream in, long limit) {
      super(in);
      this.left = limit;
    }

    @Override
    public int read() throws IOException {
      if (left <= 0) {
        return -1;
      }
      int b = super.read();
      if (b >= 0) {
        left--;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (left <= 0) {
        return -1;
      }
      int n = super.read(b, off, (int) Math.min(len, left));
      if (n > 0) {
        left -= n;
      }
      return n;
    }
  }
}
