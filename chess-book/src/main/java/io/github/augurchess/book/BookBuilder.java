package io.github.augurchess.book;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.LongConsumer;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds a Polyglot book from PGN games exactly as {@code polyglot make-book} does: for each
 * main-line move of the first {@code maxPly} plies it counts the games and the points the mover
 * scored (the {@code Result} tag's, 2 for a win and 1 for a draw or an unknown result), halves a
 * position's counts when one reaches 16384, keeps the moves with enough games, points and score,
 * weights each by its points (1 with {@code uniform}), and writes them sorted by key with the
 * heavier moves first, moves of equal weight in the order they were first seen.
 *
 * <pre>{@code
 * BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMaxPly(20));
 * builder.addPgn(Path.of("games.pgn"));
 * builder.write(Path.of("book.bin"));
 * }</pre>
 *
 * <p>Games are streamed: memory grows with the distinct (position, move) pairs, about 23 bytes
 * each, not with the games. Where polyglot stops with a fatal error, this builder goes on: a game
 * with a move it cannot read is left out whole (and counted in {@link #gamesSkipped()}); a game
 * with a {@code FEN} tag is read from its own start (polyglot would read its moves from the
 * standard start position); a null move ends what a game contributes. A builder is not
 * thread-safe.
 */
public final class BookBuilder {
  private static final Logger LOG = LoggerFactory.getLogger(BookBuilder.class);
  /** Progress is reported after every this many games. */
  public static final int PROGRESS_INTERVAL = 10_000;

  private final BookBuildOptions options;
  private final EntryCounts counts = new EntryCounts();
  private final GameRecorder recorder = new GameRecorder();
  private LongConsumer progress = games -> {};
  private long gamesRead;
  private long gamesSkipped;

  /** An empty builder that counts games under the options. */
  public BookBuilder(BookBuildOptions options) {
    this.options = options;
  }

  /** Called with the number of games read so far after every {@value #PROGRESS_INTERVAL} games. */
  public BookBuilder onProgress(LongConsumer listener) {
    this.progress = listener;
    return this;
  }

  /** The options this builder counts games under. */
  public BookBuildOptions options() {
    return options;
  }

  /** Adds every game of a PGN file; returns how many games it had. */
  public long addPgn(Path pgn) throws IOException {
    try (PgnReader reader = PgnReader.open(pgn)) {
      return addGames(reader);
    }
  }

  /** Adds every remaining game of a reader; returns how many there were. */
  public long addGames(PgnReader reader) throws IOException {
    long before = gamesRead;
    while (reader.visitNext(recorder)) {
      if (++gamesRead % PROGRESS_INTERVAL == 0) {
        progress.accept(gamesRead);
      }
    }
    return gamesRead - before;
  }

  /** Games read so far, skipped ones included. */
  public long gamesRead() {
    return gamesRead;
  }

  /** Games left out because a move could not be read (each is logged with its place). */
  public long gamesSkipped() {
    return gamesSkipped;
  }

  /** Distinct (position, move) pairs seen so far, before filtering. */
  public int pairsSeen() {
    return counts.size();
  }

  /** The book as it stands: the kept entries, sorted as they are written. */
  public List<BookEntry> entries() {
    int[] order = sortedKeptEntries();
    List<BookEntry> entries = new ArrayList<>(order.length);
    for (int index : order) {
      entries.add(new BookEntry(counts.key(index), counts.move(index), weight(index), 0));
    }
    return Collections.unmodifiableList(entries);
  }

  /**
   * Writes the book as it stands to a file (beside it first, then moved into place, so a failure
   * leaves an existing file as it was); returns the number of entries written.
   */
  public int write(Path path) throws IOException {
    Path absolute = path.toAbsolutePath();
    Path parent = absolute.getParent();
    Path temporary = Files.createTempFile(parent == null ? Path.of(".") : parent, ".book", ".tmp");
    try {
      int written;
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16)) {
        written = write(out);
      }
      Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      return written;
    } finally {
      Files.deleteIfExists(temporary);
    }
  }

  /** Writes the book as it stands to a stream; returns the number of entries written. */
  public int write(OutputStream out) throws IOException {
    int[] order = sortedKeptEntries();
    DataOutputStream data = new DataOutputStream(out);
    for (int index : order) {
      PolyglotWriter.writeEntry(data, counts.key(index), counts.move(index), weight(index), 0);
    }
    data.flush();
    return order.length;
  }

  private int weight(int index) {
    return options.uniform() ? 1 : counts.points(index);
  }

  private boolean keep(int index) {
    int games = counts.games(index);
    int points = counts.points(index);
    if (games < options.minGames() || points == 0) {
      return false;
    }
    // The same double arithmetic as polyglot, so that borderline scores agree.
    double score = ((double) points / (double) games) / 2.0;
    if (score < options.minScorePercent() / 100.0) {
      return false;
    }
    boolean white = counts.whiteToMove(index);
    return switch (options.side()) {
      case BOTH -> true;
      case WHITE -> white;
      case BLACK -> !white;
    };
  }

  /** Kept entry indexes by key (unsigned), then weight (heaviest first), then first appearance. */
  private int[] sortedKeptEntries() {
    int[] kept = new int[counts.size()];
    int n = 0;
    for (int index = 0; index < counts.size(); index++) {
      if (keep(index)) {
        kept[n++] = index;
      }
    }
    int[] order = Arrays.copyOf(kept, n);
    mergeSort(order, new int[n], 0, n);
    return order;
  }

  private int compare(int a, int b) {
    int byKey = Long.compareUnsigned(counts.key(a), counts.key(b));
    if (byKey != 0) {
      return byKey;
    }
    int byWeight = Integer.compare(weight(b), weight(a));
    return byWeight != 0 ? byWeight : Integer.compare(a, b);
  }

  /** Sorts {@code order[from, to)} by {@link #compare}; a primitive sort, no boxing. */
  private void mergeSort(int[] order, int[] buffer, int from, int to) {
    if (to - from < 2) {
      return;
    }
    int middle = (from + to) >>> 1;
    mergeSort(order, buffer, from, middle);
    mergeSort(order, buffer, middle, to);
    if (compare(order[middle - 1], order[middle]) <= 0) {
      return;
    }
    System.arraycopy(order, from, buffer, from, to - from);
    int left = from;
    int right = middle;
    for (int i = from; i < to; i++) {
      if (right >= to || (left < middle && compare(buffer[left], buffer[right]) <= 0)) {
        order[i] = buffer[left++];
      } else {
        order[i] = buffer[right++];
      }
    }
  }

  /**
   * Follows one game's main line on its own board and hands the plies to the counts when the game
   * ends cleanly.
   */
  private final class GameRecorder implements PgnVisitor {
    private long[] keys = new long[256];
    private int[] moves = new int[256];
    private boolean[] whiteToMove = new boolean[256];
    private int plies;
    private int depth;
    private boolean stopped;
    private @Nullable PgnException problem;
    private String result = "";
    private @Nullable Board board;

    @Override
    public void beginGame(int gameIndex) {
      plies = 0;
      depth = 0;
      stopped = false;
      problem = null;
      result = "";
      board = null;
    }

    @Override
    public void tag(String name, String value) {
      if (name.equals("Result")) {
        result = value; // polyglot reads the result from the tag (the last one) only
      }
    }

    @Override
    public boolean beginMovetext(Position start) {
      board = start instanceof Board b ? b.copy() : Fen.parse(start.fen(), start.variant());
      return true;
    }

    @Override
    public void move(String text, @Nullable Move move) {
      Board b = board;
      if (depth > 0 || stopped || b == null) {
        return;
      }
      if (plies >= options.maxPly() || move == null || move.isNull()) {
        stopped = true;
        return;
      }
      if (plies == keys.length) {
        keys = Arrays.copyOf(keys, plies * 2);
        moves = Arrays.copyOf(moves, plies * 2);
        whiteToMove = Arrays.copyOf(whiteToMove, plies * 2);
      }
      keys[plies] = b.zobristKey();
      moves[plies] = move.code();
      whiteToMove[plies] = b.sideToMove() == Color.WHITE;
      plies++;
      b.play(move);
    }

    @Override
    public void beginVariation() {
      depth++;
    }

    @Override
    public void endVariation() {
      depth--;
    }

    @Override
    public void error(PgnException error) {
      if (error.problem().skipsRestOfGame() && problem == null) {
        problem = error;
      }
    }

    @Override
    public void endGame() {
      PgnException p = problem;
      if (p != null) {
        gamesSkipped++;
        LOG.warn("game left out of the book: {}", p.getMessage());
        return;
      }
      // White's result: +1, -1 or 0 (a draw or anything else); the mover scores it + 1 points.
      int whiteScore = result.equals("1-0") ? 1 : result.equals("0-1") ? -1 : 0;
      for (int ply = 0; ply < plies; ply++) {
        boolean white = whiteToMove[ply];
        counts.add(keys[ply], moves[ply], white, (white ? whiteScore : -whiteScore) + 1);
      }
    }
  }
}
