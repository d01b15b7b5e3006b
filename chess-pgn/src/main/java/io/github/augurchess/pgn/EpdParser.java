package io.github.augurchess.pgn;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenException;
import io.github.augurchess.movegen.FenField;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.movegen.SanMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/** Reads one EPD line into an {@link EpdRecord}; see there for what it tolerates. */
final class EpdParser {
  private static final int MAX_OPCODE_LENGTH = 15;

  private final String text;
  private final int line;
  private final @Nullable Variant variant;
  private int pos;

  private EpdParser(String text, int line, @Nullable Variant variant) {
    this.text = text;
    this.line = line;
    this.variant = variant;
  }

  /** Reads a line; with a null variant, Chess960 where the castling rights need it. */
  static EpdRecord parse(String text, int line, @Nullable Variant variant, FenLeniency... leniencies) {
    return new EpdParser(text, line, variant).read(leniencies);
  }

  private EpdRecord read(FenLeniency[] leniencies) {
    // The four position fields, perhaps with a FEN's two clocks after them.
    String[] fields = new String[6];
    int[] columns = new int[6];
    int count = 0;
    while (count < 6) {
      skipSpaces();
      if (pos >= text.length() || text.charAt(pos) == ';') {
        break;
      }
      int start = pos;
      while (pos < text.length() && !isSpace(text.charAt(pos)) && text.charAt(pos) != ';') {
        pos++;
      }
      if (count >= 4 && !isDigits(text, start, pos)) {
        pos = start;
        break;
      }
      columns[count] = start + 1;
      fields[count++] = text.substring(start, pos);
    }
    if (count < 4) {
      throw error("record", count == 0 ? 1 : columns[count - 1], "an EPD record starts with four position fields");
    }
    if (count == 5 && fields[3].length() > 1 && fields[3].charAt(0) == '-'
        && isDigits(fields[3], 1, fields[3].length())) {
      // "w - -0 1": the en-passant field run together with the halfmove clock.
      fields[5] = fields[4];
      columns[5] = columns[4];
      fields[4] = fields[3].substring(1);
      columns[4] = columns[3] + 1;
      fields[3] = "-";
      count = 6;
    } else if (count == 4 && fields[3].length() > 1 && fields[3].charAt(0) == '-'
        && isDigits(fields[3], 1, fields[3].length())) {
      fields[4] = fields[3].substring(1);
      columns[4] = columns[3] + 1;
      fields[5] = "1";
      columns[5] = columns[3];
      fields[3] = "-";
      count = 6;
    }
    if (count == 5) {
      // One number is not a pair of clocks: read it as an opcode, which fails there.
      pos = columns[4] - 1;
      count = 4;
    }
    LinkedHashMap<String, List<String>> ops = new LinkedHashMap<>();
    Map<String, Integer> opColumns = new LinkedHashMap<>();
    readOperations(ops, opColumns);

    String halfmove = count == 6 ? fields[4] : "0";
    String fullmove = count == 6 ? fields[5] : "1";
    int halfmoveColumn = count == 6 ? columns[4] : columns[3];
    int fullmoveColumn = count == 6 ? columns[5] : columns[3];
    List<String> hmvc = ops.get("hmvc");
    if (hmvc != null) {
      halfmove = single("hmvc", hmvc, opColumns);
      halfmoveColumn = opColumns.getOrDefault("hmvc", 1);
    }
    List<String> fmvn = ops.get("fmvn");
    if (fmvn != null) {
      fullmove = single("fmvn", fmvn, opColumns);
      fullmoveColumn = opColumns.getOrDefault("fmvn", 1);
    }
    String fen = fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3] + " " + halfmove + " " + fullmove;
    int[] fieldColumns = {1, columns[0], columns[1], columns[2], columns[3], halfmoveColumn, fullmoveColumn};
    Board board = position(fen, fieldColumns, leniencies);

