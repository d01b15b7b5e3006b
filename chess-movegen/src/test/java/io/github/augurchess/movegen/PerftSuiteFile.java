package io.github.augurchess.movegen;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Reads the perft suites under {@code src/test/resources/perft}. Two formats occur:
 *
 * <ul>
 *   <li>EPD lines, {@code FEN ;D1 20 ;D2 400} or {@code FEN; D1 27; D2 820} (the Whittington
 *       files), one position a line, optionally with an {@code ;id NAME} field;
 *   <li>python-chess blocks of {@code id NAME}, {@code epd FEN} and {@code perft DEPTH COUNT}
 *       lines.
 * </ul>
 *
 * <p>Both may hold {@code #} comments and blank lines. The files are kept byte-for-byte as
 * published, so carriage returns and the NUL bytes that end the Whittington lines are stripped
 * here.
 */
final class PerftSuiteFile {
  private PerftSuiteFile() {}

  /**
   * One position of a suite and its expected leaf counts by depth. {@code id} is the position's
   * {@code id} in the file, empty where it has none.
   */
  record Entry(String file, int line, String id, String fen, SortedMap<Integer, Long> counts) {
    Entry {
      counts = Collections.unmodifiableSortedMap(new TreeMap<>(counts));
    }

    /** Where the position comes from, for test names and failure messages. */
    String origin() {
      return file + ":" + line + (id.isEmpty() ? "" : " (id " + id + ")");
    }
  }

  /** Reads an EPD-style suite ({@code FEN ;D1 n ;D2 n ...}) from the class path. */
  static List<Entry> readEpd(String resource) {
    List<Entry> entries = new ArrayList<>();
    List<String> lines = lines(resource);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int firstSemicolon = line.indexOf(';');
      if (firstSemicolon < 0) {
        throw malformed(resource, i + 1, "no ;D field");
      }
      String id = "";
      SortedMap<Integer, Long> counts = new TreeMap<>();
      for (String field : line.substring(firstSemicolon + 1).split(";")) {
        String[] parts = field.trim().split("\\s+");
        if (parts.length == 2 && parts[0].equals("id")) {
          id = parts[1];
        } else if (parts.length == 2 && parts[0].startsWith("D")) {
          put(counts, Integer.parseInt(parts[0].substring(1)), Long.parseLong(parts[1]), resource, i + 1);
        } else {
          throw malformed(resource, i + 1, "bad field '" + field + "'");
        }
      }
      entries.add(new Entry(resource, i + 1, id, line.substring(0, firstSemicolon).trim(), counts));
    }
    return entries;
  }

  /** Reads a python-chess {@code .perft} suite ({@code id}, {@code epd}, {@code perft} lines). */
  static List<Entry> readPerft(String resource) {
    List<Entry> entries = new ArrayList<>();
    List<String> lines = lines(resource);
    String id = "";
    String fen = null;
    int fenLine = 0;
    SortedMap<Integer, Long> counts = new TreeMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split("\\s+", 2);
      switch (parts[0]) {
        case "id" -> {
          if (fen != null) {
            entries.add(new Entry(resource, fenLine, id, fen, counts));
          }
          id = parts.length < 2 ? "" : parts[1].trim();
          fen = null;
          counts = new TreeMap<>();
        }
        case "epd" -> {
          if (fen != null || parts.length < 2) {
            throw malformed(resource, i + 1, "epd line without its own id");
          }
          fen = parts[1].trim();
          fenLine = i + 1;
        }
        case "perft" -> {
          String[] depthAndCount = parts.length < 2 ? new String[0] : parts[1].trim().split("\\s+");
          if (fen == null || depthAndCount.length != 2) {
            throw malformed(resource, i + 1, "perft line without an epd before it");
          }
          put(counts, Integer.parseInt(depthAndCount[0]), Long.parseLong(depthAndCount[1]), resource, i + 1);
        }
        default -> throw malformed(resource, i + 1, "unknown line '" + line + "'");
      }
    }
    if (fen != null) {
      entries.add(new Entry(resource, fenLine, id, fen, counts));
    }
    return entries;
  }

  private static void put(Map<Integer, Long> counts, int depth, long count, String resource, int line) {
    if (counts.put(depth, count) != null) {
      throw malformed(resource, line, "depth " + depth + " given twice");
    }
  }

  private static IllegalStateException malformed(String resource, int line, String why) {
    return new IllegalStateException(resource + ":" + line + ": " + why);
  }

  /** The file's lines, trimmed, without carriage returns and NUL bytes. */
  private static List<String> lines(String resource) {
    InputStream in = PerftSuiteFile.class.getClassLoader().getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("no resource " + resource + " on the class path");
    }
    List<String> lines = new ArrayList<>();
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        lines.add(line.replace("\0", "").strip());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines;
  }
}
