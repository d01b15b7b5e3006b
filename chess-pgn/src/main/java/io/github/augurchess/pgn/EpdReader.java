package io.github.augurchess.pgn;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.pgn.internal.Utf8OrLatin1Reader;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads an EPD file one record per line. A line that is not a valid record is listed in {@link
 * #errors()} (with its line and column) and reading goes on; blank lines are skipped.
 *
 * <pre>{@code
 * EpdRecords suite = EpdReader.readAll(Path.of("wac.epd"));
 * for (EpdRecord record : suite.records()) {
 *   search(record.position(), record.bestMoves());
 * }
 * suite.errors().forEach(e -> System.err.println(e.getMessage()));
 * }</pre>
 *
 * <p>Bytes are read as UTF-8 where they are UTF-8 and as Latin-1 elsewhere.
 */
public final class EpdReader implements Closeable {
  private final BufferedReader in;
  private final FenLeniency[] leniencies;
  private final @Nullable Variant variant;
  private final List<EpdException> errors = new ArrayList<>();
  private int lineNumber;

  /**
   * A reader of lines; positions are read strictly but for the given leniencies, in Chess960
   * where their castling rights need it.
   */
  public EpdReader(Reader reader, FenLeniency... leniencies) {
    this(reader, null, leniencies);
  }

  private EpdReader(Reader reader, @Nullable Variant variant, FenLeniency... leniencies) {
    this.in = reader instanceof BufferedReader ? (BufferedReader) reader : new BufferedReader(reader);
    this.variant = variant;
    this.leniencies = leniencies.clone();
  }

  /** A reader of bytes: UTF-8 where they are UTF-8, Latin-1 elsewhere. */
  public static EpdReader of(InputStream in, FenLeniency... leniencies) {
    return new EpdReader(new Utf8OrLatin1Reader(new BufferedInputStream(in)), null, leniencies);
  }

  /** A reader of bytes whose positions are all of the given variant. */
  public static EpdReader of(InputStream in, Variant variant, FenLeniency... leniencies) {
    return new EpdReader(new Utf8OrLatin1Reader(new BufferedInputStream(in)), variant, leniencies);
  }

  /** Every record of a file, and every line refused. */
  public static EpdRecords readAll(Path path, FenLeniency... leniencies) throws IOException {
    try (EpdReader reader = of(Files.newInputStream(path), leniencies)) {
      return reader.readAll();
    }
  }

  /** The next record, or null at the end; lines refused on the way are added to {@link #errors()}. */
  public @Nullable EpdRecord next() throws IOException {
    String line;
    while ((line = in.readLine()) != null) {
      lineNumber++;
      if (line.isBlank() || isOnlyControl(line)) {
        continue;
      }
      try {
        return EpdParser.parse(line, lineNumber, variant, leniencies);
      } catch (EpdException e) {
        errors.add(e);
      }
    }
    return null;
  }

  private static boolean isOnlyControl(String line) {
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) > ' ' && line.charAt(i) != '\uFEFF') {
        return false;
      }
    }
    return true;
  }

  /** Every remaining record, and every line refused so far. */
  public EpdRecords readAll() throws IOException {
    List<EpdRecord> records = new ArrayList<>();
    for (EpdRecord record = next(); record != null; record = next()) {
      records.add(record);
    }
    return new EpdRecords(records, errors);
  }

  /** The lines refused so far. */
  public List<EpdException> errors() {
    return Collections.unmodifiableList(errors);
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
