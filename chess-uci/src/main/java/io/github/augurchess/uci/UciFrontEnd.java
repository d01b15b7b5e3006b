package io.github.augurchess.uci;

import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.book.BookFormatException;
import io.github.augurchess.book.BookPolicy;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.FileProblem;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchListener;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.search.Engine;
import io.github.augurchess.search.EngineSettings;
import io.github.augurchess.search.HashSizeException;
import io.github.augurchess.search.SearchHandle;
import io.github.augurchess.search.SearchParameter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Augur as a UCI engine: reads GUI commands one line at a time and writes the engine's answers.
 * Every malformed or out-of-order command is answered by an {@code info string} that says why,
 * and changes nothing; no input ends the engine but {@code quit} and the end of input.
 *
 * <pre>{@code
 * try (UciFrontEnd uci = new UciFrontEnd(new PrintWriter(System.out))) {
 *   uci.run(new BufferedReader(new InputStreamReader(System.in)));
 * }
 * }</pre>
 *
 * <p>Commands are handled on the caller's thread; a search runs in the background, so {@code
 * isready}, {@code stop} and {@code ponderhit} are answered while it runs. The search's {@code
 * info} lines and its {@code bestmove} come from the search thread. {@code stop} returns only
 * once the search's {@code bestmove} is out, so the commands a GUI sends right after it ({@code
 * position}, {@code go}, {@code ucinewgame}, {@code setoption}, {@code isready}) wait in the
 * input and are applied in order to the idle engine, never refused or lost.
 *
 * <p>{@code position} accepts FEN as GUIs send it: missing clocks and the other {@linkplain
 * FenLeniency leniencies} the reader names. After a refused {@code position}, {@code go} answers
 * {@code bestmove 0000} with an error until a position is set, never a move for another position.
 */
public final class UciFrontEnd implements AutoCloseable {
  static final String EVALUATOR_CLASSICAL = "Classical";
  static final String EVALUATOR_MATERIAL = "Material";
  static final String EVALUATOR_NNUE = "NNUE";

  /**
   * Hash sizes stop at half the heap: a table that cannot be allocated would fail the resize and
   * leave the engine without one.
   */
  static final UciOption HASH = UciOption.spin("Hash", EngineSettings.DEFAULT_HASH_MIB, 1,
      Math.max(16, Math.min(16_384, Runtime.getRuntime().maxMemory() / (2L << 20))));
  static final UciOption THREADS = UciOption.spin("Threads", 1, 1, Engine.MAX_THREADS);
  static final UciOption MULTI_PV = UciOption.spin("MultiPV", 1, 1, SearchLimits.MAX_MULTI_PV);
  static final UciOption PONDER = UciOption.check("Ponder", false);
  static final UciOption CHESS960 = UciOption.check("UCI_Chess960", false);
  static final UciOption MOVE_OVERHEAD = UciOption.spin("Move Overhead", EngineSettings.DEFAULT_MOVE_OVERHEAD_MILLIS, 0,
      EngineSettings.MAX_MOVE_OVERHEAD_MILLIS);
  static final UciOption CONTEMPT = UciOption.spin("Contempt", 0, -Engine.MAX_CONTEMPT, Engine.MAX_CONTEMPT);
  static final UciOption CLEAR_HASH = UciOption.button("Clear Hash");
  static final UciOption EVALUATOR =
      UciOption.combo("Evaluator", EVALUATOR_NNUE, List.of(EVALUATOR_NNUE, EVALUATOR_CLASSICAL, EVALUATOR_MATERIAL));
  /** The network file of the NNUE evaluator, as Stockfish's; empty for the network in the jar. */
  static final UciOption EVAL_FILE = UciOption.string("EvalFile", "");
  /** The classical evaluator's parameter file; empty for the built-in parameters. */
  static final UciOption CLASSICAL_EVAL_FILE = UciOption.string("ClassicalEvalFile", "");
  static final UciOption OWN_BOOK = UciOption.check("OwnBook", false);
  static final UciOption BOOK_FILE = UciOption.string("BookFile", "");
  /** {@code key=value} pairs of {@link SearchParameter}s, separated by blanks or commas. */
  static final UciOption SEARCH_PARAMETERS = UciOption.string("SearchParameters", "");
  static final List<UciOption> OPTIONS = List.of(HASH, THREADS, MULTI_PV, PONDER, CHESS960, MOVE_OVERHEAD,
      CONTEMPT, CLEAR_HASH, EVALUATOR, EVAL_FILE, CLASSICAL_EVAL_FILE, OWN_BOOK, BOOK_FILE, SEARCH_PARAMETERS);

