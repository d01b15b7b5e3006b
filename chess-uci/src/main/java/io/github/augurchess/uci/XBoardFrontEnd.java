package io.github.augurchess.uci;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchListener;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.movegen.SanMode;
import io.github.augurchess.movegen.XBoardNotation;
import io.github.augurchess.search.Engine;
import io.github.augurchess.search.EngineSettings;
import io.github.augurchess.search.HashSizeException;
import io.github.augurchess.search.SearchHandle;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Augur as an XBoard (CECP version 2) engine. A malformed or out-of-place command is answered by
 * an {@code Error (reason): command} line, an illegal move by {@code Illegal move: text}, and
 * neither changes anything.
 *
 * <pre>{@code
 * try (XBoardFrontEnd xboard = new XBoardFrontEnd(new PrintWriter(System.out))) {
 *   xboard.run(new BufferedReader(new InputStreamReader(System.in)));
 * }
 * }</pre>
 *
 * <p>Commands are handled on the caller's thread; the engine thinks in the background and its
 * {@code move} comes from the search thread. State is guarded by one lock, and a search whose
 * position was changed under it (by {@code force}, {@code new}, {@code undo} and the like) is
 * stopped and its move dropped.
 *
 * <p>Pondering: after {@code hard}, once the engine has moved it searches the position after the
 * reply it expects (the second move of its principal variation) on the opponent's time. If the
 * opponent plays that move (a ponder hit), the search goes on as the engine's own, its clock
 * starting then; any other move stops it and a new search starts. {@code easy} turns pondering
 * off and stops a ponder search. A {@code ping} during pondering is answered at once. After
 * {@code playother} or {@code new} there is no expected reply yet, so the engine waits without
 * pondering until it has moved.
 *
 * <p>Chess960: {@code variant fischerandom} (sent after {@code new}) switches to Fischer random
 * chess; {@code setboard} then takes X-FEN or Shredder-FEN castling rights. Castling moves are
 * written {@code O-O} and {@code O-O-O}, as CECP specifies for this variant, and are read in that
 * form, as the king taking its own rook ({@code e1h1}), or as the king's destination ({@code
 * e1g1}) where that is no ordinary king move.
 *
 * <p>{@code ?} returns once the engine's move is out, so the commands a GUI sends right after it
 * ({@code force}, {@code setboard}, {@code go} and the like) apply to the position after that
 * move, as they would had the GUI waited. {@code setboard} accepts FEN as GUIs send it (missing
 * clocks and the other {@linkplain FenLeniency leniencies} the reader names); after a refused
 * {@code setboard} there is no position, and moves, {@code go} and {@code analyze} are refused
 * until {@code new} or a {@code setboard} that is read.
 *
 * <p>{@code nps N} turns the time of a move into a node budget: {@code st} seconds times N
 * nodes, or under {@code level} the share of the clock for this move times N, until {@code new}.
 *
 * <p>The engine's settings are the UCI front end's, declared as {@code feature option=...} and set
 * with {@code option NAME=VALUE}: {@code Hash} (MiB), {@code Threads}, {@code Contempt}, {@code
 * Move Overhead}, {@code Evaluator}, {@code EvalFile}, {@code ClassicalEvalFile} and {@code
 * SearchParameters}, each as
 * {@link EngineSettings} reads it.
 */
public final class XBoardFrontEnd implements AutoCloseable {
  /** The options, with the UCI front end's names, bounds and defaults. */
  static final List<UciOption> OPTIONS = List.of(UciFrontEnd.HASH, UciFrontEnd.THREADS, UciFrontEnd.CONTEMPT,
      UciFrontEnd.MOVE_OVERHEAD, UciFrontEnd.EVALUATOR, UciFrontEnd.EVAL_FILE, UciFrontEnd.CLASSICAL_EVAL_FILE,
      UciFrontEnd.SEARCH_PARAMETERS);
  static final String FEATURES = "feature ping=1 setboard=1 usermove=1 time=1 draw=0 sigint=0 sigterm=0 reuse=1"
      + " analyze=1 colors=0 name=0 nps=1 memory=0 smp=0 variants=\"normal,fischerandom\" myname=\"Augur\""
      + optionFeatures() + " done=1";
  /** The moves a clock is shared over when the time control does not say (for {@code nps}). */
  private static final int MOVES_TO_GO_GUESS = 30;
  /** The largest {@code nps} accepted: far above any engine, and safe from overflow. */
  private static final long MAX_NODES_PER_SECOND = 1_000_000_000_000L;
  private static final long ABORT_WAIT_SECONDS = 10;
  /** What {@code setboard} accepts beyond strict FEN: every leniency, each of which is safe to search. */
  private static final FenLeniency[] GUI_FEN = FenLeniency.values();

