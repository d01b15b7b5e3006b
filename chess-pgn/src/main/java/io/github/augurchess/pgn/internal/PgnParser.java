package io.github.augurchess.pgn.internal;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenException;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.movegen.PackedMove;
import io.github.augurchess.movegen.SanException;
import io.github.augurchess.movegen.SanMode;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnProblem;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongUnaryOperator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads PGN games one at a time from a {@link PgnLexer} and reports them to a {@link PgnVisitor}:
 * tags, the start position, then the movetext with every move checked on a board.
 *
 * <p>A game ends at its termination marker outside any variation, at the {@code [} of the next tag
 * section, or at the end of the input. A problem is reported with the game's index, its line and
 * column; after one that {@linkplain PgnProblem#skipsRestOfGame() skips the rest of the game},
 * tokens are read without being interpreted up to that end, so the next game starts clean.
 */
public final class PgnParser {
  private static final FenLeniency[] EVERY_LENIENCY = FenLeniency.values();

  private final PgnLexer lexer;
  private final SanMode sanMode;
  private final boolean validate;
  private final Consumer<PgnException> errorSink;
  private final LongUnaryOperator inputOffset;

  private int gameIndex;
  private long gameOffset = -1;
  private PgnVisitor visitor = new PgnVisitor() {};
  /** The standard start position, reused game after game by taking back every move. */
  private @Nullable Board standardBoard;
  private @Nullable Board board;
  private boolean gameBroken;

  /** Per open variation: the history size at its start and the packed move to replay at its end. */
  private int[] variationStart = new int[16];
  private int[] variationRedo = new int[16];

  // The tags that set up the position, and where their values start.
  private @Nullable String fenTag;
  private int fenLine;
  private int fenColumn;
  private @Nullable String variantTag;
  private int variantLine;
  private int variantColumn;

  public PgnParser(PgnLexer lexer, SanMode sanMode, boolean validate, Consumer<PgnException> errorSink) {
    this(lexer, sanMode, validate, errorSink, LongUnaryOperator.identity());
  }

  /**
   * @param inputOffset maps a character offset of the lexer's input to an offset in the
   *     underlying input (bytes), called with offsets that never decrease
   */
  public PgnParser(PgnLexer lexer, SanMode sanMode, boolean validate, Consumer<PgnException> errorSink,
      LongUnaryOperator inputOffset) {
    this.lexer = lexer;
    this.sanMode = sanMode;
    this.validate = validate;
    this.errorSink = errorSink;
    this.inputOffset = inputOffset;
  }

  /** Where the last game begun starts in the input (its first token), or -1 before the first. */
  public long gameOffset() {
    return gameOffset;
  }

  /** The number of games started so far. */
  public int gameIndex() {
    return gameIndex;
  }

  /**
   * Reads the next game and reports it to the visitor.
   *
   * @return false, having reported nothing but perhaps a comment outside any game, at the end of
   *     the input
   */
  public boolean readGame(PgnVisitor gameVisitor) throws IOException {
    visitor = gameVisitor;
    List<String> leadingComments = new ArrayList<>(0);
    PgnToken t = lexer.next();
    long firstTokenOffset = lexer.offset();
    int firstCommentLine = lexer.line();
    int firstCommentColumn = lexer.column();
    while (t == PgnToken.COMMENT) {
      if (lexer.unterminated()) {
        report(gameIndex + 1, PgnProblem.UNTERMINATED_COMMENT, lexer.text(), "the comment has no closing }");
      } else {
        leadingComments.add(lexer.text());
      }
      t = lexer.next();
    }
    if (t == PgnToken.EOF) {
      if (!leadingComments.isEmpty()) {
        report(gameIndex + 1, PgnProblem.TEXT_OUTSIDE_GAME, firstCommentLine, firstCommentColumn,
            leadingComments.get(0), "a comment without a game belongs to no game");
      }
      return false;
    }
    gameIndex++;
    gameOffset = inputOffset.applyAsLong(firstTokenOffset);
    gameBroken = false;
    fenTag = null;
    variantTag = null;
    visitor.beginGame(gameIndex);
    while (t == PgnToken.TAG_OPEN || t == PgnToken.COMMENT) {
      if (t == PgnToken.TAG_OPEN) {
        readTag();
      } else if (lexer.unterminated()) {
        fail(PgnProblem.UNTERMINATED_COMMENT, "the comment has no closing }");
      } else {
        leadingComments.add(lexer.text());
      }
      t = lexer.next();
    }
    Board start = gameBroken ? null : setUp();
    if (start == null || !visitor.beginMovetext(start)) {
      skipMovetext(t, 0);
    } else {
      board = start;
      for (String comment : leadingComments) {
        visitor.comment(comment);
      }
      readMovetext(t);
    }
    visitor.endGame();
    return true;
  }

  // ---------------------------------------------------------------- tags

  private void readTag() throws IOException {
    PgnToken t = lexer.next();
    if (t != PgnToken.SYMBOL) {
      malformedTag(t, "a tag name must follow [");
      return;
    }
    String name = lexer.text();
    t = lexer.next();
    if (t != PgnToken.STRING) {
      malformedTag(t, "a quoted value must follow the tag name " + name);
      return;
    }
    String value = lexer.text();
    int valueLine = lexer.line();
    int valueColumn = lexer.column();
    boolean unterminated = lexer.unterminated();
    t = lexer.next();
    if (unterminated || t != PgnToken.TAG_CLOSE) {
      report(gameIndex, PgnProblem.MALFORMED_TAG, valueLine, valueColumn, value,
          unterminated ? "the value of " + name + " has no closing quote" : "the tag " + name + " has no closing ]");
      if (t != PgnToken.TAG_CLOSE) {
        lexer.pushBack();
      }
    }
    visitor.tag(name, value);
    if (name.equalsIgnoreCase("FEN")) {
      fenTag = value;
      fenLine = valueLine;
      fenColumn = valueColumn;
    } else if (name.equalsIgnoreCase("Variant")) {
      variantTag = value;
      variantLine = valueLine;
      variantColumn = valueColumn;
    }
  }

  private void malformedTag(PgnToken t, String reason) throws IOException {
    report(gameIndex, PgnProblem.MALFORMED_TAG, lexer.text(), reason);
    if (t == PgnToken.TAG_OPEN || t == PgnToken.EOF) {
      lexer.pushBack();
    } else if (t != PgnToken.TAG_CLOSE) {
      lexer.skipRestOfLine();
    }
  }

  /** The board of the game's start position, or null (reported) if it cannot be set up. */
  private @Nullable Board setUp() {
    Variant variant = Variant.STANDARD;
    String variantName = variantTag;
    if (variantName != null) {
      Variant named = VariantNames.parse(variantName);
      if (named == null) {
        report(gameIndex, PgnProblem.UNSUPPORTED_VARIANT, variantLine, variantColumn, variantName,
            "the variant " + Excerpt.quoted(variantName) + " is not supported (standard chess and Chess960 are)");
        gameBroken = true;
        return null;
      }
      variant = named;
    }
    String fen = fenTag;
    if (fen == null) {
      return variant == Variant.STANDARD ? resetStandardBoard() : Fen.parse(Fen.STARTING_POSITION, variant);
    }
    try {
      return Fen.parse(fen, variant, FenLeniency.MISSING_CLOCKS);
    } catch (FenException strict) {
      if (variantName == null) {
        // Many Chess960 games carry no Variant tag; their FEN says what they are.
        try {
          return Fen.parse(fen, Variant.CHESS960, FenLeniency.MISSING_CLOCKS);
        } catch (FenException notChess960) {
          // Fall through to the repairs.
        }
      }
      try {
        Board repaired = Fen.parse(fen, variant, EVERY_LENIENCY);
        report(gameIndex, PgnProblem.REPAIRED_FEN, fenLine, fenColumn + strict.column(), fen,
            strict.reason() + "; read as " + repaired.fen());
        return repaired;
      } catch (FenException invalid) {
        report(gameIndex, PgnProblem.INVALID_FEN, fenLine, fenColumn + invalid.column(), fen, invalid.reason());
        gameBroken = true;
        return null;
      }
    }
  }

  private Board resetStandardBoard() {
    Board b = standardBoard;
    if (b == null) {
      b = Board.startingPosition();
      standardBoard = b;
    }
    while (b.historySize() > 0) {
      b.unchecked().unmakeMove();
    }
    return b;
  }

  // ---------------------------------------------------------------- movetext

  private void readMovetext(PgnToken first) throws IOException {
    PgnToken t = first;
    int depth = 0;
    boolean lineHasMove = false;
    while (true) {
      switch (t) {
        case SYMBOL:
          String text = lexer.text();
          if (isMoveNumber(text) || text.equals("e.p.")) {
            break;
          }
          if (!playMove(text, depth)) {
            skipAfterFailure(depth);
            return;
          }
          lineHasMove = true;
          break;
        case PERIOD:
          break;
        case NAG:
          if (lexer.value() < 0) {
            report(gameIndex, PgnProblem.MALFORMED_NAG, lexer.text(), "not a NAG ($0 to $255, !, ?, !!, ??, !?, ?!)");
          } else if (!lineHasMove) {
            report(gameIndex, PgnProblem.MALFORMED_NAG, lexer.text(), "the NAG annotates no move");
          } else {
            visitor.nag(lexer.value());
          }
          break;
        case COMMENT:
          if (lexer.unterminated()) {
            fail(PgnProblem.UNTERMINATED_COMMENT, "the comment has no closing }");
            skipAfterFailure(depth);
            return;
          }
          visitor.comment(lexer.text());
          break;
        case VARIATION_OPEN:
          if (!lineHasMove) {
            fail(PgnProblem.UNEXPECTED_TEXT, "a variation must follow the move it replaces");
            skipAfterFailure(depth);
            return;
          }
          openVariation(depth);
          depth++;
          lineHasMove = false;
          visitor.beginVariation();
          break;
        case VARIATION_CLOSE:
          if (depth == 0) {
            report(gameIndex, PgnProblem.UNBALANCED_VARIATION, lexer.text(), "')' without '('");
            break;
          }
          if (!lineHasMove) {
            report(gameIndex, PgnProblem.EMPTY_VARIATION, lexer.text(), "the variation has no move");
          }
          depth--;
          closeVariation(depth);
          lineHasMove = true;
          visitor.endVariation();
          break;
        case RESULT:
          if (depth > 0) {
            report(gameIndex, PgnProblem.RESULT_IN_VARIATION, lexer.text(), "a game termination marker inside a variation");
            break;
          }
          visitor.result(lexer.text());
          readTrailingComments(true);
          return;
        case TAG_OPEN:
        case EOF:
          if (depth > 0) {
            report(gameIndex, PgnProblem.UNBALANCED_VARIATION, lexer.text(), depth + " variation(s) not closed");
            endVariations(depth);
          }
          report(gameIndex, PgnProblem.MISSING_RESULT, lexer.text(),
              t == PgnToken.EOF ? "the input ends before the game's termination marker"
                  : "the next tag section starts before the game's termination marker");
          if (t == PgnToken.TAG_OPEN) {
            lexer.pushBack();
          }
          return;
        case RESERVED:
          report(gameIndex, PgnProblem.RESERVED_TEXT, lexer.text(), "<...> is reserved by the PGN standard");
          break;
        case STRING:
        case TAG_CLOSE:
        case UNEXPECTED:
        default:
          fail(PgnProblem.UNEXPECTED_TEXT, Excerpt.quoted(lexer.text()) + " has no place in movetext");
          skipAfterFailure(depth);
          return;
      }
      t = lexer.next();
    }
  }

  private static boolean isMoveNumber(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** Reads, checks and plays one move; false (reported) if it cannot be played. */
  private boolean playMove(String text, int depth) {
    Board b = board;
    if (!validate || b == null) {
      visitor.move(text, null);
      return true;
    }
    Move move;
    try {
      move = resolve(b, text);
      b.play(move);
    } catch (SanException e) {
      PgnProblem problem = e.kind() == SanException.Kind.MALFORMED ? PgnProblem.MALFORMED_MOVE
          : e.kind() == SanException.Kind.AMBIGUOUS ? PgnProblem.AMBIGUOUS_MOVE : PgnProblem.ILLEGAL_MOVE;
      String fen = b.fen();
      fail(problem, e.reason().contains(fen) ? e.reason() : e.reason() + " (position " + fen + ")");
      return false;
    } catch (IllegalMoveException e) {
      fail(PgnProblem.ILLEGAL_MOVE, "not a legal move (position " + b.fen() + ")");
      return false;
    }
    visitor.move(text, move);
    return true;
  }

  /** SAN in the reader's mode; failing that, in a lenient mode, UCI text (e1c1 castles). */
  private Move resolve(Board b, String text) {
    try {
      return b.parseSan(text, sanMode);
    } catch (SanException e) {
      if (sanMode != SanMode.STRICT && e.kind() != SanException.Kind.AMBIGUOUS && looksLikeUci(text)) {
        try {
          return b.parseUci(text);
        } catch (ChessException notUci) {
          // Report the SAN problem, which says more.
        }
      }
      throw e;
    }
  }

  private static boolean looksLikeUci(String text) {
    int n = text.length();
    return (n == 4 || n == 5) && isFile(text.charAt(0)) && isRank(text.charAt(1)) && isFile(text.charAt(2))
        && isRank(text.charAt(3));
  }

  private static boolean isFile(char c) {
    return c >= 'a' && c <= 'h';
  }

  private static boolean isRank(char c) {
    return c >= '1' && c <= '8';
  }

  private void openVariation(int depth) {
    if (depth == variationStart.length) {
      variationStart = Arrays.copyOf(variationStart, depth * 2);
      variationRedo = Arrays.copyOf(variationRedo, depth * 2);
    }
    Board b = board;
    if (validate && b != null) {
      variationRedo[depth] = b.unchecked().historyMove(0);
      b.unchecked().unmakeMove();
      variationStart[depth] = b.historySize();
    }
  }

  private void closeVariation(int depth) {
    Board b = board;
    if (validate && b != null) {
      while (b.historySize() > variationStart[depth]) {
        b.unchecked().unmakeMove();
      }
      int redo = variationRedo[depth];
      if (redo == PackedMove.NONE) {
        b.unchecked().makeNullMove();
      } else {
        b.unchecked().makeMove(redo);
      }
    }
  }

  private void endVariations(int depth) {
    for (int i = 0; i < depth; i++) {
      visitor.endVariation();
    }
  }

  /** After a problem that skips the rest of the game: balances the visitor's variations and skips. */
  private void skipAfterFailure(int depth) throws IOException {
    endVariations(depth);
    skipMovetext(lexer.next(), depth);
  }

  /**
   * Reads tokens without interpreting them up to the end of the game: its termination marker
   * outside any variation (reported as the result), the next tag section, or the end.
   */
  private void skipMovetext(PgnToken first, int openVariations) throws IOException {
    PgnToken t = first;
    int depth = openVariations;
    while (true) {
      switch (t) {
        case VARIATION_OPEN:
          depth++;
          break;
        case VARIATION_CLOSE:
          if (depth > 0) {
            depth--;
          }
          break;
        case RESULT:
          if (depth == 0) {
            visitor.result(lexer.text());
            readTrailingComments(false);
            return;
          }
          break;
        case TAG_OPEN:
          lexer.pushBack();
          return;
        case EOF:
          return;
        default:
          break;
      }
      t = lexer.next();
    }
  }

  /**
   * Comments after the termination marker, up to the next game, belong to the game they follow
   * (engine matches write the game's summary there).
   */
  private void readTrailingComments(boolean deliver) throws IOException {
    PgnToken t = lexer.next();
    while (t == PgnToken.COMMENT) {
      if (lexer.unterminated()) {
        report(gameIndex, PgnProblem.UNTERMINATED_COMMENT, lexer.text(), "the comment has no closing }");
      } else if (deliver) {
        visitor.comment(lexer.text());
      }
      t = lexer.next();
    }
    lexer.pushBack();
  }

  // ---------------------------------------------------------------- problems

  /** Reports a problem at the current token that ends the reading of the game's movetext. */
  private void fail(PgnProblem problem, String reason) {
    gameBroken = true;
    report(gameIndex, problem, lexer.text(), reason);
  }

  private void report(int game, PgnProblem problem, String text, String reason) {
    report(game, problem, lexer.line(), lexer.column(), text, reason);
  }

  private void report(int game, PgnProblem problem, int line, int column, String text, String reason) {
    PgnException e = new PgnException(problem, game, line, column, text, reason);
    errorSink.accept(e);
    visitor.error(e);
  }
}
