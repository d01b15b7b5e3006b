package io.github.augurchess.pgn;

import java.util.List;
import java.util.Map;

/**
 * Writes EPD: the four position fields of the FEN, then each operation as {@code opcode
 * operand...;} in order. Operands of {@code id}, {@code c0}-{@code c9} and {@code v0}-{@code v9}
 * are quoted, and so is any operand with a space or a semicolon in it. Clocks other than 0 and 1
 * are written as {@code hmvc} and {@code fmvn} unless the record has them.
 *
 * <pre>{@code
 * String line = EpdWriter.write(EpdRecord.of(board).with("bm", "Nf3").with("id", "test 1"));
 * // rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3; id "test 1";
 * }</pre>
 */
public final class EpdWriter {
  private EpdWriter() {}

  /** The record as one EPD line (no line break). */
  public static String write(EpdRecord record) {
    return record.toString();
  }

  static String write(String fen, Map<String, List<String>> operations) {
    String[] fields = fen.trim().split("\\s+");
    StringBuilder line = new StringBuilder(fen.length() + 32);
    line.append(fields[0]).append(' ').append(fields[1]).append(' ').append(fields[2]).append(' ').append(fields[3]);
    String halfmove = fields.length > 4 ? fields[4] : "0";
    String fullmove = fields.length > 5 ? fields[5] : "1";
    boolean clocks = !halfmove.equals("0") || !fullmove.equals("1");
    for (Map.Entry<String, List<String>> op : operations.entrySet()) {
      writeOperation(line, op.getKey(), op.getValue());
    }
    if (clocks && !operations.containsKey("hmvc")) {
      writeOperation(line, "hmvc", List.of(halfmove));
    }
    if (clocks && !operations.containsKey("fmvn")) {
      writeOperation(line, "fmvn", List.of(fullmove));
    }
    return line.toString();
  }

  private static void writeOperation(StringBuilder line, String opcode, List<String> operands) {
    line.append(' ').append(opcode);
    boolean quoteAll = opcode.equals("id") || (opcode.length() == 2 && (opcode.charAt(0) == 'c' || opcode.charAt(0) == 'v')
        && Character.isDigit(opcode.charAt(1)));
    for (String operand : operands) {
      line.append(' ');
      if (quoteAll || operand.isEmpty() || operand.chars().anyMatch(c -> c <= ' ' || c == ';' || c == '\u00A0' || c == '\uFEFF')) {
        line.append('"').append(operand.replace('"', '\'')).append('"');
      } else {
        line.append(operand);
      }
    }
    line.append(';');
  }
}