  private final LineOutput out;
  private final Object lock = new Object();
  /** The table {@code option Hash=N} asked for, allocated off the command thread. */
  private final HashAllocation hash;
  /** What the engine is built from; the options change it. */
  private EngineSettings settings = EngineSettings.defaults();
  private Engine engine = settings.newEngine();
  private Board board = Board.startingPosition();
  private boolean force;
  private boolean analyzing;
  private boolean post = true;
  private boolean ponder;
  private Variant variant = Variant.STANDARD;
  /** Nodes per second of {@code nps}: the time of a move becomes a node budget; 0 for the wall clock. */
  private long nodesPerSecond;
  private @Nullable Color engineSide = Color.BLACK;
  /** Time control: moves per session (0 for the whole game), base and increment in ms. */
  private int movesPerSession;
  private long baseMillis = 300_000;
  private long incrementMillis;
  private long fixedMoveMillis = -1;
  private int fixedDepth;
  private long ownClockMillis = 300_000;
  private long otherClockMillis = 300_000;
  /** The search whose move will be played, or null; an aborted one is no longer here. */
  private @Nullable SearchHandle search;
  /** The thinking output of {@link #search}. */
  private @Nullable Thinking searchThinking;
  /** The opponent's move the running search ponders on, or null when it is not a ponder search. */
  private @Nullable Move expectedReply;
  /** When the engine's clock started for the running search: its start, or the ponder hit. */
  private long clockStartNanos;
  /** A ping received while thinking, answered after the move. */
  private @Nullable String pendingPong;
  /** Why the last {@code setboard} was refused, or null: until a position is set, nothing is searched. */
  private @Nullable String refusedPosition;
  private boolean quit;

  /** A front end writing its answers to {@code out}, with a default engine (16 MiB, 1 thread). */
  public XBoardFrontEnd(Writer out) {
    this(out, HashAllocation.OWN_THREAD, HashAllocation.READY_WAIT_MILLIS);
  }

  /**
   * A front end whose hash tables are allocated by tasks on {@code hashAllocator}, and whose
   * {@code pong} waits at most {@code readyWaitMillis} for one (tests decide both).
   */
  XBoardFrontEnd(Writer out, Executor hashAllocator, long readyWaitMillis) {
    this.out = new LineOutput(out);
    this.hash = new HashAllocation(hashAllocator, readyWaitMillis);
  }

