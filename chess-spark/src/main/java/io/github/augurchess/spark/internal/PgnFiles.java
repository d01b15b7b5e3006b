package io.github.augurchess.spark.internal;

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.checkerframework.checker.nullness.qual.Nullable;

/** Lists the files a read names and opens them, decompressing by file name. */
final class PgnFiles {
  private PgnFiles() {}

  /**
   * Every file the paths name: a file, a directory's files (not those starting with {@code _} or
   * {@code .}; sub-directories too if {@code recursive}), or a glob's matches. Sorted by path.
   */
  static List<FileStatus> list(List<String> paths, Configuration conf, boolean recursive) throws IOException {
    List<FileStatus> files = new ArrayList<>();
    for (String name : paths) {
      Path path = new Path(name);
      FileSystem fs = path.getFileSystem(conf);
      FileStatus[] matches = fs.globStatus(path);
      if (matches == null || matches.length == 0) {
        throw new IOException("no PGN file matches " + name);
      }
      for (FileStatus match : matches) {
        addFiles(fs, match, recursive, files);
      }
    }
    files.sort((a, b) -> a.getPath().toString().compareTo(b.getPath().toString()));
    return files;
  }

  private static void addFiles(FileSystem fs, FileStatus status, boolean recursive, List<FileStatus> out)
      throws IOException {
    if (!status.isDirectory()) {
      out.add(status);
      return;
    }
    for (FileStatus child : fs.listStatus(status.getPath())) {
      String name = child.getPath().getName();
      if (name.startsWith("_") || name.startsWith(".")) {
        continue;
      }
      if (!child.isDirectory()) {
        out.add(child);
      } else if (recursive) {
        addFiles(fs, child, true, out);
      }
    }
  }

  /** True if the file is read through a decompressor (and is therefore one split). */
  static boolean isCompressed(String path, Configuration conf) {
    return isZstd(path) || codec(path, conf) != null;
  }

  private static boolean isZstd(String path) {
    String lower = path.toLowerCase(Locale.ROOT);
    return lower.endsWith(".zst") || lower.endsWith(".zstd");
  }

  private static @Nullable CompressionCodec codec(String path, Configuration conf) {
    return new CompressionCodecFactory(conf).getCodec(new Path(path));
  }

  /** The file's text from its start, decompressed if its name says it is compressed. */
  static InputStream openText(String path, Configuration conf) throws IOException {
    Path p = new Path(path);
    InputStream raw = p.getFileSystem(conf).open(p, 1 << 16);
    try {
      if (isZstd(path)) {
        // Pure Java, so no native library is needed on the executors.
        return new BufferedInputStream(new ZstdInputStream(raw), 1 << 16);
      }
      CompressionCodec codec = codec(path, conf);
      if (codec != null) {
        return new BufferedInputStream(codec.createInputStream(raw), 1 << 16);
      }
      return raw;
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /** The uncompressed file's bytes from {@code offset} on. */
  static FSDataInputStream openAt(String path, long offset, Configuration conf) throws IOException {
    Path p = new Path(path);
    FSDataInputStream in = p.getFileSystem(conf).open(p, 1 << 16);
    try {
      in.seek(offset);
      return in;
    } catch (IOException | RuntimeException e) {
      in.close();
      throw e;
    }
  }
}
