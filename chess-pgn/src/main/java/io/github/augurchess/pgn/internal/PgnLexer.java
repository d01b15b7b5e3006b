package io.github.augurchess.pgn.internal;

import java.io.IOException;
import java.io.Reader;

/**
 * Splits PGN text into {@linkplain PgnToken tokens}, one at a time, keeping the line and column
 * (both 1-based) where each starts. It reads through a fixed buffer, so input of any size streams.
 *
 * <p>White space includes every control character, the no-break space and the byte-order mark
 * U+FEFF (which may open a file or a file concatenated to another). A line that starts with
 * {@code %} is an escape line and is skipped whole, as the standard says. Line breaks are LF, CR LF
 * or a lone CR.
 */
public final class PgnLexer {
  private static final int BUFFER = 1 << 13;
  /** How far past a closing quote the lexer looks for the {@code ]} that confirms it. */
  private static final int QUOTE_LOOKAHEAD = 32;

  private final Reader in;
  private final char[] buf = new char[BUFFER];
  private int pos;
  private int limit;
  private boolean eof;

  /** Line and column of {@code buf[pos]}. */
  private int line = 1;
  private int column = 1;
  private boolean afterCarriageReturn;
  /** The number of characters before {@code buf[pos]}. */
  private long consumed;

  private final StringBuilder scratch = new StringBuilder(256);
  private boolean pushedBack;

  private PgnToken token = PgnToken.EOF;
  private String text = "";
  private int value;
  private int tokenLine = 1;
  private int tokenColumn = 1;
  private long tokenOffset;
  private boolean unterminated;

  public PgnLexer(Reader in) {
    this.in = in;
  }

  /** The current token. */
  public PgnToken token() {
    return token;
  }

  /**
   * The current token's text: the symbol, the unescaped string, the comment without delimiters,
   * the result, the NAG as written, the unexpected characters.
   */
  public String text() {
    return text;
  }

  /** The number of a {@link PgnToken#NAG} token, or -1 if it is malformed ({@code $} alone, {@code !!!}). */
  public int value() {
    return value;
  }

  /** The 1-based line where the current token starts. */
  public int line() {
    return tokenLine;
  }

  /** The 1-based column where the current token starts. */
  public int column() {
    return tokenColumn;
  }

  /** The number of characters of the input before the current token. */
  public long offset() {
    return tokenOffset;
  }

  /**
   * True if the current string or comment was cut short: a string by the end of its line, a brace
   * comment by the end of the input.
   */
  public boolean unterminated() {
    return unterminated;
  }

  /** Makes the next {@link #next()} return the current token again. */
  public void pushBack() {
    pushedBack = true;
  }

  /** Skips the rest of the current line (for recovery from a malformed tag). */
  public void skipRestOfLine() throws IOException {
    int c;
    while ((c = peek()) >= 0 && c != '\n' && c != '\r') {
      advance();
    }
  }

  /** Reads the next token and returns its kind. */
  public PgnToken next() throws IOException {
    if (pushedBack) {
      pushedBack = false;
      return token;
    }
    unterminated = false;
    skipWhitespaceAndEscapes();
    tokenLine = line;
    tokenColumn = column;
    tokenOffset = consumed;
    int c = peek();
    if (c < 0) {
      text = "";
      return token = PgnToken.EOF;
    }
    switch (c) {
      case '[':
        return single(PgnToken.TAG_OPEN, "[");
      case ']':
        return single(PgnToken.TAG_CLOSE, "]");
      case '(':
        return single(PgnToken.VARIATION_OPEN, "(");
      case ')':
        return single(PgnToken.VARIATION_CLOSE, ")");
      case '*':
        return single(PgnToken.RESULT, "*");
      case '.':
        while (peek() == '.') {
          advance();
        }
        text = ".";
        return token = PgnToken.PERIOD;
      case '"':
        return readString();
      case '{':
        return readBraceComment();
      case ';':
        return readLineComment();
      case '$':
        return readNumericNag();
      case '!':
      case '?':
        return readSuffixNag();
      case '<':
        return readReserved();
      case '-':
        if (peekAt(1) == '-') {
          advance();
          advance();
          text = "--";
          return token = PgnToken.SYMBOL;
        }
        return readUnexpected();
      default:
        if (isSymbolStart(c)) {
          return readSymbol();
        }
        return readUnexpected();
    }
  }

  private PgnToken single(PgnToken kind, String symbol) throws IOException {
    advance();
    text = symbol;
    return token = kind;
  }

  // ---------------------------------------------------------------- tokens