  /** Handles lines until {@code quit} or the end of input. */
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
    List<String> words = Tokens.split(line);
    if (quit || words.isEmpty()) {
      return !quit;
    }
    synchronized (lock) {
      try {
        dispatch(words, line.strip());
      } catch (UciCommandException e) {
        out.println(Excerpt.message("Error (" + e.getMessage() + "): " + Excerpt.of(line.strip())));
      } catch (RuntimeException e) {
        // A defect must not end the engine: report it and keep the state.
        out.println(Excerpt.message("Error (internal failure " + e + "): " + Excerpt.of(line.strip())));
      }
    }
    return !quit;
  }

  private void dispatch(List<String> words, String line) throws UciCommandException {
    String command = words.get(0);
    switch (command) {
      case "xboard", "accepted", "rejected", "random", "computer", "name", "rating", "ics", "draw", "." -> { }
      case "protover" -> {
        int version = Tokens.parseInt("protover", Tokens.valueAfter(words, 0));
        if (version >= 2) {
          out.println(FEATURES);
        }
      }
      case "new" -> {
        abortSearch();
        variant = Variant.STANDARD;
        board = Board.startingPosition();
        refusedPosition = null;
        engine.newGame();
        force = false;
        engineSide = Color.BLACK;
        fixedDepth = 0;
        fixedMoveMillis = -1;
        nodesPerSecond = 0;
        restartAnalysis();
      }
      case "variant" -> variant(Tokens.valueAfter(words, 0));
      case "force" -> {
        abortSearch();
        force = true;
      }
      case "go" -> {
        if (analyzing) {
          throw new UciCommandException("go during analysis; send exit first");
        }
        requirePosition();
        abortSearch();
        force = false;
        engineSide = board.sideToMove();
        think();
      }
      case "playother" -> {
        abortSearch();
        force = false;
        engineSide = board.sideToMove().opposite();
      }
      case "usermove" -> userMove(Tokens.valueAfter(words, 0));
      case "setboard" -> setBoard(line.substring("setboard".length()).strip());
      case "level" -> level(words);
      case "st" -> {
        double seconds = parseSeconds("st", Tokens.valueAfter(words, 0));
        fixedMoveMillis = Math.round(seconds * 1000);
      }
      case "sd" -> {
        int depth = Tokens.parseInt("sd", Tokens.valueAfter(words, 0));
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
          throw new UciCommandException("depth must be 1 to " + SearchLimits.MAX_DEPTH);
        }
        fixedDepth = depth;
      }
      case "time" -> ownClockMillis = 10 * Tokens.parseLong("time", Tokens.valueAfter(words, 0));
      case "otim" -> otherClockMillis = 10 * Tokens.parseLong("otim", Tokens.valueAfter(words, 0));
      case "post" -> post = true;
      case "nopost" -> post = false;
      case "hard" -> ponder = true;
      case "easy" -> {
        ponder = false;
        if (expectedReply != null) {
          abortSearch();
        }
      }
      case "nps" -> {
        long rate = Tokens.parseLong("nps", Tokens.valueAfter(words, 0));
        if (rate < 0 || rate > MAX_NODES_PER_SECOND) {
          throw new UciCommandException("nps must be 0 to " + MAX_NODES_PER_SECOND);
        }
        nodesPerSecond = rate;
      }
      case "option" -> option(line.substring("option".length()).strip());
      case "ping" -> {
        String pong = "pong " + Tokens.valueAfter(words, 0);
        if (isThinking()) {
          pendingPong = pong;
        } else {
          hash.whenReady(() -> out.println(pong));
        }
      }
      case "?" -> {
        SearchHandle handle = search;
        if (handle == null || !isThinking()) {
          throw new UciCommandException("not thinking");
        }
        handle.stop();
        awaitMove(handle);
      }
      case "undo" -> takeBack(1);
      case "remove" -> takeBack(2);
      case "result" -> {
        abortSearch();
        force = true;
      }
      case "analyze" -> {
        requirePosition();
        abortSearch();
        analyzing = true;
        force = true;
        restartAnalysis();
      }
      case "exit" -> {
        if (!analyzing) {
          throw new UciCommandException("not analysing");
        }
        abortSearch();
        analyzing = false;
      }
      case "quit" -> close();
      default -> {
        if (looksLikeMove(command)) {
          userMove(command);
        } else {
          throw new UciCommandException("unknown command");
        }
      }
    }
  }

  private static boolean looksLikeMove(String word) {
    return word.matches("[a-h][1-8][a-h][1-8][qrbn]?|[O0]-[O0](-[O0])?");
  }

  /** True while the engine searches for its own move (not pondering, not analysing). */
  private boolean isThinking() {
    return search != null && !analyzing && expectedReply == null;
  }

  private void requirePosition() throws UciCommandException {
    if (refusedPosition != null) {
      throw new UciCommandException("no position; the last setboard was refused: " + refusedPosition);
    }
  }

  /**
   * Waits (bounded, releasing the lock) until {@link #moveFound} has handled the stopped search,
   * so that the commands after {@code ?} see its move played.
   */
  private void awaitMove(SearchHandle handle) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(ABORT_WAIT_SECONDS);
    while (search == handle) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return;
      }
      try {
        TimeUnit.NANOSECONDS.timedWait(lock, left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  private void userMove(String text) throws UciCommandException {
    requirePosition();
    if (isThinking()) {
      throw new UciCommandException("move received while thinking");
    }
    Move move;
    try {
      move = XBoardNotation.parse(board, text);
    } catch (ChessException e) {
      out.println("Illegal move: " + Excerpt.of(text));
      return;
    }
    SearchHandle pondering = expectedReply != null ? search : null;
    if (pondering != null && move.equals(expectedReply)) {
      // A ponder hit: the search already runs on this position; from now on it is ours.
      expectedReply = null;
      board.play(move);
      clockStartNanos = System.nanoTime();
      pondering.ponderHit();
      if (pondering.isDone()) {
        // The ponder search ended before the opponent moved (its node budget ran out): its move
        // is the answer. Its own completion saw it still pondering and played nothing.
        moveFound(pondering, board.copy(), pondering.result().isCompletedExceptionally() ? null : pondering.result().join());
      }
      return;
    }
    abortSearch();
    board.play(move);
    if (analyzing) {
      restartAnalysis();
      return;
    }
    if (announceResult()) {
      return;
    }
    if (!force && engineSide == board.sideToMove()) {
      think();
    }
  }

  private void variant(String name) throws UciCommandException {
    Variant next = switch (name) {
      case "normal" -> Variant.STANDARD;
      case "fischerandom" -> Variant.CHESS960;
      default -> throw new UciCommandException("variant not supported");
    };
    abortSearch();
    variant = next;
    board = Fen.parse(Fen.STARTING_POSITION, variant);
    refusedPosition = null;
    restartAnalysis();
  }

  /** The options as CECP declares them: {@code option="NAME -TYPE ..."} for each. */
  private static String optionFeatures() {
    StringBuilder sb = new StringBuilder();
    for (UciOption option : OPTIONS) {
      sb.append(" option=\"").append(option.name()).append(switch (option.type()) {
        case "spin" -> " -spin " + option.defaultValue() + " " + option.min() + " " + option.max();
        case "combo" -> " -combo " + String.join(" /// ", option.choices().stream()
            .map(c -> c.equals(option.defaultValue()) ? "*" + c : c).toList());
        case "string" -> option == UciFrontEnd.EVAL_FILE || option == UciFrontEnd.CLASSICAL_EVAL_FILE
            ? " -file " : " -string ";
        default -> throw new IllegalStateException("no CECP form for " + option);
      }).append('"');
    }
    return sb.toString();
  }

  /** {@code option NAME=VALUE} for an option announced in the features. */
  private void option(String setting) throws UciCommandException {
    int eq = setting.indexOf('=');
    String name = (eq < 0 ? setting : setting.substring(0, eq)).strip();
    UciOption option = null;
    for (UciOption known : OPTIONS) {
      if (known.name().equalsIgnoreCase(name)) {
        option = known;
      }
    }
    if (option == null) {
      throw new UciCommandException("unknown option");
    }
    if (eq < 0) {
      throw new UciCommandException(option.name() + " needs a value");
    }
    String value = setting.substring(eq + 1).strip();
    switch (option.type()) {
      case "spin" -> value = Long.toString(option.parseSpin(value));
      case "combo" -> value = option.parseCombo(value);
      default -> { }
    }
    if (isThinking()) {
      throw new UciCommandException("command not legal now: thinking");
    }
    EngineSettings changed;
    Engine replacement = null;
    // When a new engine's table does not fit beside the old one's (a hash near the heap's half),
    // the new engine starts with 1 MiB and its table is allocated once the old engine is gone.
    boolean tableLater = false;
    try {
      changed = settings.with(option.name(), value);
      if (changed.needsNewEngine(settings)) {
        try {
          replacement = changed.newEngine();
        } catch (HashSizeException e) {
          replacement = changed.withHashMiB(1).newEngine();
          tableLater = true;
        }
      }
    } catch (IllegalArgumentException e) {
      throw new UciCommandException(option.name() + " not set: " + e.getMessage());
    }
    if (option == UciFrontEnd.HASH) {
      // Allocated in the background; the engine takes the table once it is ready.
      hash.request(engine, changed.hashMiB(), new HashReport());
    }
    abortSearch();
    if (replacement != null) {
      hash.forget();
      engine.close();
      engine = replacement;
    } else if (option != UciFrontEnd.HASH) {
      changed.applyInPlace(engine, settings);
    }
    settings = changed;
    if (tableLater) {
      try {
        hash.request(engine, changed.hashMiB(), new HashReport());
      } catch (UciCommandException e) {
        settings = changed.withHashMiB(engine.hashMiB());
        restartAnalysis();
        throw e;
      }
    }
    restartAnalysis();
  }

  private void setBoard(String fen) throws UciCommandException {
    Board next;
    try {
      next = Fen.parse(fen, variant, GUI_FEN);
    } catch (ChessException e) {
      abortSearch();
      refusedPosition = e.getMessage();
      throw new UciCommandException("invalid FEN: " + e.getMessage());
    }
    abortSearch();
    board = next;
    refusedPosition = null;
    restartAnalysis();
  }

  private void level(List<String> words) throws UciCommandException {
    if (words.size() != 4) {
      throw new UciCommandException("level needs MPS BASE INC");
    }
    int moves = Tokens.parseInt("level", words.get(1));
    String base = words.get(2);
    double minutes;
    int colon = base.indexOf(':');
    if (colon >= 0) {
      minutes = Tokens.parseInt("level", base.substring(0, colon)) + Tokens.parseInt("level", base.substring(colon + 1)) / 60.0;
    } else {
      minutes = parseSeconds("level", base);
    }
    double increment = parseSeconds("level", words.get(3));
    if (moves < 0 || minutes < 0 || (minutes == 0 && increment == 0)) {
      throw new UciCommandException("level needs a positive time");
    }
    movesPerSession = moves;
    baseMillis = Math.round(minutes * 60_000);
    incrementMillis = Math.round(increment * 1000);
    ownClockMillis = baseMillis;
    otherClockMillis = baseMillis;
    fixedMoveMillis = -1;
  }

  private static double parseSeconds(String what, String text) throws UciCommandException {
    try {
      double value = Double.parseDouble(text);
      if (!(value >= 0) || value > 1e7) {
        throw new UciCommandException(what + " out of range: " + text);
      }
      return value;
    } catch (NumberFormatException e) {
      throw new UciCommandException(what + " needs a number, not '" + text + "'");
    }
  }

  private void takeBack(int plies) throws UciCommandException {
    if (board.historySize() < plies) {
      throw new UciCommandException("no move to take back");
    }
    abortSearch();
    for (int i = 0; i < plies; i++) {
      board.undo();
    }
    restartAnalysis();
  }

  /** Prints the result if the game is over after the last move; true if it is. */
  private boolean announceResult() {
    Outcome outcome = board.outcomeOnBoard();
    if (outcome == null) {
      return false;
    }
    String reason = switch (outcome.termination()) {
      case CHECKMATE -> (outcome.winner() == Color.WHITE ? "White" : "Black") + " mates";
      case STALEMATE -> "Stalemate";
      case INSUFFICIENT_MATERIAL -> "Insufficient material";
      case FIFTY_MOVES, SEVENTY_FIVE_MOVES -> "50 move rule";
      case THREEFOLD_REPETITION, FIVEFOLD_REPETITION -> "Draw by repetition";
    };
    out.println(outcome.result() + " {" + reason + "}");
    return true;
  }

  // ---------------------------------------------------------------- thinking

  /** The limits of a search for the engine's move in {@code root} (its side is to move there). */
  private SearchLimits limits(Board root, boolean pondering) {
    SearchLimits.Builder b = SearchLimits.builder().ponder(pondering);
    int movesToGo = 0;
    if (movesPerSession > 0) {
      movesToGo = movesPerSession - (root.fullmoveNumber() - 1) % movesPerSession;
    }
    if (nodesPerSecond > 0) {
      long millis = fixedMoveMillis >= 0 ? fixedMoveMillis
          : ownClockMillis / (movesToGo > 0 ? movesToGo : MOVES_TO_GO_GUESS) + incrementMillis;
      b.nodes(Math.max(1, (long) Math.min(Long.MAX_VALUE / 2.0, (double) nodesPerSecond * millis / 1000)));
    } else if (fixedMoveMillis >= 0) {
      b.moveTime(fixedMoveMillis);
    } else {
      Color us = root.sideToMove();
      long white = us == Color.WHITE ? ownClockMillis : otherClockMillis;
      long black = us == Color.WHITE ? otherClockMillis : ownClockMillis;
      b.whiteTime(white).blackTime(black).whiteIncrement(incrementMillis).blackIncrement(incrementMillis);
      if (movesToGo > 0) {
        b.movesToGo(movesToGo);
      }
    }
    if (fixedDepth > 0) {
      b.depth(fixedDepth);
    }
    return b.build();
  }

  private void think() {
    if (board.isGameOver()) {
      announceResult();
      return;
    }
    Board root = board.copy();
    clockStartNanos = System.nanoTime();
    Thinking thinking = new Thinking(root);
    SearchHandle handle = startSearch(root, limits(root, false), thinking);
    search = handle;
    searchThinking = thinking;
    handle.result().whenComplete((result, failure) -> moveFound(handle, root, result));
  }

  private void moveFound(SearchHandle handle, Board root, @Nullable SearchResult result) {
    synchronized (lock) {
      lock.notifyAll();
      if (search != handle || expectedReply != null) {
        // Aborted, or a ponder search that ended early: its move waits for the ponder hit.
        return;
      }
      search = null;
      Move best = result == null ? null : result.bestMoveOrNull();
      boolean over = true;
      Thinking thinking = searchThinking;
      if (result != null && best != null && thinking != null) {
        thinking.finalLine(result);
      }
      if (best != null && board.isLegal(best)) {
        out.println("move " + XBoardNotation.write(root, best));
        board.play(best);
        chargeClock();
        over = announceResult();
      }
      String pong = pendingPong;
      pendingPong = null;
      if (pong != null) {
        out.println(pong);
      }
      if (!over && result != null) {
        startPondering(result);
      }
    }
  }

  /**
   * Takes the time of the move just made off the engine's clock (and adds the increment), so that
   * a ponder search starts from a fair estimate; the GUI's next {@code time} corrects it.
   */
  private void chargeClock() {
    long used = (System.nanoTime() - clockStartNanos) / 1_000_000;
    ownClockMillis = Math.max(0, ownClockMillis - used) + incrementMillis;
  }

  /** With pondering on, searches the position after the expected reply until the opponent moves. */
  private void startPondering(SearchResult result) {
    Move reply = result.ponderMove().orElse(null);
    if (!ponder || force || analyzing || reply == null || engineSide != board.sideToMove().opposite()
        || !board.isLegal(reply)) {
      return;
    }
    Board root = board.copy();
    root.play(reply);
    if (root.outcomeOnBoard() != null) {
      return;
    }
    Thinking thinking = new Thinking(root);
    SearchHandle handle = startSearch(root, limits(root, true), thinking);
    search = handle;
    searchThinking = thinking;
    expectedReply = reply;
    handle.result().whenComplete((r, failure) -> moveFound(handle, root, r));
  }

  private void restartAnalysis() {
    if (!analyzing) {
      return;
    }
    abortSearch();
    if (board.isGameOver()) {
      return;
    }
    Board root = board.copy();
    Thinking thinking = new Thinking(root);
    SearchHandle handle = startSearch(root, SearchLimits.infinite(), thinking);
    search = handle;
    searchThinking = thinking;
  }

  /** Stops the search, drops its move, and waits (bounded) until the engine is idle. */
  private void abortSearch() {
    SearchHandle handle = search;
    search = null;
    expectedReply = null;
    if (handle == null) {
      return;
    }
    handle.stop();
    try {
      handle.result().get(ABORT_WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      // The next search start reports a still-busy engine as an error line.
    }
    String pong = pendingPong;
    pendingPong = null;
    if (pong != null) {
      out.println(pong);
    }
  }

  /** Starts a search, remarking when the table asked for is not ready yet and the old one is used. */
  private SearchHandle startSearch(Board root, SearchLimits limits, Thinking thinking) {
    SearchHandle handle = engine.start(root, limits, thinking);
    int pendingMiB = hash.pendingMiB();
    if (pendingMiB != 0 && pendingMiB != engine.hashMiB()) {
      out.println("# Hash " + pendingMiB + " MiB is still being allocated; this search uses the " + engine.hashMiB()
          + " MiB table");
    }
    return handle;
  }

  /** Reports a hash table allocated in the background, or refused (its size then goes back). */
  private final class HashReport implements HashAllocation.Listener {
    @Override
    public void allocated(int mebibytes) {
      // A line starting with # is a remark of the engine's, which GUIs log and otherwise ignore.
      out.println("# Hash " + mebibytes + " MiB allocated");
    }

    @Override
    public void refused(int requestedMiB, int keptMiB, String reason) {
      synchronized (lock) {
        if (settings.hashMiB() == requestedMiB) {
          settings = settings.withHashMiB(keptMiB);
        }
        out.println(Excerpt.message("Error (" + HashAllocation.keptMessage(keptMiB, reason) + "): option Hash="
            + requestedMiB));
      }
    }
  }

  /**
   * Thinking output: {@code ply score time nodes pv}, score in centipawns, time in centiseconds.
   * A fail-high at the root ends its variation with {@code !} (a lower bound), a fail-low with
   * {@code ?} (an upper bound), as XBoard 4.8 reads them.
   */
  private final class Thinking implements SearchListener {
    private final Board root;
    /** The first two moves (the move and the reply) of the last variation printed, if any. */
    private volatile List<Move> lastHead = List.of();

    Thinking(Board root) {
      this.root = root;
    }

    @Override
    public void iterationCompleted(SearchInfo info) {
      print(info.depth(), info.score(), info.timeMillis(), info.nodes(), info.pv(), "");
    }

    @Override
    public void boundReported(SearchInfo info) {
      print(info.depth(), info.score(), info.timeMillis(), info.nodes(), info.pv(),
          info.bound() == ScoreBound.LOWER ? "!" : "?");
    }

    /**
     * When the move found, or the reply expected, came from an iteration cut short (the move beat
     * the last completed one's, or the move searched again found a new reply), that variation was
     * never printed: print it now, so that the last thinking line is always the move played and
     * the reply pondered on.
     */
    void finalLine(SearchResult result) {
      List<Move> pv = result.pv();
      if (pv.isEmpty()) {
        return;
      }
      Move ponderMove = result.ponderMove().orElse(null);
      if (pv.size() == 1 && ponderMove != null) {
        // The reply came from the hash table; show it, as it is the move pondered on.
        pv = List.of(pv.get(0), ponderMove);
      }
      if (!head(pv).equals(lastHead)) {
        print(result.depth(), result.score(), result.timeMillis(), result.nodes(), pv, "");
      }
    }

    private List<Move> head(List<Move> pv) {
      return List.copyOf(pv.subList(0, Math.min(2, pv.size())));
    }

    private void print(int depth, Score score, long timeMillis, long nodes, List<Move> pv, String boundMark) {
      if (!post && !analyzing) {
        return;
      }
      if (!pv.isEmpty()) {
        lastHead = head(pv);
      }
      StringBuilder sb = new StringBuilder()
          .append(depth).append(' ')
          .append(xboardScore(score)).append(' ')
          .append(timeMillis / 10).append(' ')
          .append(nodes);
      Board b = root.copy();
      for (Move move : pv) {
        if (!b.isLegal(move)) {
          break;
        }
        sb.append(' ').append(b.san(move));
        b.play(move);
      }
      out.println(sb.append(boundMark).toString());
    }
  }

  /** Centipawns, or 100000 + moves for a mate (negative when mated), as XBoard GUIs read it. */
  static int xboardScore(Score score) {
    if (!score.isMate()) {
      return score.centipawns();
    }
    int moves = score.mateMoves();
    return moves >= 0 ? 100_000 + moves : -100_000 + moves;
  }

  /** Stops any thinking and releases the engine. */
  @Override
  public void close() {
    synchronized (lock) {
      quit = true;
      abortSearch();
      engine.close();
    }
  }
}