  /** How long {@code currmove} lines are held back, so that short searches stay quiet. */
  private static final long CURRMOVE_AFTER_MILLIS = 1_000;
  /** How long {@code quit} and {@code stop} wait for a stopped search to hand back its result. */
  private static final long QUIT_WAIT_SECONDS = 10;
  /** What {@code position} accepts beyond strict FEN: every leniency, each of which is safe to search. */
  private static final FenLeniency[] GUI_FEN = FenLeniency.values();

  private final LineOutput out;
  private final Object searchLock = new Object();
  /** The table {@code setoption name Hash} asked for, allocated off the command thread. */
  private final HashAllocation hash;
  private Engine engine;
  private Board board = Board.startingPosition();
  /**
   * What the engine is built from; kept in step with the options that change it in place. Written
   * under {@link #searchLock}, as a refused hash allocation sets its size back from another thread.
   */
  private EngineSettings settings = EngineSettings.defaults();
  private int multiPv = 1;
  private boolean chess960;
  private boolean ownBook;
  private @Nullable OpeningBook book;
  /** The running search, or null; cleared (under {@link #searchLock}) once its bestmove is out. */
  private @Nullable SearchHandle search;
  /** Why the last {@code position} was refused, or null: {@code go} then searches nothing. */
  private @Nullable String refusedPosition;
  private boolean quit;

  /** A front end writing its answers to {@code out}, with a default engine (16 MiB, 1 thread). */
  public UciFrontEnd(Writer out) {
    this(out, HashAllocation.OWN_THREAD, HashAllocation.READY_WAIT_MILLIS);
  }

  /**
   * A front end whose hash tables are allocated by tasks on {@code hashAllocator}, and whose
   * {@code readyok} waits at most {@code readyWaitMillis} for one (tests decide both).
   */
  UciFrontEnd(Writer out, Executor hashAllocator, long readyWaitMillis) {
    this.out = new LineOutput(out);
    this.engine = settings.newEngine();
    this.hash = new HashAllocation(hashAllocator, readyWaitMillis);
  }

  /** Handles lines until {@code quit} or the end of input; then stops any search. */
  public void run(BufferedReader in) throws IOException {
    String line;
    while (!quit && (line = in.readLine()) != null) {
      handle(line);
    }
    close();
  }

  /**
   * Handles one command line.
   *
   * @return false once {@code quit} was received
   */
  public boolean handle(String line) {
    if (quit) {
      return false;
    }
    List<String> words = Tokens.split(line);
    if (words.isEmpty()) {
      return true;
    }
    try {
      dispatch(words);
    } catch (UciCommandException e) {
      info("error: " + e.getMessage());
    } catch (RuntimeException e) {
      // A defect must not end a GUI's engine; the command is reported and the state kept.
      info("error: internal failure on " + Excerpt.quoted(line.strip()) + ": " + e);
    }
    return !quit;
  }

  private void dispatch(List<String> words) throws UciCommandException {
    String command = words.get(0);
    switch (command) {
      case "uci" -> identify();
      case "isready" -> hash.whenReady(() -> out.println("readyok"));
      case "debug", "register" -> { }
      case "setoption" -> setOption(words);
      case "ucinewgame" -> newGame();
      case "position" -> position(words);
      case "go" -> go(words);
      case "stop" -> stop();
      case "ponderhit" -> ponderHit();
      case "quit" -> quit();
      default -> throw new UciCommandException("unknown command '" + command + "'");
    }
  }

  private void identify() {
    Package pkg = UciFrontEnd.class.getPackage();
    String version = pkg == null ? null : pkg.getImplementationVersion();
    out.println("id name Augur" + (version == null ? "" : " " + version));
    out.println("id author the Augur authors");
    for (UciOption option : OPTIONS) {
      out.println(option.announcement());
    }
    out.println("uciok");
  }

