package io.github.augurchess.spark.internal;

import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.spark.PgnColumns;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayBasedMapData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import org.checkerframework.checker.nullness.qual.Nullable;

/** Turns a {@link GameRecord} into a row of the columns a scan asks for. */
final class RowMaker {
  private final String[] columns;

  RowMaker(StructType required) {
    this.columns = required.fieldNames();
  }

  InternalRow make(String path, GameRecord game, long linesBefore) {
    @Nullable Object[] values = new Object[columns.length];
    for (int i = 0; i < columns.length; i++) {
      values[i] = value(columns[i], path, game, linesBefore);
    }
    return row(values);
  }

  /** A row; Spark's rows hold null for SQL NULL, which its unannotated constructor does not say. */
  @SuppressWarnings("nullness")
  static InternalRow row(@Nullable Object[] values) {
    return new GenericInternalRow(values);
  }

  private static @Nullable Object value(String column, String path, GameRecord game, long linesBefore) {
    switch (column) {
      case PgnColumns.FILE:
        return UTF8String.fromString(path);
      case PgnColumns.OFFSET:
        return game.offset;
      case PgnColumns.EVENT:
        return tag(game, "Event");
      case PgnColumns.SITE:
        return tag(game, "Site");
      case PgnColumns.DATE:
        return date(game.tags.get("Date"));
      case PgnColumns.ROUND:
        return tag(game, "Round");
      case PgnColumns.WHITE:
        return tag(game, "White");
      case PgnColumns.BLACK:
        return tag(game, "Black");
      case PgnColumns.RESULT:
        return UTF8String.fromString(game.result);
      case PgnColumns.WHITE_ELO:
        return integer(game.tags.get("WhiteElo"));
      case PgnColumns.BLACK_ELO:
        return integer(game.tags.get("BlackElo"));
      case PgnColumns.ECO:
        return tag(game, "ECO");
      case PgnColumns.OPENING:
        return tag(game, "Opening");
      case PgnColumns.TIME_CONTROL:
        return tag(game, "TimeControl");
      case PgnColumns.TERMINATION:
        return tag(game, "Termination");
      case PgnColumns.START_FEN:
        String fen = game.startFen;
        return fen == null ? null : UTF8String.fromString(fen);
      case PgnColumns.CHESS960:
        return game.chess960;
      case PgnColumns.TAGS:
        return tags(game.tags);
      case PgnColumns.MOVES_UCI:
        return strings(game.uci);
      case PgnColumns.MOVES_SAN:
        return strings(game.san);
      case PgnColumns.PLIES:
        return game.uci.size();
      case PgnColumns.ERRORS:
        return errors(game.errors, linesBefore);
      default:
        throw new IllegalArgumentException("the pgn data source has no column " + column);
    }
  }

  private static @Nullable UTF8String tag(GameRecord game, String name) {
    String value = game.tags.get(name);
    return value == null ? null : UTF8String.fromString(value);
  }

  /** Days since 1970-01-01 of a PGN date {@code YYYY.MM.DD}, or null if any part is unknown. */
  static @Nullable Integer date(@Nullable String text) {
    if (text == null || text.length() != 10 || text.charAt(4) != '.' || text.charAt(7) != '.') {
      return null;
    }
    try {
      int year = Integer.parseInt(text.substring(0, 4));
      int month = Integer.parseInt(text.substring(5, 7));
      int day = Integer.parseInt(text.substring(8, 10));
      return (int) LocalDate.of(year, month, day).toEpochDay();
    } catch (NumberFormatException | DateTimeException e) {
      return null;
    }
  }

  /** A whole number (an Elo rating), or null if the text is not one. */
  static @Nullable Integer integer(@Nullable String text) {
    if (text == null) {
      return null;
    }
    String trimmed = text.trim();
    if (trimmed.isEmpty() || trimmed.length() > 9) {
      return null;
    }
    for (int i = 0; i < trimmed.length(); i++) {
      if (trimmed.charAt(i) < '0' || trimmed.charAt(i) > '9') {
        return null;
      }
    }
    return Integer.parseInt(trimmed);
  }

  private static ArrayBasedMapData tags(Map<String, String> tags) {
    Object[] keys = new Object[tags.size()];
    Object[] values = new Object[tags.size()];
    int i = 0;
    for (Map.Entry<String, String> e : tags.entrySet()) {
      keys[i] = UTF8String.fromString(e.getKey());
      values[i++] = UTF8String.fromString(e.getValue());
    }
    return new ArrayBasedMapData(new GenericArrayData(keys), new GenericArrayData(values));
  }

  private static GenericArrayData strings(List<String> list) {
    Object[] out = new Object[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = UTF8String.fromString(list.get(i));
    }
    return new GenericArrayData(out);
  }

  private static GenericArrayData errors(List<PgnException> errors, long linesBefore) {
    Object[] out = new Object[errors.size()];
    for (int i = 0; i < out.length; i++) {
      PgnException e = errors.get(i);
      out[i] = new GenericInternalRow(new Object[] {
        UTF8String.fromString(e.problem().name()),
        (int) (e.line() + linesBefore),
        e.column(),
        UTF8String.fromString(e.reason()),
        UTF8String.fromString(e.text()),
      });
    }
    return new GenericArrayData(out);
  }
}