  private PgnToken readSymbol() throws IOException {
    StringBuilder sb = scratch;
    sb.setLength(0);
    int c;
    while ((c = peek()) >= 0 && isSymbolPart(c)) {
      sb.append((char) c);
      advance();
    }
    // "e.p." after an en-passant capture: one token, not a symbol and two periods.
    if (sb.length() == 1 && sb.charAt(0) == 'e' && peekAt(0) == '.' && peekAt(1) == 'p' && peekAt(2) == '.') {
      advance();
      advance();
      advance();
      text = "e.p.";
      return token = PgnToken.SYMBOL;
    }
    text = sb.toString();
    if (text.equals("1-0") || text.equals("0-1") || text.equals("1/2-1/2")) {
      return token = PgnToken.RESULT;
    }
    return token = PgnToken.SYMBOL;
  }

  /**
   * A tag value. {@code \"} and {@code \\} are escapes. An unescaped quote ends the string only if
   * a {@code ]} or the end of the line follows it (after spaces): real files hold values such as
   * {@code "The "Immortal" Game"}, whose inner quotes are kept as text.
   */
  private PgnToken readString() throws IOException {
    advance();
    StringBuilder sb = scratch;
    sb.setLength(0);
    while (true) {
      int c = peek();
      if (c < 0 || c == '\n' || c == '\r') {
        unterminated = true;
        break;
      }
      advance();
      if (c == '\\') {
        int escaped = peek();
        if (escaped == '"' && peekAt(1) == ']' && closesStringAt(2)) {
          // A value that ends in a backslash, as in "Computer \": the quote closes the string.
          sb.append('\\');
          advance();
          break;
        }
        if (escaped == '"' || escaped == '\\') {
          sb.append((char) escaped);
          advance();
        } else {
          sb.append('\\');
        }
      } else if (c == '"') {
        if (closesString()) {
          break;
        }
        sb.append('"');
      } else {
        sb.append((char) c);
      }
    }
    text = sb.toString();
    return token = PgnToken.STRING;
  }

  /** After a quote: true if only spaces stand between it and a ']', a line break or the end. */
  private boolean closesString() throws IOException {
    for (int i = 0; i < QUOTE_LOOKAHEAD; i++) {
      int c = peekAt(i);
      if (c == ' ' || c == '\t') {
        continue;
      }
      return c < 0 || c == ']' || c == '\n' || c == '\r';
    }
    return true;
  }

  /**
   * After {@code \"]}: true if the line ends there, or another tag follows, so that the bracket is
   * the tag's end rather than part of an escaped value.
   */
  private boolean closesStringAt(int offset) throws IOException {
    for (int i = offset; i < offset + QUOTE_LOOKAHEAD; i++) {
      int c = peekAt(i);
      if (c == ' ' || c == '\t') {
        continue;
      }
      return c < 0 || c == '\n' || c == '\r' || c == '[' || c == ';' || c == '{';
    }
    return false;
  }

  /**
   * A brace comment. One left open ends, as other readers recover, before a line that starts
   * with {@code [Event } or, after a blank line, with any tag: the next game's tags are not
   * swallowed. Such a comment, like one cut by the end of the input, is {@linkplain #unterminated()
   * unterminated}.
   */
  private PgnToken readBraceComment() throws IOException {
    advance();
    StringBuilder sb = scratch;
    sb.setLength(0);
    boolean atLineStart = false;
    boolean lineBlank = false;
    boolean previousLineBlank = false;
    while (true) {
      int c = peek();
      if (c < 0 || atLineStart && c == '[' && tagLineAhead(previousLineBlank)) {
        unterminated = true;
        break;
      }
      advance();
      if (c == '}') {
        break;
      }
      if (c == '\r') {
        // CR LF and a lone CR both become one LF in the comment's text.
        if (peek() == '\n') {
          advance();
        }
        c = '\n';
      }
      if (c == '\n') {
        previousLineBlank = lineBlank;
        lineBlank = true;
        atLineStart = true;
      } else {
        atLineStart = false;
        lineBlank &= c == ' ' || c == '\t';
      }
      sb.append((char) c);
    }
    text = sb.toString();
    return token = PgnToken.COMMENT;
  }

  /**
   * At a {@code [} that starts a line: true if it opens {@code [Event "}, or, when {@code
   * anyTag}, any tag ({@code [Name "}).
   */
  private boolean tagLineAhead(boolean anyTag) throws IOException {
    int i = 1;
    while (i < QUOTE_LOOKAHEAD && isTagNameChar(peekAt(i))) {
      i++;
    }
    if (i == 1 || peekAt(i) != ' ' && peekAt(i) != '\t') {
      return false;
    }
    boolean event = i == 6 && peekAt(1) == 'E' && peekAt(2) == 'v' && peekAt(3) == 'e' && peekAt(4) == 'n' && peekAt(5) == 't';
    if (!event && !anyTag) {
      return false;
    }
    while (i < 2 * QUOTE_LOOKAHEAD && (peekAt(i) == ' ' || peekAt(i) == '\t')) {
      i++;
    }
    return peekAt(i) == '"';
  }