  // ---------------------------------------------------------------- options

  private void setOption(List<String> words) throws UciCommandException {
    int valueAt = words.indexOf("value");
    if (words.size() < 3 || !words.get(1).equals("name") || valueAt == 2) {
      throw new UciCommandException("setoption needs 'name <id> [value <x>]'");
    }
    String name = String.join(" ", words.subList(2, valueAt < 0 ? words.size() : valueAt));
    String value = valueAt < 0 ? "" : String.join(" ", words.subList(valueAt + 1, words.size()));
    UciOption option = find(name);
    if (!option.type().equals("button") && !option.type().equals("string") && value.isEmpty()) {
      throw new UciCommandException("option " + option.name() + " needs a value");
    }
    requireIdle("setoption " + option.name());
    if (option == HASH) {
      int mib = (int) HASH.parseSpin(value);
      hash.request(engine, mib, new HashReport());
      changeSettings(s -> s.withHashMiB(mib));
    } else if (option == THREADS) {
      int count = (int) THREADS.parseSpin(value);
      engine.setThreads(count);
      changeSettings(s -> s.withThreads(count));
    } else if (option == MULTI_PV) {
      multiPv = (int) MULTI_PV.parseSpin(value);
    } else if (option == PONDER) {
      PONDER.parseCheck(value);
    } else if (option == CHESS960) {
      chess960 = CHESS960.parseCheck(value);
    } else if (option == MOVE_OVERHEAD) {
      long millis = MOVE_OVERHEAD.parseSpin(value);
      engine.setMoveOverheadMillis(millis);
      changeSettings(s -> s.withMoveOverheadMillis(millis));
    } else if (option == CONTEMPT) {
      int centipawns = (int) CONTEMPT.parseSpin(value);
      engine.setContempt(centipawns);
      changeSettings(s -> s.withContempt(centipawns));
    } else if (option == CLEAR_HASH) {
      engine.newGame();
    } else if (option == EVALUATOR) {
      replaceEngine("Evaluator", EVALUATOR.parseCombo(value));
    } else if (option == EVAL_FILE) {
      replaceEngine("EvalFile", value);
    } else if (option == CLASSICAL_EVAL_FILE) {
      replaceEngine("ClassicalEvalFile", value);
    } else if (option == SEARCH_PARAMETERS) {
      replaceEngine("SearchParameters", value);
    } else if (option == OWN_BOOK) {
      ownBook = OWN_BOOK.parseCheck(value);
      engine.setOpeningBook(ownBook ? book : null);
    } else if (option == BOOK_FILE) {
      String file = value.equals("<empty>") ? "" : value;
      book = file.isEmpty() ? null : readBook(file);
      engine.setOpeningBook(ownBook ? book : null);
    }
  }

  private static UciOption find(String name) throws UciCommandException {
    for (UciOption option : OPTIONS) {
      if (option.name().equalsIgnoreCase(name)) {
        return option;
      }
    }
    throw new UciCommandException("unknown option '" + name + "'");
  }

  /**
   * Builds a new engine with one setting changed (the evaluator, its network or parameter file,
   * the search parameters); the old engine and settings are kept if the value is bad or the file
   * fails. When the new engine's table does not fit beside the old one's (a hash near the heap's
   * half), it starts with a table of 1 MiB and its full table is allocated in the background once
   * the old engine is let go, as {@code setoption name Hash} does.
   */
  private void replaceEngine(String setting, String value) throws UciCommandException {
    EngineSettings changed;
    Engine replacement;
    boolean tableLater = false;
    try {
      changed = settings.with(setting, value);
      try {
        replacement = changed.newEngine();
      } catch (HashSizeException e) {
        replacement = changed.withHashMiB(1).newEngine();
        tableLater = true;
      }
    } catch (IllegalArgumentException e) {
      throw new UciCommandException(setting + " not set: " + e.getMessage());
    }
    replacement.setOpeningBook(ownBook ? book : null);
    hash.forget();
    engine.close();
    engine = replacement;
    changeSettings(s -> changed);
    if (tableLater) {
      try {
        hash.request(replacement, changed.hashMiB(), new HashReport());
      } catch (UciCommandException e) {
        int kept = replacement.hashMiB();
        changeSettings(s -> s.withHashMiB(kept));
        throw e;
      }
    }
  }

