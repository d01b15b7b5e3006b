package io.github.augurchess.pgn;

import io.github.augurchess.movegen.SanMode;
import io.github.augurchess.pgn.internal.PgnLexer;
import io.github.augurchess.pgn.internal.PgnParser;
import io.github.augurchess.pgn.internal.Utf8OrLatin1Reader;
import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads PGN games one at a time from text of any size: as {@link PgnGame} objects, or as events
 * to a {@link PgnVisitor} without building a tree.
 *
 * <pre>{@code
 * try (PgnReader reader = PgnReader.open(Path.of("games.pgn"))) {
 *   for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
 *     System.out.println(game.tag("White") + " " + game.result() + " " + game.mainLine().size());
 *   }
 *   reader.errors().forEach(e -> System.err.println(e.getMessage()));
 * }
 * }</pre>
 *
 * <p>It reads import format: tags in any layout (several on a line, escaped quotes, quotes left
 * unescaped inside a value), brace and rest-of-line comments, NAGs and the suffixes {@code !},
 * {@code ?}, {@code !!}, {@code ??}, {@code !?}, {@code ?!}, nested variations, move numbers with
 * or without periods, escape lines ({@code %} in the first column), and the {@code FEN}, {@code
 * SetUp} and {@code Variant} tags (standard chess and Chess960). Every move is checked on a board
 * unless {@link #validateMoves(boolean) validation} is off. Moves are read in {@link
 * SanMode#LENIENT_WITH_NULL_MOVES} unless {@link #sanMode(SanMode)} says otherwise; in the lenient
 * modes UCI text ({@code e2e4}, {@code e1c1}) is accepted too.
 *
 * <p>Bytes (from a {@link Path} or {@link InputStream}) are read as UTF-8 where they are UTF-8 and
 * as Latin-1 where they are not, with or without a byte-order mark; nothing fails on encoding.
 *
 * <p>A problem does not stop the reader: it is reported to the visitor, kept in the game's {@link
 * PgnGame#errors()} and listed in {@link #errors()}, and the reader goes on (with the next game if
 * the problem {@linkplain PgnProblem#skipsRestOfGame() skips the rest of the game}). Only input
 * errors ({@link IOException}) are thrown. A reader is not thread-safe.
 */
public final class PgnReader implements Closeable {
  private final Reader source;
  private final @Nullable Utf8OrLatin1Reader decoder;
  private final List<PgnException> errors = new ArrayList<>();
  private SanMode sanMode = SanMode.LENIENT_WITH_NULL_MOVES;
  private boolean validate = true;
  private @Nullable PgnParser parser;
  private final GameBuilder builder = new GameBuilder();

  private PgnReader(Reader source) {
    this.source = source;
    this.decoder = source instanceof Utf8OrLatin1Reader bytes ? bytes : null;
  }

  /** A reader of characters (no decoding; a leading byte-order mark is skipped). */
  public static PgnReader of(Reader reader) {
    return new PgnReader(reader);
  }

  /** A reader of PGN text held in a string. */
  public static PgnReader ofText(String pgn) {
    return new PgnReader(new StringReader(pgn));
  }

  /** A reader of bytes: UTF-8 where they are UTF-8, Latin-1 elsewhere. */
  public static PgnReader of(InputStream in) {
    return new PgnReader(new Utf8OrLatin1Reader(in));
  }

  /** A reader of a file: UTF-8 where its bytes are UTF-8, Latin-1 elsewhere. Close it after use. */
  public static PgnReader open(Path path) throws IOException {
    return of(new BufferedInputStream(Files.newInputStream(path), 1 << 16));
  }

  /** Reads every game of a file; see {@link #readAll()}. */
  public static PgnGames readAll(Path path) throws IOException {
    try (PgnReader reader = open(path)) {
      return reader.readAll();
    }
  }

  /**
   * Sets how strictly moves are read; {@link SanMode#LENIENT_WITH_NULL_MOVES} by default. Call
   * before reading.
   */
  public PgnReader sanMode(SanMode mode) {
    requireNotStarted();
    this.sanMode = mode;
    return this;
  }

  /**
   * Turns move validation on (the default) or off. Without it, moves come as text only (the
   * visitor's move is null), nothing is played on a board, and only the syntax of the movetext is
   * checked: the fastest way to read moves or to split a file into games. Call before reading.
   */
  public PgnReader validateMoves(boolean on) {
    requireNotStarted();
    this.validate = on;
    return this;
  }

  private void requireNotStarted() {
    if (parser != null) {
      throw new IllegalStateException("set options before reading the first game");
    }
  }

  private PgnParser parser() {
    PgnParser p = parser;
    if (p == null) {
      Utf8OrLatin1Reader bytes = decoder;
      LongUnaryOperator offsets = bytes == null ? LongUnaryOperator.identity() : bytes::byteOffset;
      p = new PgnParser(new PgnLexer(source), sanMode, validate, errors::add, offsets);
      parser = p;
    }
    return p;
  }

  /**
   * Reads the next game and reports it to the visitor.
   *
   * @return false at the end of the input (no game was reported)
   */
  public boolean visitNext(PgnVisitor visitor) throws IOException {
    return parser().readGame(visitor);
  }

  /** Reads every remaining game, reporting each to the visitor; returns how many there were. */
  public int visitAll(PgnVisitor visitor) throws IOException {
    int games = 0;
    while (visitNext(visitor)) {
      games++;
    }
    return games;
  }

  /** The next game, or null at the end of the input. */
  public @Nullable PgnGame nextGame() throws IOException {
    return visitNext(builder) ? builder.takeGame() : null;
  }

  /** Every remaining game, and every problem met in the whole input so far. */
  public PgnGames readAll() throws IOException {
    List<PgnGame> games = new ArrayList<>();
    for (PgnGame game = nextGame(); game != null; game = nextGame()) {
      games.add(game);
    }
    return new PgnGames(games, errors);
  }

  /** Every problem met so far, in input order. */
  public List<PgnException> errors() {
    return Collections.unmodifiableList(errors);
  }

  /**
   * Where the game being read or last read starts: the offset of its first token (the {@code [} of
   * its first tag, as a rule) from the start of the input, in bytes for a reader of bytes or of a
   * file and in characters for a reader of characters or text; -1 before the first game. Known
   * from {@link PgnVisitor#beginGame} on. With it, a file can be cut into byte ranges at game
   * starts and each range read by a reader of its own.
   */
  public long gameOffset() {
    PgnParser p = parser;
    return p == null ? -1 : p.gameOffset();
  }

  /** The number of games read (or started) so far. */
  public int gamesRead() {
    PgnParser p = parser;
    return p == null ? 0 : p.gameIndex();
  }

  @Override
  public void close() throws IOException {
    source.close();
  }
}
