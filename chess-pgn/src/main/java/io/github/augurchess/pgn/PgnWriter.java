package io.github.augurchess.pgn;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.SanMode;
import io.github.augurchess.pgn.internal.MovetextLines;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Writes games in PGN export format: the seven-tag roster first and in its order ({@code ?} for
 * a missing tag, the game's result in {@code Result}), the other tags in their order, {@code
 * SetUp}, {@code FEN} and {@code Variant} where the start position needs them, then the movetext
 * in lines of at most 79 characters (80 columns): SAN moves with move numbers ({@code 12...}
 * where Black's move follows a comment or a variation), NAGs as {@code $n}, brace comments,
 * variations in parentheses, and the result. A blank line follows each game.
 *
 * <pre>{@code
 * try (Writer out = Files.newBufferedWriter(path)) {
 *   PgnWriter writer = new PgnWriter(out);
 *   for (PgnGame game : games) {
 *     writer.write(game);
 *   }
 * }
 * String text = PgnWriter.toString(game);
 * }</pre>
 *
 * <p>Reading what it writes gives the same games: tags, start position, tree, NAGs and comments.
 * Comment text is laid out like the rest of the movetext, so a line break in it may become a
 * space and a space a line break, except inside an embedded command such as {@code [%eval 0.31]}
 * or {@code [%clk 0:03:12]}, which stays on one line; a comment that contains a closing brace (which only a {@code ;}
 * comment can) is written as a {@code ;} comment. A move read without validation is written as
 * it was read.
 */
public final class PgnWriter {
  /** The longest movetext line: the standard's 80 columns. */
  public static final int LINE_WIDTH = 79;

  private static final String[] SEVEN_TAG_ROSTER = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

  private final Appendable out;

  /** A writer to any appendable (a {@link java.io.Writer}, a {@link StringBuilder}). */
  public PgnWriter(Appendable out) {
    this.out = out;
  }

  /** The game in export format, followed by a blank line. */
  public static String toString(PgnGame game) {
    StringBuilder text = new StringBuilder(1024);
    try {
      new PgnWriter(text).write(game);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }

  /**
   * Writes one game.
   *
   * @throws ChessException if a move in the tree is not legal in its position
   */
  public void write(PgnGame game) throws IOException {
    writeTags(game);
    out.append('\n');
    MovetextLines lines = new MovetextLines(out, LINE_WIDTH);
    GameNode root = game.root();
    writeComments(lines, root.comments());
    Board board = game.startPosition();
    writeLine(lines, root, board, true);
    lines.token(game.result());
    lines.finish();
    out.append('\n');
  }

  // ---------------------------------------------------------------- tags

  private void writeTags(PgnGame game) throws IOException {
    Map<String, String> tags = game.tags();
    for (String name : SEVEN_TAG_ROSTER) {
      String value = name.equals("Result") ? game.result() : tags.get(name);
      writeTag(name, value != null ? value : name.equals("Date") ? "????.??.??" : "?");
    }
    boolean standardStart = game.variant() == Variant.STANDARD && game.startFen().equals(Fen.STARTING_POSITION);
    boolean fenWritten = false;
    boolean variantWritten = false;
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      String name = tag.getKey();
      if (isSevenTagRoster(name) || name.equalsIgnoreCase("SetUp")) {
        continue;
      }
      if (name.equalsIgnoreCase("FEN")) {
        // The position read (perhaps repaired), so that it reads back without a problem; the
        // text as read if it could not be read.
        writeTag("SetUp", "1");
        writeTag(name, game.hasStartPosition() ? game.startFen() : tag.getValue());
        fenWritten = true;
      } else {
        writeTag(name, tag.getValue());
        variantWritten |= name.equalsIgnoreCase("Variant");
      }
    }
    if (!standardStart && !fenWritten) {
      writeTag("SetUp", "1");
      writeTag("FEN", game.startFen());
    }
    if (game.variant() == Variant.CHESS960 && !variantWritten) {
      writeTag("Variant", "Chess960");
    }
  }

  private static boolean isSevenTagRoster(String name) {
    for (String roster : SEVEN_TAG_ROSTER) {
      if (roster.equals(name)) {
        return true;
      }
    }
    return false;
  }

  private void writeTag(String name, String value) throws IOException {
    out.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c == '\n' || c == '\r') {
        out.append(' ');
      } else {
        out.append(c);
      }
    }
    out.append("\"]\n");
  }

  // ---------------------------------------------------------------- movetext

  /**
   * Writes the moves after {@code node}: its main continuation, the variations that replace it,
   * then on down the main continuation. The board stands at {@code node}'s position (null once a
   * move could not be read, after which moves are written as they were read).
   */
  private void writeLine(MovetextLines lines, GameNode node, @Nullable Board board, boolean numberNeeded)
      throws IOException {
    boolean needNumber = numberNeeded;
    GameNode current = node;
    Board b = board;
    int fullmove = b != null ? b.fullmoveNumber() : 1;
    Color toMove = b != null ? b.sideToMove() : Color.WHITE;
    while (true) {
      List<GameNode> children = current.children();
      if (children.isEmpty()) {
        return;
      }
      GameNode main = children.get(0);
      writeMove(lines, main, b, fullmove, toMove, needNumber);
      needNumber = !main.comments().isEmpty();
      for (int i = 1; i < children.size(); i++) {
        GameNode variation = children.get(i);
        lines.prefixNext("(");
        writeComments(lines, variation.commentsBefore());
        writeMove(lines, variation, b, fullmove, toMove, true);
        int mark = b == null ? 0 : b.historySize();
        Board after = b == null ? null : play(b, variation);
        writeLine(lines, variation, after, !variation.comments().isEmpty());
        if (b != null && after != null) {
          while (b.historySize() > mark) {
            b.undo();
          }
        }
        lines.suffix(")");
        needNumber = true;
      }
      b = b == null ? null : play(b, main);
      if (toMove == Color.BLACK) {
        fullmove++;
      }
      toMove = toMove.opposite();
      current = main;
    }
  }

  private void writeMove(MovetextLines lines, GameNode node, @Nullable Board board, int fullmove, Color toMove,
      boolean needNumber) throws IOException {
    String san = moveText(node, board);
    if (toMove == Color.WHITE) {
      lines.token(fullmove + ". " + san);
    } else if (needNumber) {
      lines.token(fullmove + "... " + san);
    } else {
      lines.token(san);
    }
    for (int nag : node.nags()) {
      lines.token("$" + nag);
    }
    writeComments(lines, node.comments());
  }

  /** The move in SAN on the board, or as it was read where the board is unknown. */
  private static String moveText(GameNode node, @Nullable Board board) {
    Move move = node.move();
    String text = node.text();
    if (board != null) {
      if (move == null && text != null) {
        move = resolve(board, text);
      }
      if (move != null) {
        return move.isNull() ? "--" : board.san(move);
      }
    }
    if (text != null) {
      return text;
    }
    return move == null ? "--" : move.toString();
  }

  private static @Nullable Move resolve(Board board, String text) {
    try {
      return board.parseSan(text, SanMode.LENIENT_WITH_NULL_MOVES);
    } catch (ChessException e) {
      return null;
    }
  }

  /** Plays the node's move on the board; returns the board, or null if the move is unknown there. */
  private static @Nullable Board play(Board board, GameNode node) {
    Move move = node.move();
    String text = node.text();
    if (move == null && text != null) {
      move = resolve(board, text);
    }
    if (move == null) {
      return null;
    }
    board.play(move);
    return board;
  }

  private static void writeComments(MovetextLines lines, List<String> comments) throws IOException {
    for (String comment : comments) {
      if (comment.indexOf('}') >= 0) {
        lines.lineComment(comment.replace('\n', ' ').replace('\r', ' '));
        continue;
      }
      writeBraceComment(lines, comment);
    }
  }

  /** The white space a comment may be broken at: a line break may replace it. */
  private static boolean isLayoutSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B';
  }

  /**
   * Appends an embedded command such as {@code [%eval 0.31]} or {@code [%clk 0:03:12]} from
   * {@code start} (its {@code %}) to its closing bracket, each run of white space inside as one
   * space, so that a line break never falls inside it: tools that read these commands line by line
   * (or by a pattern without line breaks) then still find them. Returns the index after the bracket.
   */
  private static int appendCommand(StringBuilder word, String comment, int start) {
    int i = start;
    int n = comment.length();
    while (i < n) {
      char c = comment.charAt(i++);
      if (isLayoutSpace(c)) {
        while (i < n && isLayoutSpace(comment.charAt(i))) {
          i++;
        }
        word.append(' ');
      } else {
        word.append(c);
        if (c == ']') {
          break;
        }
      }
    }
    return i;
  }

  /**
   * A brace comment, broken into words so that lines can break between them, but not inside an
   * embedded {@code [%command ...]}.
   */
  private static void writeBraceComment(MovetextLines lines, String comment) throws IOException {
    StringBuilder word = new StringBuilder("{");
    boolean first = true;
    int n = comment.length();
    int i = 0;
    if (n > 0 && isLayoutSpace(comment.charAt(0))) {
      lines.token("{");
      word.setLength(0);
      first = false;
    }
    while (i < n) {
      while (i < n && isLayoutSpace(comment.charAt(i))) {
        i++;
      }
      if (i == n) {
        break;
      }
      while (i < n && !isLayoutSpace(comment.charAt(i))) {
        char c = comment.charAt(i++);
        word.append(c);
        if (c == '[' && i < n && comment.charAt(i) == '%' && comment.indexOf(']', i) >= 0) {
          i = appendCommand(word, comment, i);
        }
      }
      if (i == n) {
        word.append('}');
        lines.token(word.toString());
        return;
      }
      lines.token(word.toString());
      word.setLength(0);
      first = false;
    }
    // Empty, or ends in a space.
    lines.token(first ? "{}" : word.length() > 0 ? word.append('}').toString() : "}");
  }
}
