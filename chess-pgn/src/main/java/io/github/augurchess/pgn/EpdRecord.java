package io.github.augurchess.pgn;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenLeniency;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One EPD record: a position and its operations, each an opcode with operands.
 *
 * <pre>{@code
 * EpdRecord record = EpdRecord.parse(
 *     "r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - bm Rxf4; id \"ERET 001\";");
 * List<Move> best = record.bestMoves();      // checked legal in the position
 * String id = record.id();                   // "ERET 001"
 * Board board = record.position();
 * String line = record.toString();           // written back as EPD
 * }</pre>
 *
 * <p>The reader tolerates what real suites contain: any run of spaces and tabs between fields and
 * operations, a missing final semicolon, empty operations, control characters, a FEN's two clock
 * fields where EPD has none, and move operands in SAN (read leniently), long algebraic or UCI
 * notation ({@code bm b8b7}). The {@code hmvc} and {@code fmvn} operations set the position's
 * clocks. Unless the variant is given, a Chess960 position is recognised by its castling rights
 * (a Chess960 start with the king on e1 and rooks in the corners reads as standard chess, which
 * has the same moves but for castling notation). Move operands are checked when
 * the line is read; {@link #moves(String)} gives them as moves.
 */
public final class EpdRecord {
  /** Opcodes whose operands are moves played from the position, each alternatives. */
  private static final Set<String> MOVE_OPCODES = Set.of("bm", "am", "pm", "sm");

  private final String fen;
  private final Variant variant;
  private final Map<String, List<String>> operations;
  private final Map<String, List<Move>> moves;
  private final int line;

  EpdRecord(String fen, Variant variant, Map<String, List<String>> operations, Map<String, List<Move>> moves,
      int line) {
    this.fen = fen;
    this.variant = variant;
    this.operations = operations;
    this.moves = moves;
    this.line = line;
  }

  /**
   * Reads one EPD line in strict position mode (only the clocks may be missing).
   *
   * @throws EpdException if the line is not a valid EPD record
   */
  public static EpdRecord parse(String text) {
    return EpdParser.parse(text, 1, null);
  }

  /**
   * Reads one EPD line, allowing the named FEN leniencies for its position (for example {@link
   * FenLeniency#IMPOSSIBLE_MATERIAL} for composed positions).
   */
  public static EpdRecord parse(String text, FenLeniency... leniencies) {
    return EpdParser.parse(text, 1, null, leniencies);
  }

  /**
   * Reads one EPD line of a known variant (a Chess960 start position may look like a standard
   * one), with the named FEN leniencies.
   */
  public static EpdRecord parse(String text, Variant variant, FenLeniency... leniencies) {
    return EpdParser.parse(text, 1, variant, leniencies);
  }


  /** A record of a position without operations; see {@link #with(String, String...)}. */
  public static EpdRecord of(Position position) {
    return new EpdRecord(position.fen(), position.variant(), Map.of(), Map.of(), 0);
  }

  /**
   * This record with one more operation (replacing one of the same opcode). Move operands are
   * checked as when read.
   *
   * @throws EpdException if the opcode is malformed or a move operand names no legal move
   */
  public EpdRecord with(String opcode, String... operands) {
    LinkedHashMap<String, List<String>> ops = new LinkedHashMap<>(operations);
    ops.put(opcode, List.of(operands));
    return EpdParser.parse(EpdWriter.write(fen, ops), line, variant, FenLeniency.values());
  }

  /** The 1-based line the record was read from (1 for {@link #parse(String)}, 0 if built). */
  public int lineNumber() {
    return line;
  }

  /** The position, as a new board of its own, with the clocks of {@code hmvc} and {@code fmvn}. */
  public Board position() {
    return Fen.parse(fen, variant, FenLeniency.values());
  }

  /** The position's FEN (clocks from {@code hmvc} and {@code fmvn}, or 0 and 1). */
  public String fen() {
    return fen;
  }

  /** The variant: Chess960 if the castling rights need it. */
  public Variant variant() {
    return variant;
  }

  /** The operations in line order, opcode to operands (strings without their quotes). */
  public Map<String, List<String>> operations() {
    return operations;
  }

  /** True if the record has this opcode. */
  public boolean has(String opcode) {
    return operations.containsKey(opcode);
  }

  /** The operands of an opcode, empty if the record has none. */
  public List<String> operands(String opcode) {
    return operations.getOrDefault(opcode, List.of());
  }

  /** The first operand of an opcode, or null. */
  public @Nullable String operand(String opcode) {
    List<String> list = operations.get(opcode);
    return list == null || list.isEmpty() ? null : list.get(0);
  }

  /** The {@code id} operand, or null. */
  public @Nullable String id() {
    return operand("id");
  }

  /** The comment {@code c0} to {@code c9}, or null. */
  public @Nullable String comment(int index) {
    if (index < 0 || index > 9) {
      throw new IllegalArgumentException("comments are c0 to c9: " + index);
    }
    return operand("c" + index);
  }

  /** The best moves ({@code bm}). */
  public List<Move> bestMoves() {
    return moves("bm");
  }

  /** The moves to avoid ({@code am}). */
  public List<Move> avoidMoves() {
    return moves("am");
  }

  /** The predicted variation ({@code pv}), moves played one after the other. */
  public List<Move> pv() {
    return moves("pv");
  }

  /** The moves of a move opcode ({@code bm}, {@code am}, {@code pm}, {@code sm}, {@code pv}). */
  public List<Move> moves(String opcode) {
    return moves.getOrDefault(opcode, List.of());
  }

  /** The analysis count depth ({@code acd}), if present and an integer. */
  public OptionalInt acd() {
    return integer("acd");
  }

  /** The centipawn evaluation ({@code ce}), if present and an integer. */
  public OptionalInt ce() {
    return integer("ce");
  }

  private OptionalInt integer(String opcode) {
    String value = operand(opcode);
    if (value == null) {
      return OptionalInt.empty();
    }
    try {
      return OptionalInt.of(Integer.parseInt(value.startsWith("+") ? value.substring(1) : value));
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }

  static boolean isMoveList(String opcode) {
    return MOVE_OPCODES.contains(opcode);
  }

  /** The record as an EPD line: the four position fields, then the operations. */
  @Override
  public String toString() {
    return EpdWriter.write(fen, operations);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof EpdRecord && toString().equals(other.toString());
  }

  @Override
  public int hashCode() {
    return toString().hashCode();
  }

  static Map<String, List<String>> freeze(LinkedHashMap<String, List<String>> ops) {
    LinkedHashMap<String, List<String>> copy = new LinkedHashMap<>();
    for (Map.Entry<String, List<String>> e : ops.entrySet()) {
      copy.put(e.getKey(), Collections.unmodifiableList(new ArrayList<>(e.getValue())));
    }
    return Collections.unmodifiableMap(copy);
  }
}