  private static boolean isTagNameChar(int c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_';
  }

  private PgnToken readLineComment() throws IOException {
    advance();
    StringBuilder sb = scratch;
    sb.setLength(0);
    int c;
    while ((c = peek()) >= 0 && c != '\n' && c != '\r') {
      sb.append((char) c);
      advance();
    }
    text = sb.toString();
    return token = PgnToken.COMMENT;
  }

  private PgnToken readNumericNag() throws IOException {
    advance();
    StringBuilder sb = scratch;
    sb.setLength(0);
    sb.append('$');
    int n = 0;
    int digits = 0;
    int c;
    while ((c = peek()) >= '0' && c <= '9') {
      sb.append((char) c);
      advance();
      if (n <= 255) {
        n = n * 10 + (c - '0');
      }
      digits++;
    }
    text = sb.toString();
    value = digits == 0 || n > 255 ? -1 : n;
    return token = PgnToken.NAG;
  }

  private PgnToken readSuffixNag() throws IOException {
    StringBuilder sb = scratch;
    sb.setLength(0);
    int c;
    while ((c = peek()) == '!' || c == '?') {
      sb.append((char) c);
      advance();
    }
    text = sb.toString();
    value = Nags.fromSuffix(text);
    return token = PgnToken.NAG;
  }

  /** {@code <...>} up to the closing bracket or the end of the line. */
  private PgnToken readReserved() throws IOException {
    StringBuilder sb = scratch;
    sb.setLength(0);
    int c;
    while ((c = peek()) >= 0 && c != '\n' && c != '\r') {
      sb.append((char) c);
      advance();
      if (c == '>') {
        break;
      }
    }
    text = sb.toString();
    return token = PgnToken.RESERVED;
  }

  /** A run of characters that start no token, up to white space or a character that does. */
  private PgnToken readUnexpected() throws IOException {
    StringBuilder sb = scratch;
    sb.setLength(0);
    int c = peek();
    do {
      sb.append((char) c);
      advance();
      c = peek();
    } while (c >= 0 && !isWhitespace(c) && !startsToken(c));
    text = sb.toString();
    return token = PgnToken.UNEXPECTED;
  }

  // ---------------------------------------------------------------- characters

  private void skipWhitespaceAndEscapes() throws IOException {
    while (true) {
      int c = peek();
      if (c < 0) {
        return;
      }
      if (c == '%' && column == 1) {
        skipRestOfLine();
      } else if (isWhitespace(c)) {
        advance();
      } else {
        return;
      }
    }
  }

  static boolean isWhitespace(int c) {
    return c <= ' ' || c == '\u00A0' || c == '\uFEFF' || (c >= 0x7F && c <= 0x9F);
  }

  private static boolean isSymbolStart(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }

  private static boolean isSymbolPart(int c) {
    return isSymbolStart(c) || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-'
        || c == '/' || c == '@';
  }

  private static boolean startsToken(int c) {
    return isSymbolStart(c) || c == '[' || c == ']' || c == '(' || c == ')' || c == '{' || c == ';'
        || c == '"' || c == '*' || c == '.' || c == '$' || c == '!' || c == '?' || c == '<';
  }

  private int peek() throws IOException {
    if (pos < limit) {
      return buf[pos];
    }
    return fill(1) ? buf[pos] : -1;
  }

  /** The character {@code offset} places after the current one, or -1 past the end. */
  private int peekAt(int offset) throws IOException {
    if (pos + offset < limit || fill(offset + 1)) {
      return buf[pos + offset];
    }
    return -1;
  }

  private void advance() {
    char c = buf[pos++];
    consumed++;
    if (c == '\n') {
      if (!afterCarriageReturn) {
        line++;
      }
      column = 1;
      afterCarriageReturn = false;
    } else if (c == '\r') {
      line++;
      column = 1;
      afterCarriageReturn = true;
    } else {
      afterCarriageReturn = false;
      if (c != '\uFEFF') {
        column++;
      }
    }
  }

  /** Makes at least {@code count} characters available from {@code pos}; false at the end. */
  private boolean fill(int count) throws IOException {
    if (eof) {
      return false;
    }
    int remaining = limit - pos;
    System.arraycopy(buf, pos, buf, 0, remaining);
    pos = 0;
    limit = remaining;
    while (limit < count) {
      int n = in.read(buf, limit, buf.length - limit);
      if (n < 0) {
        eof = true;
        return false;
      }
      limit += n;
    }
    return true;
  }
}
