package io.github.augurchess.tune;

import io.github.augurchess.api.NotationException;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.pgn.EpdRecord;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads labelled positions, one a line, in the forms tuning data sets come in:
 *
 * <ul>
 *   <li>EPD with the result in an opcode: {@code c9 "1-0";} (the common one), {@code result} or
 *       {@code res};
 *   <li>a FEN (four or six fields) followed by the result in brackets or quotes: {@code ... w - - 0
 *       1 [0.5]}, {@code ... b - - "1/2-1/2"}.
 * </ul>
 *
 * Labels are read by {@link GameResult#parseLabel}: a result, or a soft label (white's expected
 * score as a decimal in [0, 1], such as {@code [0.7312]} or {@code c9 "0.7312";}). Blank lines and
 * lines starting with {@code #} are skipped. A line with no valid position or no readable label is
 * refused with a {@link TrainingDataException} naming the line and column.
 *
 * <pre>{@code
 * try (LabelledEpdReader reader = LabelledEpdReader.open(Path.of("quiet-labeled.epd"))) {
 *   for (LabelledPosition p; (p = reader.next()) != null; ) { ... }
 * }
 * }</pre>
 */
public final class LabelledEpdReader implements Closeable {
  /** The EPD opcodes that may hold the result, in the order they are looked for. */
  private static final List<String> RESULT_OPCODES = List.of("c9", "result", "res");

  private final BufferedReader reader;
  private int lineNumber;

  /** Reads lines from a reader; closing this closes it. */
  public LabelledEpdReader(Reader reader) {
    this.reader = reader instanceof BufferedReader ? (BufferedReader) reader : new BufferedReader(reader);
  }

  /** Opens a UTF-8 file. */
  public static LabelledEpdReader open(Path file) throws IOException {
    return new LabelledEpdReader(Files.newBufferedReader(file, StandardCharsets.UTF_8));
  }

  /** Reads every labelled position of a file, in order. */
  public static void forEach(Path file, Consumer<LabelledPosition> action) throws IOException {
    try (LabelledEpdReader in = open(file)) {
      for (LabelledPosition p = in.next(); p != null; p = in.next()) {
        action.accept(p);
      }
    }
  }

  /**
   * The next labelled position, or null at the end.
   *
   * @throws TrainingDataException for a line that cannot be read
   */
  public @Nullable LabelledPosition next() throws IOException {
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      lineNumber++;
      if (holdsPosition(line)) {
        return parse(line, lineNumber);
      }
    }
    return null;
  }

  /** Whether a line is meant to hold a position: not blank, not a {@code #} comment. */
  public static boolean holdsPosition(String line) {
    String text = line.strip();
    return !text.isEmpty() && !text.startsWith("#");
  }

  /** The number of the last line read, 1-based. */
  public int lineNumber() {
    return lineNumber;
  }

  /**
   * Reads one line.
   *
   * @param lineNumber the line's 1-based number, for errors
   * @throws TrainingDataException if it holds no position or no result
   */
  public static LabelledPosition parse(String line, int lineNumber) {
    String text = stripTrailingSemicolons(line.stripTrailing());
    char last = text.isEmpty() ? ' ' : text.charAt(text.length() - 1);
    int labelStart = -1;
    if (last == ']') {
      labelStart = text.lastIndexOf('[');
    } else if (last == '"') {
      labelStart = text.lastIndexOf('"', text.length() - 2);
    }
    if (labelStart > 0 && isBareFenBefore(text, labelStart)) {
      return trailingLabel(line, text, labelStart, lineNumber);
    }
    EpdRecord record;
    try {
      record = EpdRecord.parse(line);
    } catch (NotationException e) {
      throw new TrainingDataException(lineNumber, e.column(), e.field() + ": " + e.reason());
    }
    for (String opcode : RESULT_OPCODES) {
      String operand = record.operand(opcode);
      if (operand != null) {
        OptionalDouble label = GameResult.parseLabel(operand);
        if (label.isEmpty()) {
          throw new TrainingDataException(lineNumber, columnOf(line, operand),
              "the " + opcode + " result is not 1-0, 0-1, 1/2-1/2 or a score in [0, 1]: " + operand);
        }
        return new LabelledPosition(record.position(), label.getAsDouble());
      }
    }
    throw new TrainingDataException(lineNumber, line.length() + 1,
        "no result: expected an opcode such as c9 \"1-0\" or a trailing [1.0], [0.5] or [0.0]");
  }

  /** A FEN of four or six fields, then the label: no opcode in between. */
  private static boolean isBareFenBefore(String text, int labelStart) {
    int fields = text.substring(0, labelStart).strip().split("\\s+").length;
    return fields == 4 || fields == 6;
  }

  private static LabelledPosition trailingLabel(String line, String text, int labelStart, int lineNumber) {
    String label = text.substring(labelStart);
    OptionalDouble score = GameResult.parseLabel(label);
    if (score.isEmpty()) {
      throw new TrainingDataException(lineNumber, labelStart + 1,
          "the result is not 1-0, 0-1, 1/2-1/2 or a score in [0, 1]: " + label);
    }
    Board board;
    try {
      board = Fen.parse(text.substring(0, labelStart).strip(), FenLeniency.MISSING_CLOCKS);
    } catch (NotationException e) {
      throw new TrainingDataException(lineNumber, leadingBlanks(line) + e.column(), e.field() + ": " + e.reason());
    }
    return new LabelledPosition(board, score.getAsDouble());
  }

  private static String stripTrailingSemicolons(String text) {
    String t = text;
    while (t.endsWith(";")) {
      t = t.substring(0, t.length() - 1).stripTrailing();
    }
    return t;
  }

  private static int columnOf(String line, String operand) {
    int at = line.lastIndexOf(operand);
    return at < 0 ? 1 : at + 1;
  }

  private static int leadingBlanks(String line) {
    return line.length() - line.stripLeading().length();
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }
}