    Map<String, List<Move>> moves = new LinkedHashMap<>();
    for (Map.Entry<String, List<String>> op : ops.entrySet()) {
      String opcode = op.getKey();
      if (EpdRecord.isMoveList(opcode) || opcode.equals("pv")) {
        moves.put(opcode, readMoves(board, opcode, op.getValue(), opColumns.getOrDefault(opcode, 1)));
      }
    }
    return new EpdRecord(board.fen(), board.variant(), EpdRecord.freeze(ops), Map.copyOf(moves), line);
  }

  private Board position(String fen, int[] fieldColumns, FenLeniency[] leniencies) {
    try {
      return Fen.parse(fen, variant != null ? variant : Variant.STANDARD, leniencies);
    } catch (FenException standard) {
      if (variant == null && standard.fenField() == FenField.CASTLING) {
        try {
          return Fen.parse(fen, Variant.CHESS960, leniencies);
        } catch (FenException notChess960) {
          // Report the standard reading's problem.
        }
      }
      int field = standard.fenField().ordinal();
      throw error(standard.field(), fieldColumns[field], standard.reason());
    }
  }

  private void readOperations(LinkedHashMap<String, List<String>> ops, Map<String, Integer> opColumns) {
    while (true) {
      skipSpaces();
      if (pos >= text.length()) {
        return;
      }
      if (text.charAt(pos) == ';') {
        pos++;
        continue;
      }
      int start = pos;
      while (pos < text.length() && !isSpace(text.charAt(pos)) && text.charAt(pos) != ';') {
        pos++;
      }
      String opcode = text.substring(start, pos);
      if (!isOpcode(opcode)) {
        throw error("opcode", start + 1,
            Excerpt.quoted(opcode) + " is not an opcode (a letter, then up to 14 letters, digits or underscores)");
      }
      if (ops.containsKey(opcode)) {
        throw error("opcode", start + 1, "the opcode " + opcode + " appears twice");
      }
      List<String> operands = new ArrayList<>(2);
      while (true) {
        skipSpaces();
        if (pos >= text.length()) {
          break;
        }
        char c = text.charAt(pos);
        if (c == ';') {
          pos++;
          break;
        }
        if (c == '"') {
          int close = text.indexOf('"', pos + 1);
          if (close < 0) {
            throw error("operand", pos + 1, "the string has no closing quote");
          }
          operands.add(text.substring(pos + 1, close));
          pos = close + 1;
        } else {
          int operandStart = pos;
          while (pos < text.length() && !isSpace(text.charAt(pos)) && text.charAt(pos) != ';' && text.charAt(pos) != '"') {
            pos++;
          }
          operands.add(text.substring(operandStart, pos));
        }
      }
      ops.put(opcode, operands);
      opColumns.put(opcode, start + 1);
    }
  }

  private String single(String opcode, List<String> operands, Map<String, Integer> opColumns) {
    if (operands.size() != 1 || !isDigits(operands.get(0), 0, operands.get(0).length())) {
      throw error(opcode, opColumns.getOrDefault(opcode, 1), opcode + " takes one non-negative integer");
    }
    return operands.get(0);
  }

  /** Move operands: alternatives for bm, am, pm and sm; a line of play for pv. */
  private List<Move> readMoves(Board position, String opcode, List<String> operands, int column) {
    Board board = position.copy();
    List<Move> moves = new ArrayList<>(operands.size());
    for (String operand : joinDetachedAnnotations(operands)) {
      Move move;
      try {
        move = readMove(board, operand);
      } catch (ChessException e) {
        throw error(opcode + " operand", column, Excerpt.quoted(operand) + " is not a legal move in " + board.fen());
      }
      moves.add(move);
      if (opcode.equals("pv")) {
        board.play(move);
      }
    }
    return List.copyOf(moves);
  }

  /**
   * Joins what some suites write apart to the move before it: check marks and annotations
   * ({@code Nxb6 + ?}) and the parts of a promotion ({@code f8 = Q}).
   */
  private static List<String> joinDetachedAnnotations(List<String> operands) {
    List<String> joined = new ArrayList<>(operands.size());
    for (String operand : operands) {
      int last = joined.size() - 1;
      if (last >= 0 && (isAnnotation(operand) || operand.equals("=") || joined.get(last).endsWith("="))) {
        joined.set(last, joined.get(last) + operand);
      } else {
        joined.add(operand);
      }
    }
    return joined;
  }

  private static boolean isAnnotation(String operand) {
    for (int i = 0; i < operand.length(); i++) {
      if ("+#!?".indexOf(operand.charAt(i)) < 0) {
        return false;
      }
    }
    return !operand.isEmpty();
  }

  /** SAN read leniently (with its annotations), or UCI text such as {@code b8b7}. */
  private static Move readMove(Board board, String operand) {
    try {
      return board.parseSan(operand, SanMode.LENIENT);
    } catch (ChessException san) {
      try {
        return board.parseUci(operand);
      } catch (ChessException uci) {
        throw san;
      }
    }
  }

  private static boolean isOpcode(String opcode) {
    if (opcode.isEmpty() || opcode.length() > MAX_OPCODE_LENGTH || !isLetter(opcode.charAt(0))) {
      return false;
    }
    for (int i = 1; i < opcode.length(); i++) {
      char c = opcode.charAt(i);
      if (!isLetter(c) && !(c >= '0' && c <= '9') && c != '_') {
        return false;
      }
    }
    return true;
  }

  private static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isDigits(String s, int start, int end) {
    if (start >= end) {
      return false;
    }
    for (int i = start; i < end; i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /** Spaces, tabs and control characters (suites end lines in NUL or carry stray CRs). */
  private static boolean isSpace(char c) {
    return c <= ' ' || c == '\u00A0' || c == '\uFEFF';
  }

  private void skipSpaces() {
    while (pos < text.length() && isSpace(text.charAt(pos))) {
      pos++;
    }
  }

  private EpdException error(String field, int column, String reason) {
    return new EpdException(text, field, line, column, reason);
  }
}
