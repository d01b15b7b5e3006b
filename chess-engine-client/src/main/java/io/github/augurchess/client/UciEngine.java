package io.github.augurchess.client;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A client for an external UCI engine: starts its process, shakes hands, sets options, searches
 * positions and stops it. Every wait has a deadline; a crashed engine is reported by {@link
 * EngineCrashedException}, a hung one by {@link EngineTimeoutException}, a protocol breach (such
 * as an illegal move) by {@link EngineProtocolException}. {@link #close} always ends the process.
 *
 * <pre>{@code
 * try (UciEngine stockfish = UciEngine.start(List.of("/usr/games/stockfish"))) {
 *   stockfish.setOption("Threads", "1");
 *   EngineResult r = stockfish.analyse(Board.startingPosition(), SearchLimits.builder().depth(12).multiPv(3).build());
 *   System.out.println(r.bestMove().orElseThrow() + " " + r.lines());
 * }
 * }</pre>
 *
 * <p>Two options follow the search rather than {@link #setOption}: {@code MultiPV} is sent before
 * a search whose {@link SearchLimits#multiPv()} differs from the engine's (and refused by
 * {@code setOption}), and {@code UCI_Chess960} before a search of a board of the other variant.
 *
 * <p>Not thread-safe: one caller at a time, except that a running {@link Analysis} may be stopped
 * from any thread; its reports come on a thread of the client's.
 */
public final class UciEngine implements ChessEngine {
  /** The default deadline of the handshake and of {@code isready}. */
  public static final Duration DEFAULT_HANDSHAKE_TIMEOUT = Duration.ofSeconds(30);
  /** How long past its expected search time an engine may take before it is called hung. */
  public static final Duration DEFAULT_MOVE_GRACE = Duration.ofSeconds(5);
  /** The deadline of a search with no time bound (depth, nodes, mate). */
  public static final Duration DEFAULT_UNTIMED_SEARCH = Duration.ofMinutes(5);
  /** How long an engine that overran its deadline gets to answer {@code stop}. */
  private static final Duration LAST_CHANCE = Duration.ofSeconds(1);
  /** How often a search without a deadline looks whether it was asked to stop. */
  private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  private static final String MULTI_PV = "MultiPV";
  private static final String CHESS960 = "UCI_Chess960";

  private final EngineProcess process;
  private final Duration handshakeTimeout;
  private final String name;
  private final Map<String, EngineOption> options;
  /** The MultiPV value the engine has (its default until a search changes it). */
  private int multiPv;
  /** Whether the engine plays Chess960 now. */
  private boolean chess960;
  /** The search in the background, or null; cleared before its result is published. */
  private volatile @Nullable Search running;
  private @Nullable Thread runningThread;
  private boolean closed;

  private UciEngine(EngineProcess process, Duration handshakeTimeout, String name, Map<String, EngineOption> options) {
    this.process = process;
    this.handshakeTimeout = handshakeTimeout;
    this.name = name;
    this.options = options;
    EngineOption multi = find(options, MULTI_PV);
    this.multiPv = multi == null ? 1 : (int) Math.max(1, parseOr(multi.defaultValue(), 1));
    EngineOption frc = find(options, CHESS960);
    this.chess960 = frc != null && frc.defaultValue().equalsIgnoreCase("true");
  }

  private static @Nullable EngineOption find(Map<String, EngineOption> options, String option) {
    for (Map.Entry<String, EngineOption> known : options.entrySet()) {
      if (known.getKey().equalsIgnoreCase(option)) {
        return known.getValue();
      }
    }
    return null;
  }

  private static long parseOr(String text, long fallback) {
    return text.strip().matches("-?\\d{1,18}") ? Long.parseLong(text.strip()) : fallback;
  }

  /** Starts the engine and completes the {@code uci} handshake with the default deadline. */
  public static UciEngine start(List<String> command) {
    return start(command, DEFAULT_HANDSHAKE_TIMEOUT);
  }

  /**
   * Starts the engine and completes the {@code uci} handshake.
   *
   * @param command the program and its arguments
   * @param handshakeTimeout the deadline of {@code uciok} and of every {@code readyok}
   */
  public static UciEngine start(List<String> command, Duration handshakeTimeout) {
    EngineProcess process = EngineProcess.start(command, null);
    try {
      process.send("uci");
      long deadline = System.nanoTime() + handshakeTimeout.toNanos();
      String name = process.name();
      Map<String, EngineOption> options = new LinkedHashMap<>();
      while (true) {
        String line = process.readLine(deadline, "waiting for uciok");
        if (line.startsWith("id name ")) {
          name = line.substring("id name ".length()).strip();
        } else if (line.startsWith("option ")) {
          EngineOption.parseUci(line).ifPresent(option -> options.put(option.name(), option));
        } else if (line.strip().equals("uciok")) {
          break;
        }
      }
      UciEngine engine = new UciEngine(process, handshakeTimeout, name, Collections.unmodifiableMap(options));
      engine.isReady();
      return engine;
    } catch (RuntimeException e) {
      process.close(Duration.ZERO);
      throw e;
    }
  }

  /** The engine's name from {@code id name}, or its program's file name. */
  @Override
  public String name() {
    return name;
  }

  /** The options the engine announced, in its order. */
  @Override
  public Map<String, EngineOption> options() {
    return options;
  }

  /**
   * Sets an option and waits until the engine is ready again.
   *
   * @throws IllegalArgumentException if the engine did not announce the option, or for {@code
   *     MultiPV}, which each search sets from its limits
   */
  @Override
  public void setOption(String option, String value) {
    requireIdle();
    String announced = AnnouncedOptions.announcedOption(name, options, option);
    if (announced.equalsIgnoreCase(MULTI_PV)) {
      throw new IllegalArgumentException("MultiPV is set by each search's SearchLimits.multiPv(), not as an option");
    }
    process.send("setoption name " + announced + (value.isEmpty() ? "" : " value " + value));
    isReady();
    if (announced.equalsIgnoreCase(CHESS960)) {
      chess960 = value.strip().equalsIgnoreCase("true");
    }
  }

  /** Tells the engine a new game starts and waits until it is ready. */
  @Override
  public void newGame() {
    requireIdle();
    process.send("ucinewgame");
    isReady();
  }

  /** Sends {@code isready} and waits for {@code readyok}, dropping anything else meanwhile. */
  public void isReady() {
    requireIdle();
    readyOk();
  }

  private void readyOk() {
    process.send("isready");
    long deadline = System.nanoTime() + handshakeTimeout.toNanos();
    while (!process.readLine(deadline, "waiting for readyok").strip().equals("readyok")) {
      // Output of an earlier exchange (late info lines) is skipped.
    }
  }

  /**
   * Searches the position (with its move history, so the engine sees repetitions) and returns
   * the engine's move, passing each {@code info} line to the listener as it arrives.
   *
   * @throws IllegalArgumentException for an infinite or ponder search, which would never end
   */
  @Override
  public EngineResult analyse(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    if (limits.isInfinite() || limits.isPonder()) {
      throw new IllegalArgumentException("analyse needs limits that end the search (analysis() takes any): " + limits);
    }
    Search search = begin(position, limits, listener);
    return search.run();
  }

  /**
   * Plays a move in a game: searches with the clock in the limits and allows the side's whole
   * remaining time plus the grace before calling the engine hung. Whether the engine overstepped
   * its clock is the caller's to judge from {@link EngineResult#elapsedMillis()}.
   */
  @Override
  public EngineResult play(Board position, SearchLimits limits) {
    return analyse(position, limits, info -> {});
  }

  /**
   * Starts {@code go} in the background: an infinite or ponder search has no deadline until
   * {@link Analysis#stop()} (or {@link Analysis#ponderHit()}); one with limits that end has the
   * same deadline as {@link #analyse}.
   */
  @Override
  public Analysis analysis(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    Search search = begin(position, limits, listener);
    running = search;
    Thread reader = new Thread(() -> {
      try {
        search.run();
      } catch (RuntimeException e) {
        // Delivered through the analysis.
      }
    }, "engine-analysis-" + name);
    reader.setDaemon(true);
    runningThread = reader;
    reader.start();
    return search.analysis;
  }

  /**
   * Asks the engine for a perft divide with {@code go perft N}, an extension of UCI that Stockfish
   * and many other engines understand: a line {@code <move>: <count>} per root move, then {@code
   * Nodes searched: <total>}. Other lines (and {@code info} lines) are skipped.
   *
   * @param timeout how long the engine may count
   * @throws IllegalArgumentException if the depth is below 1
   * @throws EngineTimeoutException if the total does not come in time (an engine that does not
   *     know {@code go perft} usually searches forever instead; it is then stopped)
   * @throws EngineProtocolException if a count or the total is not a number
   */
  public EnginePerft perft(Board position, int depth, Duration timeout) {
    if (depth < 1) {
      throw new IllegalArgumentException("perft needs a depth of at least 1, got " + depth);
    }
    requireIdle();
    prepareOptions(position, SearchLimits.depth(depth));
    process.discardPending();
    process.send(positionCommand(position));
    long start = System.nanoTime();
    long deadline = start + timeout.toNanos();
    process.send("go perft " + depth);
    Map<String, Long> divide = new LinkedHashMap<>();
    while (true) {
      String line;
      try {
        line = process.readLine(deadline, "waiting for the perft total").strip();
      } catch (EngineTimeoutException e) {
        process.send("stop");
        throw e;
      }
      int colon = line.indexOf(':');
      if (colon < 0 || line.startsWith("info")) {
        continue;
      }
      String key = line.substring(0, colon).strip();
      String value = line.substring(colon + 1).strip();
      if (key.equals("Nodes searched")) {
        return new EnginePerft(divide, perftNumber(line, value), (System.nanoTime() - start) / 1_000_000);
      }
      if (key.matches("[a-h][1-8][a-h][1-8][nbrq]?")) {
        divide.put(key, perftNumber(line, value));
      }
    }
  }

  private long perftNumber(String line, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new EngineProtocolException(name + " sent a perft line without a count: " + Excerpt.of(line));
    }
  }

  /** Sets the options the search needs, sends {@code position} and {@code go}. */
  private Search begin(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    requireIdle();
    prepareOptions(position, limits);
    process.discardPending();
    process.send(positionCommand(position));
    String go = ("go " + goArguments(position, limits)).strip();
    Search search = new Search(position.copy(), limits, new Analysis(listener), go);
    search.analysis.attach(search);
    process.send(go);
    return search;
  }

  private void prepareOptions(Board position, SearchLimits limits) {
    if (limits.multiPv() != multiPv) {
      EngineOption option = find(options, MULTI_PV);
      if (option == null) {
        if (limits.multiPv() > 1) {
          throw new IllegalArgumentException(name + " has no MultiPV option: cannot search " + limits.multiPv() + " lines");
        }
      } else {
        if (option.max() > 0 && limits.multiPv() > option.max()) {
          throw new IllegalArgumentException(name + " searches at most " + option.max() + " lines, not " + limits.multiPv());
        }
        process.send("setoption name " + option.name() + " value " + limits.multiPv());
        multiPv = limits.multiPv();
        readyOk();
      }
    }
    boolean frc = position.variant() == Variant.CHESS960;
    if (frc != chess960) {
      EngineOption option = find(options, CHESS960);
      if (option == null) {
        throw new IllegalArgumentException(name + " has no UCI_Chess960 option: cannot play Chess960");
      }
      process.send("setoption name " + option.name() + " value " + frc);
      chess960 = frc;
      readyOk();
    }
  }

  private static Duration expectedTime(Board position, SearchLimits limits) {
    if (limits.moveTimeMillis().isPresent()) {
      return Duration.ofMillis(limits.moveTimeMillis().getAsLong());
    }
    if (limits.timeMillis(position.sideToMove()).isPresent()) {
      return Duration.ofMillis(limits.timeMillis(position.sideToMove()).getAsLong());
    }
    return DEFAULT_UNTIMED_SEARCH;
  }

  /** One {@code go}: reads the engine's reports until its {@code bestmove}, within a deadline. */
  private final class Search implements Analysis.Control {
    private final Board position;
    private final SearchLimits limits;
    private final Analysis analysis;
    private final String go;
    private final long startNanos = System.nanoTime();
    /** When the engine must have answered ({@link System#nanoTime()}); MAX_VALUE for none. */
    private volatile long deadlineNanos;
    private volatile boolean stopSent;

    Search(Board position, SearchLimits limits, Analysis analysis, String go) {
      this.position = position;
      this.limits = limits;
      this.analysis = analysis;
      this.go = go;
      this.deadlineNanos = limits.isInfinite() || limits.isPonder() ? Long.MAX_VALUE
          : startNanos + expectedTime(position, limits).plus(DEFAULT_MOVE_GRACE).toNanos();
    }

    @Override
    public void stop() {
      if (!stopSent) {
        stopSent = true;
        deadlineNanos = System.nanoTime() + DEFAULT_MOVE_GRACE.toNanos();
        process.send("stop");
      }
    }

    @Override
    public void ponderHit() {
      SearchLimits own = limits.toBuilder().ponder(false).build();
      deadlineNanos = own.isInfinite() ? Long.MAX_VALUE
          : System.nanoTime() + expectedTime(position, own).plus(DEFAULT_MOVE_GRACE).toNanos();
      process.send("ponderhit");
    }

    /** Reads until {@code bestmove}; completes the analysis either way. */
    EngineResult run() {
      try {
        EngineResult result = read();
        finish();
        analysis.complete(result);
        return result;
      } catch (RuntimeException e) {
        finish();
        analysis.fail(e);
        throw e;
      }
    }

    private void finish() {
      if (running == this) {
        running = null;
      }
    }

    private EngineResult read() {
      boolean lastChance = false;
      while (true) {
        long now = System.nanoTime();
        long deadline = deadlineNanos;
        if (now >= deadline) {
          if (lastChance || stopSent) {
            throw new EngineTimeoutException(name + " did not answer in time while searching (" + go + ")");
          }
          // One last chance: a slow engine answers stop at once; a hung one stays silent.
          lastChance = true;
          stopSent = true;
          deadlineNanos = now + LAST_CHANCE.toNanos();
          process.send("stop");
          continue;
        }
        String line = process.poll(Math.min(deadline - now, POLL_NANOS), "searching (" + go + ")");
        if (line == null) {
          continue;
        }
        if (line.startsWith("info")) {
          EngineInfo.parse(line, position).ifPresent(analysis::report);
        } else if (line.startsWith("bestmove")) {
          return bestMove(line, (System.nanoTime() - startNanos) / 1_000_000);
        }
      }
    }

    private EngineResult bestMove(String line, long elapsed) {
      List<String> words = Tokens.split(line);
      if (words.size() < 2) {
        throw new EngineProtocolException(name + " sent '" + line + "' without a move");
      }
      String text = words.get(1);
      List<EngineInfo> lines = analysis.lines();
      if (text.equals("0000") || text.equals("(none)")) {
        if (position.legalMoves().isEmpty()) {
          return new EngineResult(Optional.empty(), Optional.empty(), lines, elapsed);
        }
        throw new EngineProtocolException(name + " sent '" + line + "' but " + position.fen() + " has legal moves");
      }
      Move best;
      try {
        best = position.parseUci(text);
      } catch (ChessException e) {
        throw new EngineProtocolException(name + " played illegal move '" + text + "' in " + position.fen());
      }
      Optional<Move> ponder = Optional.empty();
      if (words.size() >= 4 && words.get(2).equals("ponder")) {
        Board after = position.copy();
        after.play(best);
        try {
          ponder = Optional.of(after.parseUci(words.get(3)));
        } catch (ChessException e) {
          // An illegal ponder move is harmless: it is only a hint.
        }
      }
      return new EngineResult(Optional.of(best), ponder, lines, elapsed);
    }
  }

  private void requireIdle() {
    if (closed) {
      throw new IllegalStateException(name + " is closed");
    }
    Search search = running;
    if (search != null && !search.analysis.isDone()) {
      throw new IllegalStateException(name + " is analysing; stop the analysis first");
    }
  }

  /** The {@code position} command for the board: its first position and every move since. */
  static String positionCommand(Board position) {
    GameLine game = GameLine.of(position);
    Board start = Fen.parse(game.startFen(), game.variant());
    List<Move> moves = game.moves();
    StringBuilder sb = new StringBuilder("position ");
    String fen = game.startFen();
    sb.append(fen.equals(Fen.STARTING_POSITION) ? "startpos" : "fen " + fen);
    if (!moves.isEmpty()) {
      sb.append(" moves");
      for (Move move : moves) {
        sb.append(' ').append(start.uci(move));
        start.play(move);
      }
    }
    return sb.toString();
  }

  /** The {@code go} arguments, with search moves in the board's UCI convention. */
  static String goArguments(Board position, SearchLimits limits) {
    SearchLimits withoutMoves = limits.toBuilder().searchMoves(List.of()).build();
    StringBuilder sb = new StringBuilder(withoutMoves.toString());
    if (!limits.searchMoves().isEmpty()) {
      sb.append(" searchmoves");
      for (Move move : limits.searchMoves()) {
        sb.append(' ').append(position.uci(move));
      }
    }
    return sb.toString();
  }

  /** True while the engine's process runs. */
  public boolean isAlive() {
    return process.isAlive();
  }

  /**
   * Stops any analysis (waiting for its move within the grace), sends {@code quit}, waits a
   * moment for the engine to leave, then ends the process.
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    Search search = running;
    if (search != null) {
      search.analysis.close();
    }
    closed = true;
    process.quit(Duration.ofSeconds(2), runningThread);
  }

  @Override
  public String toString() {
    return "UciEngine[" + name + "]";
  }
}