  private void changeSettings(UnaryOperator<EngineSettings> change) {
    synchronized (searchLock) {
      settings = change.apply(settings);
    }
  }

  /** A Polyglot book; its move is drawn by weight, as GUIs do with their own books. */
  private static OpeningBook readBook(String file) throws UciCommandException {
    try {
      Path path = Path.of(file);
      try {
        return PolyglotBook.open(path).withPolicy(BookPolicy.WEIGHTED);
      } catch (IOException e) {
        throw new UciCommandException("BookFile not set: " + FileProblem.describe(path, e));
      }
    } catch (BookFormatException | java.nio.file.InvalidPathException e) {
      throw new UciCommandException("BookFile " + Excerpt.quoted(file) + " not read: " + e.getMessage());
    }
  }

  // ---------------------------------------------------------------- game and position

  private void newGame() throws UciCommandException {
    requireIdle("ucinewgame");
    engine.newGame();
    board = Board.startingPosition();
    refusedPosition = null;
  }

  /** Sets the position; a refusal leaves none, so that the next {@code go} cannot search the old one. */
  private void position(List<String> words) throws UciCommandException {
    try {
      board = readPosition(words);
      refusedPosition = null;
    } catch (UciCommandException e) {
      refusedPosition = e.getMessage();
      throw e;
    }
  }

  private Board readPosition(List<String> words) throws UciCommandException {
    requireIdle("position");
    if (words.size() < 2) {
      throw new UciCommandException("position needs 'startpos' or 'fen <fen>'");
    }
    int movesAt = words.indexOf("moves");
    int end = movesAt < 0 ? words.size() : movesAt;
    Variant variant = chess960 ? Variant.CHESS960 : Variant.STANDARD;
    String fen;
    switch (words.get(1)) {
      case "startpos" -> {
        if (end != 2) {
          throw new UciCommandException("unexpected '" + words.get(2) + "' after startpos");
        }
        fen = Fen.STARTING_POSITION;
      }
      case "fen" -> {
        if (end <= 2) {
          throw new UciCommandException("position fen needs a FEN");
        }
        fen = String.join(" ", words.subList(2, end));
      }
      default -> throw new UciCommandException("position needs 'startpos' or 'fen', not '" + words.get(1) + "'");
    }
    Board next;
    try {
      next = Fen.parse(fen, variant, GUI_FEN);
    } catch (ChessException e) {
      throw new UciCommandException("invalid FEN: " + e.getMessage());
    }
    if (movesAt >= 0) {
      for (int i = movesAt + 1; i < words.size(); i++) {
        try {
          next.playUci(words.get(i));
        } catch (ChessException e) {
          throw new UciCommandException("move " + (i - movesAt) + " '" + words.get(i) + "': " + e.getMessage());
        }
      }
    }
    return next;
  }

  // ---------------------------------------------------------------- searching

  private void go(List<String> words) throws UciCommandException {
    synchronized (searchLock) {
      requireIdle("go");
      if (refusedPosition != null) {
        info("error: no position to search; the last position command was refused: " + refusedPosition);
        out.println("bestmove 0000");
        return;
      }
      SearchLimits limits = UciGoParser.parse(words, board, multiPv);
      Board root = board.copy();
      SearchHandle handle = engine.start(root, limits, new InfoWriter(root));
      int pendingMiB = hash.pendingMiB();
      if (pendingMiB != 0 && pendingMiB != engine.hashMiB()) {
        info("Hash " + pendingMiB + " MiB is still being allocated; this search uses the " + engine.hashMiB()
            + " MiB table");
      }
      search = handle;
      handle.result().whenComplete((result, failure) -> finish(handle, root, result, failure));
    }
  }

  /** Writes the bestmove of a finished search and marks the engine idle. */
  private void finish(SearchHandle handle, Board root, @Nullable SearchResult result, @Nullable Throwable failure) {
    synchronized (searchLock) {
      if (result == null) {
        info("error: search failed: " + failure);
        out.println("bestmove 0000");
      } else {
        out.println(bestMoveLine(root, result));
      }
      if (search == handle) {
        search = null;
      }
      searchLock.notifyAll();
    }
  }

