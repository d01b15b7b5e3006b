package io.github.augurchess.client;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A client for an external UCI engine: starts its process, shakes hands, sets options, searches
 * positions and stops it. Every wait has a deadline; a crashed engine is reported by {@link
 * EngineCrashedException}, a hung one by {@link EngineTimeoutException}, a protocol breach (such
 * as an illegal move) by {@link EngineProtocolException}. {@link #close} always ends the process.
 *
 * <pre>{@code
 * try (UciEngine stockfish = UciEngine.start(List.of("/usr/games/stockfish"))) {
 *   stockfish.setOption("Threads", "1");
 *   EngineResult r = stockfish.analyse(Board.startingPosition(), SearchLimits.depth(12), info -> {});
 *   System.out.println(r.bestMove().orElseThrow());
 * }
 * }</pre>
 *
 * <p>Not thread-safe: one caller at a time.
 */
public final class UciEngine implements ChessEngine {
  /** The default deadline of the handshake and of {@code isready}. */
  public static final Duration DEFAULT_HANDSHAKE_TIMEOUT = Duration.ofSeconds(30);
  /** How long past its expected search time an engine may take before it is called hung. */
  public static final Duration DEFAULT_MOVE_GRACE = Duration.ofSeconds(5);
  /** The deadline of a search with no time bound (depth, nodes, mate). */
  public static final Duration DEFAULT_UNTIMED_SEARCH = Duration.ofMinutes(5);

  private final EngineProcess process;
  private final Duration handshakeTimeout;
  private final String name;
  private final Map<String, String> options;
  private boolean closed;

  private UciEngine(EngineProcess process, Duration handshakeTimeout, String name, Map<String, String> options) {
    this.process = process;
    this.handshakeTimeout = handshakeTimeout;
    this.name = name;
    this.options = options;
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
      Map<String, String> options = new LinkedHashMap<>();
      while (true) {
        String line = process.readLine(deadline, "waiting for uciok");
        if (line.startsWith("id name ")) {
          name = line.substring("id name ".length()).strip();
        } else if (line.startsWith("option name ")) {
          int typeAt = line.indexOf(" type ");
          String optionName = typeAt < 0 ? line.substring(12) : line.substring(12, typeAt);
          options.put(optionName.strip(), typeAt < 0 ? "" : line.substring(typeAt + 1));
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
  public String name() {
    return name;
  }

  /** The options the engine announced: name to the rest of its line ({@code type spin ...}). */
  public Map<String, String> options() {
    return options;
  }

  /**
   * Sets an option and waits until the engine is ready again.
   *
   * @throws IllegalArgumentException if the engine did not announce the option
   */
  public void setOption(String option, String value) {
    String announced = AnnouncedOptions.announcedOption(name, options, option);
    process.send("setoption name " + announced + (value.isEmpty() ? "" : " value " + value));
    isReady();
  }

  /** Tells the engine a new game starts and waits until it is ready. */
  public void newGame() {
    process.send("ucinewgame");
    isReady();
  }

  /** Sends {@code isready} and waits for {@code readyok}, dropping anything else meanwhile. */
  public void isReady() {
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
  public EngineResult analyse(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    if (limits.isInfinite() || limits.isPonder()) {
      throw new IllegalArgumentException("analyse needs limits that end the search: " + limits);
    }
    Duration expected = expectedTime(position, limits);
    return search(position, limits, expected.plus(DEFAULT_MOVE_GRACE), listener);
  }

  /**
   * Plays a move in a game: searches with the clock in the limits and allows the side's whole
   * remaining time plus the grace before calling the engine hung. Whether the engine overstepped
   * its clock is the caller's to judge from {@link EngineResult#elapsedMillis()}.
   */
  public EngineResult play(Board position, SearchLimits limits) {
    return analyse(position, limits, info -> {});
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

  private EngineResult search(Board position, SearchLimits limits, Duration deadline, Consumer<EngineInfo> listener) {
    process.discardPending();
    process.send(positionCommand(position));
    String go = "go " + goArguments(position, limits);
    long start = System.nanoTime();
    process.send(go.strip());
    long deadlineNanos = start + deadline.toNanos();
    EngineInfo last = null;
    while (true) {
      String line;
      try {
        line = process.readLine(deadlineNanos, "searching (" + go + ")");
      } catch (EngineTimeoutException e) {
        // One last chance: a slow engine answers stop at once; a hung one stays silent.
        process.send("stop");
        line = awaitBestMoveAfterStop(e);
      }
      if (line.startsWith("info")) {
        Optional<EngineInfo> info = EngineInfo.parse(line);
        if (info.isPresent()) {
          if (info.get().multiPv() == 1 && !info.get().pv().isEmpty()) {
            last = info.get();
          }
          listener.accept(info.get());
        }
      } else if (line.startsWith("bestmove")) {
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        return bestMove(position, line, Optional.ofNullable(last), elapsed);
      }
    }
  }

  private String awaitBestMoveAfterStop(EngineTimeoutException timeout) {
    long deadline = System.nanoTime() + Duration.ofSeconds(1).toNanos();
    while (true) {
      String line;
      try {
        line = process.readLine(deadline, "waiting for bestmove after stop");
      } catch (EngineTimeoutException e) {
        throw timeout;
      }
      if (line.startsWith("bestmove")) {
        return line;
      }
    }
  }

  private EngineResult bestMove(Board position, String line, Optional<EngineInfo> last, long elapsed) {
    List<String> words = Tokens.split(line);
    if (words.size() < 2) {
      throw new EngineProtocolException(name + " sent '" + line + "' without a move");
    }
    String text = words.get(1);
    if (text.equals("0000") || text.equals("(none)")) {
      if (position.legalMoves().isEmpty()) {
        return new EngineResult(Optional.empty(), Optional.empty(), last, elapsed);
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
    return new EngineResult(Optional.of(best), ponder, last, elapsed);
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

  /** Sends {@code quit}, waits a moment for the engine to leave, then ends the process. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    process.quit(Duration.ofSeconds(2));
  }

  @Override
  public String toString() {
    return "UciEngine[" + name + "]";
  }
}
