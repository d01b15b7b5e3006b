package io.github.augurchess.uci;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.SanMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A client for an external XBoard (CECP) engine, with the same deadlines and typed failures as
 * {@link UciEngine}. CECP has no stateless "search this position", so each {@link #play} sets the
 * game up afresh ({@code new}, {@code force}, the start position and every move) and then sends
 * the clock and {@code go}; the engine thus sees the whole game, repetitions included. Fixed
 * nodes are not part of CECP and are refused.
 *
 * <pre>{@code
 * try (XBoardEngine fairymax = XBoardEngine.start(List.of("/usr/games/fairymax"))) {
 *   EngineResult r = fairymax.play(Board.startingPosition(), SearchLimits.moveTime(1000));
 * }
 * }</pre>
 */
public final class XBoardEngine implements ExternalEngine {
  /** How long an engine gets to send its first feature before it is taken for version 1 (CECP: 2 s). */
  public static final Duration DEFAULT_FEATURE_WAIT = Duration.ofSeconds(2);
  private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");
  private static final Pattern THINKING = Pattern.compile("^\\s*(\\d+)[.&?]?\\s+(-?\\d+)\\s+(\\d+)\\s+(\\d+)\\s*(.*)$");

  private final EngineProcess process;
  private final Duration handshakeTimeout;
  private final Map<String, String> features;
  private final String name;
  private int pings;
  private boolean closed;

  private XBoardEngine(EngineProcess process, Duration handshakeTimeout, Map<String, String> features) {
    this.process = process;
    this.handshakeTimeout = handshakeTimeout;
    this.features = features;
    this.name = features.getOrDefault("myname", process.name());
  }

  /** Starts the engine with the default handshake deadline. */
  public static XBoardEngine start(List<String> command) {
    return start(command, UciEngine.DEFAULT_HANDSHAKE_TIMEOUT);
  }

  /** Starts the engine with the default wait for features (2 s, as CECP says). */
  public static XBoardEngine start(List<String> command, Duration handshakeTimeout) {
    return start(command, handshakeTimeout, DEFAULT_FEATURE_WAIT);
  }

  /**
   * Starts the engine, sends {@code xboard} and {@code protover 2}, and reads its features.
   *
   * @param handshakeTimeout the deadline of {@code done=1} after {@code done=0}, and of every ping
   * @param featureWait how long silence means a version-1 engine (longer for slow-starting ones)
   */
  public static XBoardEngine start(List<String> command, Duration handshakeTimeout, Duration featureWait) {
    EngineProcess process = EngineProcess.start(command, null);
    try {
      process.send("xboard");
      process.send("protover 2");
      Map<String, String> features = new HashMap<>();
      long deadline = System.nanoTime() + featureWait.toNanos();
      boolean waitingForDone = false;
      while (true) {
        String line;
        try {
          line = process.readLine(deadline, "waiting for features");
        } catch (EngineTimeoutException e) {
          if (waitingForDone) {
            throw e;
          }
          break; // A version-1 engine: no features.
        }
        if (!line.startsWith("feature ")) {
          continue;
        }
        Matcher m = FEATURE.matcher(line.substring(8));
        while (m.find()) {
          String key = group(m, 1);
          String value = group(m, 2).replace("\"", "");
          features.put(key, value);
          boolean used = List.of("usermove", "setboard", "ping", "time", "myname", "done", "sigint", "sigterm").contains(key);
          process.send((used ? "accepted " : "rejected ") + key);
          if (key.equals("done")) {
            waitingForDone = value.equals("0");
            // done=0 asks for patience: the deadline becomes the handshake's.
            deadline = System.nanoTime() + (waitingForDone ? handshakeTimeout : Duration.ZERO).toNanos();
          }
        }
        if ("1".equals(features.get("done"))) {
          break;
        }
      }
      XBoardEngine engine = new XBoardEngine(process, handshakeTimeout, features);
      engine.sync();
      return engine;
    } catch (RuntimeException e) {
      process.close(Duration.ZERO);
      throw e;
    }
  }

  public String name() {
    return name;
  }

  /** The features the engine announced. */
  public Map<String, String> features() {
    return Map.copyOf(features);
  }

  /** Waits until the engine has read everything sent so far ({@code ping}, if it has it). */
  public void sync() {
    if (!"1".equals(features.get("ping"))) {
      return;
    }
    int n = ++pings;
    process.send("ping " + n);
    long deadline = System.nanoTime() + handshakeTimeout.toNanos();
    while (!process.readLine(deadline, "waiting for pong " + n).strip().equals("pong " + n)) {
      // Output of an earlier exchange is skipped.
    }
  }

  /** Forgets the previous game. */
  public void newGame() {
    process.send("new");
    process.send("force");
    sync();
  }

  /**
   * Plays one move in the position (with its history): the clock of the limits as {@code level},
   * {@code time} and {@code otim}; a fixed move time as {@code st}; a depth as {@code sd}.
   *
   * @throws IllegalArgumentException for limits CECP cannot express (nodes, infinite, ponder)
   */
  public EngineResult play(Board position, SearchLimits limits) {
    return play(position, limits, info -> {});
  }

  /** As {@link #play(Board, SearchLimits)}, passing each thinking line to the listener. */
  public EngineResult play(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    if (limits.nodes().isPresent() || limits.isInfinite() || limits.isPonder()) {
      throw new IllegalArgumentException("CECP cannot search with these limits: " + limits);
    }
    process.discardPending();
    setUp(position);
    Color us = position.sideToMove();
    long expectedMillis;
    if (limits.moveTimeMillis().isPresent()) {
      long st = Math.max(1, (limits.moveTimeMillis().getAsLong() + 999) / 1000);
      process.send("st " + st);
      expectedMillis = st * 1000;
    } else if (limits.timeMillis(us).isPresent()) {
      long own = limits.timeMillis(us).getAsLong();
      long other = limits.timeMillis(us.opposite()).orElse(own);
      long seconds = Math.max(1, own / 1000);
      process.send(String.format(Locale.ROOT, "level %d %d:%02d %s", limits.movesToGo().orElse(0), seconds / 60,
          seconds % 60, trim(limits.incrementMillis(us) / 1000.0)));
      process.send("time " + own / 10);
      process.send("otim " + other / 10);
      expectedMillis = own;
    } else {
      expectedMillis = UciEngine.DEFAULT_UNTIMED_SEARCH.toMillis();
    }
    if (limits.depth().isPresent()) {
      process.send("sd " + limits.depth().getAsInt());
    }
    process.send("post");
    long start = System.nanoTime();
    process.send("go");
    long deadline = start + Duration.ofMillis(expectedMillis).plus(UciEngine.DEFAULT_MOVE_GRACE).toNanos();
    Optional<EngineInfo> last = Optional.empty();
    while (true) {
      String line = process.readLine(deadline, "thinking");
      if (line.startsWith("move ")) {
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        process.send("force");
        return new EngineResult(Optional.of(parseMove(position, line.substring(5).strip())), Optional.empty(), last,
            elapsed);
      }
      if (line.startsWith("Illegal move") || line.startsWith("Error")) {
        throw new EngineProtocolException(name + " refused the game set-up: " + line);
      }
      if (line.strip().equals("resign")) {
        throw new EngineResignedException(name + " resigned");
      }
      Matcher m = THINKING.matcher(line);
      if (m.matches()) {
        EngineInfo info = new EngineInfo(Integer.parseInt(group(m, 1)), 0, 1,
            Optional.of(score(Long.parseLong(group(m, 2)))), Long.parseLong(group(m, 4)), 0,
            10 * Long.parseLong(group(m, 3)), 0, Tokens.split(group(m, 5)), line);
        last = Optional.of(info);
        listener.accept(info);
      }
    }
  }

  /** A group that the pattern always captures (possibly empty). */
  private static String group(Matcher m, int index) {
    String text = m.group(index);
    return text == null ? "" : text;
  }

  private static String trim(double seconds) {
    return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
  }

  private static Score score(long value) {
    if (Math.abs(value) >= 100_000 && Math.abs(value) < 100_000 + 1000) {
      return Score.mateIn((int) (value > 0 ? value - 100_000 : value + 100_000));
    }
    return Score.centipawns((int) Math.max(-99_999, Math.min(99_999, value)));
  }

  private Move parseMove(Board position, String text) {
    try {
      return position.parseUci(text);
    } catch (ChessException e) {
      try {
        return position.parseSan(text, SanMode.LENIENT);
      } catch (ChessException again) {
        throw new EngineProtocolException(name + " played illegal move '" + text + "' in " + position.fen());
      }
    }
  }

  /** {@code new}, {@code force}, the start position, and the game's moves. */
  private void setUp(Board position) {
    Board start = position.copy();
    List<Move> moves = new ArrayList<>();
    while (start.historySize() > 0) {
      Move last = start.lastMove();
      start.undo();
      if (last == null || last.isNull()) {
        start = Fen.parse(position.fen(), position.variant());
        moves.clear();
        break;
      }
      moves.add(0, last);
    }
    process.send("new");
    process.send("force");
    if (!start.fen().equals(Fen.STARTING_POSITION)) {
      if (!"1".equals(features.get("setboard"))) {
        throw new EngineProtocolException(name + " cannot set up " + start.fen() + " (no setboard feature)");
      }
      process.send("setboard " + start.fen());
    }
    String prefix = "1".equals(features.get("usermove")) ? "usermove " : "";
    for (Move move : moves) {
      process.send(prefix + start.uci(move));
      start.play(move);
    }
  }

  public boolean isAlive() {
    return process.isAlive();
  }

  /** Sends {@code quit}, waits a moment, then ends the process. */
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
    return "XBoardEngine[" + name + "]";
  }
}