  static String bestMoveLine(Board root, SearchResult result) {
    Move best = result.bestMoveOrNull();
    if (best == null) {
      return "bestmove 0000";
    }
    StringBuilder sb = new StringBuilder("bestmove ").append(root.uci(best));
    if (result.ponderMove().isPresent()) {
      Board after = root.copy();
      after.play(best);
      if (after.isLegal(result.ponderMove().get())) {
        sb.append(" ponder ").append(after.uci(result.ponderMove().get()));
      }
    }
    return sb.toString();
  }

  /**
   * Stops the search and returns once its {@code bestmove} is written (bounded by {@link
   * #QUIT_WAIT_SECONDS}), so that the commands behind {@code stop} find the engine idle.
   */
  private void stop() {
    SearchHandle handle = runningSearch();
    if (handle != null) {
      handle.stop();
      awaitFinish(handle);
    }
  }

  /** Waits until {@link #finish} has written the handle's bestmove, or the wait is over. */
  private void awaitFinish(SearchHandle handle) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(QUIT_WAIT_SECONDS);
    synchronized (searchLock) {
      while (search == handle) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return;
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(searchLock, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  private void ponderHit() throws UciCommandException {
    SearchHandle handle = runningSearch();
    if (handle == null) {
      throw new UciCommandException("ponderhit without a search");
    }
    handle.ponderHit();
  }

  private @Nullable SearchHandle runningSearch() {
    synchronized (searchLock) {
      return search;
    }
  }

  private void requireIdle(String command) throws UciCommandException {
    if (runningSearch() != null) {
      throw new UciCommandException(command + " refused during a search; send stop first");
    }
  }

  private void quit() {
    quit = true;
    close();
  }

  /** Stops any search, waits a bounded time for its bestmove, and releases the engine. */
  @Override
  public void close() {
    quit = true;
    SearchHandle handle = runningSearch();
    if (handle != null) {
      handle.stop();
      try {
        handle.result().get(QUIT_WAIT_SECONDS, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (ExecutionException | TimeoutException e) {
        // Closing anyway: the engine's close stops its threads.
      }
    }
    engine.close();
  }

  private void info(String text) {
    out.println("info string " + Excerpt.message(text));
  }

  /** Reports a hash table allocated in the background, or refused (its size then goes back). */
  private final class HashReport implements HashAllocation.Listener {
    @Override
    public void allocated(int mebibytes) {
      info("Hash " + mebibytes + " MiB allocated");
    }

    @Override
    public void refused(int requestedMiB, int keptMiB, String reason) {
      changeSettings(s -> s.hashMiB() == requestedMiB ? s.withHashMiB(keptMiB) : s);
      info("error: " + HashAllocation.keptMessage(keptMiB, reason));
    }
  }

  /** Turns search progress into UCI {@code info} lines. */
  private final class InfoWriter implements SearchListener {
    private final Board root;
    private final long startNanos = System.nanoTime();

    InfoWriter(Board root) {
      this.root = root;
    }

    @Override
    public void iterationCompleted(SearchInfo info) {
      for (PvLine line : info.lines()) {
        out.println(UciInfoFormat.format(info, line, root));
      }
    }

    /** A fail-high or fail-low at the root, written with its {@code lowerbound} or {@code upperbound}. */
    @Override
    public void boundReported(SearchInfo info) {
      for (PvLine line : info.lines()) {
        out.println(UciInfoFormat.format(info, line, root));
      }
    }

    @Override
    public void currentMove(Move move, int number, int depth) {
      if (System.nanoTime() - startNanos >= TimeUnit.MILLISECONDS.toNanos(CURRMOVE_AFTER_MILLIS)) {
        out.println("info depth " + depth + " currmove " + root.uci(move) + " currmovenumber " + number);
      }
    }
  }

  @Override
  public String toString() {
    return "UciFrontEnd[" + board.fen() + ", hash " + settings.hashMiB() + " MiB, " + settings.threads()
        + " threads, evaluator " + settings.evaluator() + "]";
  }
}
