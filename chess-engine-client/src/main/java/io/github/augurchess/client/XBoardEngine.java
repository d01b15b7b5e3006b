package io.github.augurchess.client;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.XBoardNotation;
import io.github.augurchess.movegen.SanMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A client for an external XBoard (CECP) engine, with the same deadlines and typed failures as
 * {@link UciEngine}.
 *
 * <p>CECP has no stateless "search this position": the engine keeps a board of its own. This
 * client keeps track of what that board holds and sends only what changed. When the position to
 * play continues the engine's game by the opponent's move, only the clocks ({@code time}, {@code
 * otim}) and that move are sent, and the engine, still playing its side, answers it. Otherwise
 * the engine is put in {@code force} mode and given the moves played since, or, if the position
 * is not a continuation of its game at all (or the time control changed), the game is set up
 * afresh: {@code new}, the variant, {@code setboard} if the game did not start from the standard
 * position, and every move, so that the engine sees repetitions.
 *
 * <p>Limits: a fixed move time is sent as {@code st} (whole seconds, rounded up); a clock as
 * {@code level} (once per set-up) with {@code time} and {@code otim} before every move; a depth as
 * {@code sd}; a node limit as {@code nps N} with {@code st 1}, which CECP defines as a budget of
 * N nodes per move. An engine that declares {@code feature nps=0}, or answers {@code nps} with an
 * error (Fairy-Max 5.0b does), cannot search by nodes, and such a search is refused. The
 * protocol offers nothing more: an engine that neither declares nor refuses {@code nps} but
 * ignores it (Phalanx XXV does) searches for one second of its own clock instead, which only the
 * node count of its thinking output reveals. Multi-PV and ponder searches are refused (the engine
 * is told {@code easy} so that it does not ponder on its own); an infinite search is CECP's
 * {@code analyze} mode, started by {@link #analysis} and ended by {@link Analysis#stop()}.
 *
 * <p>Options the engine declares with {@code feature option="NAME -TYPE ..."} are set with
 * {@link #setOption} ({@code option NAME=VALUE}). Chess960 games are played as {@code variant
 * fischerandom} with castling as {@code O-O}/{@code O-O-O}, if the engine lists the variant.
 *
 * <pre>{@code
 * try (XBoardEngine fairymax = XBoardEngine.start(List.of("/usr/games/fairymax"))) {
 *   EngineResult r = fairymax.play(Board.startingPosition(), SearchLimits.moveTime(1000));
 * }
 * }</pre>
 *
 * <p>Not thread-safe: one caller at a time, except that a running {@link Analysis} may be stopped
 * from any thread.
 */
public final class XBoardEngine implements ChessEngine {
  /** How long an engine gets to send its first feature before it is taken for version 1 (CECP: 2 s). */
  public static final Duration DEFAULT_FEATURE_WAIT = Duration.ofSeconds(2);
  /** How long the output of an engine without {@code ping} is read after {@code exit} from analyze. */
  private static final long NO_PING_WAIT_MILLIS = 300;
  private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");
  private static final Pattern THINKING = Pattern.compile("^\\s*(\\d+)[.&?]?\\s+(-?\\d+)\\s+(\\d+)\\s+(\\d+)\\s*(.*)$");
  /** The features this client uses; every other one is rejected, as CECP asks. */
  private static final List<String> USED_FEATURES =
      List.of("usermove", "setboard", "ping", "time", "myname", "done", "sigint", "sigterm", "option", "variants", "nps");

  private final EngineProcess process;
  private final Duration handshakeTimeout;
  private final Map<String, String> features;
  /** The declared options, in the order declared. */
  private final Map<String, EngineOption> options;
  private final String name;
  private int pings;
  private boolean closed;
  /** What the engine's board holds, or null when unknown (before a game, after a failure). */
  private @Nullable GameLine engineGame;
  /** True when the engine plays a side (it made the last move of its game and is not in force mode). */
  private boolean playing;
  /** The time control commands sent since {@code new} (compared by {@link #controlKey}), or null. */
  private @Nullable List<String> controlSent;
  /** The analysis in the background, or null; cleared before its result is published. */
  private volatile @Nullable Analysis running;
  private @Nullable Thread runningThread;

  private XBoardEngine(EngineProcess process, Duration handshakeTimeout, Map<String, String> features,
      Map<String, EngineOption> options) {
    this.process = process;
    this.handshakeTimeout = handshakeTimeout;
    this.features = features;
    this.options = options;
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
   * Starts the engine, sends {@code xboard} and {@code protover 2}, reads its features and
   * options, and turns its pondering off.
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
      Map<String, EngineOption> options = new LinkedHashMap<>();
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
          if (key.equals("option")) {
            EngineOption.parseXBoard(value).ifPresent(option -> options.put(option.name(), option));
          } else {
            features.put(key, value);
          }
          process.send((USED_FEATURES.contains(key) ? "accepted " : "rejected ") + key);
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
      XBoardEngine engine = new XBoardEngine(process, handshakeTimeout, features, Collections.unmodifiableMap(options));
      process.send("easy");
      process.send("post");
      engine.sync();
      return engine;
    } catch (RuntimeException e) {
      process.close(Duration.ZERO);
      throw e;
    }
  }

  @Override
  public String name() {
    return name;
  }

  /** The features the engine announced (options apart, see {@link #options()}). */
  public Map<String, String> features() {
    return Map.copyOf(features);
  }

  /** The options the engine declared ({@code feature option=...}), in its order. */
  @Override
  public Map<String, EngineOption> options() {
    return options;
  }

  /** Waits until the engine has read everything sent so far ({@code ping}, if it has it). */
  public void sync() {
    requireIdle();
    syncLines();
  }

  /** As {@link #sync}, returning the lines the engine wrote meanwhile (none without ping). */
  private List<String> syncLines() {
    if (!"1".equals(features.get("ping"))) {
      return List.of();
    }
    int n = ++pings;
    process.send("ping " + n);
    long deadline = System.nanoTime() + handshakeTimeout.toNanos();
    List<String> lines = new ArrayList<>();
    String line;
    while (!(line = process.readLine(deadline, "waiting for pong " + n).strip()).equals("pong " + n)) {
      lines.add(line);
    }
    return lines;
  }

  /**
   * Sets an option the engine declared, with {@code option NAME=VALUE} ({@code option NAME} for a
   * button), and waits until the engine has taken it. A check option takes {@code true}/{@code
   * false} (or 1/0).
   *
   * @throws IllegalArgumentException if the engine did not declare the option, the value does not
   *     fit its type, or the engine answers the command with an error
   */
  @Override
  public void setOption(String option, String value) {
    requireIdle();
    String declared = AnnouncedOptions.announcedOption(name, options, option);
    EngineOption.Type type = EngineOption.Type.STRING;
    for (EngineOption known : options.values()) {
      if (known.name().equals(declared)) {
        type = known.type();
      }
    }
    String command = switch (type) {
      case BUTTON -> "option " + declared;
      case CHECK -> "option " + declared + "=" + checkValue(declared, value);
      case SPIN -> {
        try {
          yield "option " + declared + "=" + Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(declared + " needs an integer, not '" + value + "'", e);
        }
      }
      default -> "option " + declared + "=" + value;
    };
    process.send(command);
    for (String line : syncLines()) {
      if (line.startsWith("Error")) {
        throw new IllegalArgumentException(name + " refused '" + command + "': " + line);
      }
    }
  }

  private static String checkValue(String option, String value) {
    return switch (value.strip().toLowerCase(Locale.ROOT)) {
      case "true", "1" -> "1";
      case "false", "0" -> "0";
      default -> throw new IllegalArgumentException(option + " is true or false, not '" + value + "'");
    };
  }

  /** Forgets the previous game: {@code new}, and the engine waits in {@code force} mode. */
  @Override
  public void newGame() {
    requireIdle();
    process.send("new");
    process.send("force");
    engineGame = null;
    playing = false;
    controlSent = null;
    sync();
  }

  /**
   * Plays one move in the position (with its history), sending the engine only what changed
   * since its last move (see the class description).
   *
   * @throws IllegalArgumentException for limits CECP cannot express (infinite, ponder, multi-PV,
   *     nodes for an engine without {@code nps}) or a variant the engine does not play
   */
  @Override
  public EngineResult play(Board position, SearchLimits limits) {
    return play(position, limits, info -> {});
  }

  /** As {@link #play(Board, SearchLimits)}, passing each thinking line to the listener. */
  public EngineResult play(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    Analysis analysis = new Analysis(listener);
    GameLine game = startMove(position, limits);
    return finish(analysis, () -> awaitMove(position, limits, game, analysis));
  }

  /**
   * As {@link #play(Board, SearchLimits, Consumer)}: CECP has no search without a move, so the
   * engine plays the move in its game.
   */
  @Override
  public EngineResult analyse(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    return play(position, limits, listener);
  }

  /**
   * Starts a search in the background. Infinite limits put the engine in CECP's {@code analyze}
   * mode on the position; {@link Analysis#stop()} sends {@code exit}, and the engine's move is the
   * first of its last principal variation. Limits that end make the engine play a move, as
   * {@link #play} does; {@link Analysis#stop()} sends {@code ?} (move now).
   *
   * @throws IllegalArgumentException for ponder limits (a CECP engine ponders on its own, after
   *     {@code hard}, which this client does not send) and what {@link #play} refuses
   */
  @Override
  public Analysis analysis(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    if (limits.isPonder()) {
      throw new IllegalArgumentException("CECP has no ponder search to start: " + limits);
    }
    Analysis analysis = new Analysis(listener);
    Runnable reader;
    if (limits.isInfinite()) {
      checkLimits(position, limits.toBuilder().infinite(false).build());
      Board root = position.copy();
      long start = System.nanoTime();
      startAnalyze(position);
      int pong = "1".equals(features.get("ping")) ? ++pings : 0;
      AnalyzeControl control = new AnalyzeControl(pong);
      analysis.attach(control);
      reader = () -> finish(analysis, () -> awaitAnalysis(root, analysis, control, start));
    } else {
      GameLine game = startMove(position, limits);
      analysis.attach(new Analysis.Control() {
        @Override
        public void stop() {
          process.send("?");
        }

        @Override
        public void ponderHit() {
          throw new IllegalStateException("not a ponder search");
        }
      });
      reader = () -> finish(analysis, () -> awaitMove(position, limits, game, analysis));
    }
    running = analysis;
    Thread thread = new Thread(() -> {
      try {
        reader.run();
      } catch (RuntimeException e) {
        // Delivered through the analysis.
      }
    }, "engine-analysis-" + name);
    thread.setDaemon(true);
    runningThread = thread;
    thread.start();
    return analysis;
  }

  /** Runs the wait for the engine, completing the analysis with its result or its failure. */
  private EngineResult finish(Analysis analysis, java.util.function.Supplier<EngineResult> wait) {
    try {
      EngineResult result = wait.get();
      if (running == analysis) {
        running = null;
      }
      analysis.complete(result);
      return result;
    } catch (RuntimeException e) {
      // What the engine holds is no longer known: the next move sets the game up afresh.
      engineGame = null;
      playing = false;
      if (running == analysis) {
        running = null;
      }
      analysis.fail(e);
      throw e;
    }
  }

  private void checkLimits(Board position, SearchLimits limits) {
    requireIdle();
    if (limits.isInfinite() || limits.isPonder()) {
      throw new IllegalArgumentException("CECP cannot play a move with these limits (analysis() takes infinite): " + limits);
    }
    if (limits.multiPv() > 1) {
      throw new IllegalArgumentException("CECP has no multi-PV: " + name + " searches one line");
    }
    if (limits.nodes().isPresent() && "0".equals(features.get("nps"))) {
      throw new IllegalArgumentException(name + " declares nps=0, so it cannot search by nodes");
    }
    if (position.variant() == Variant.CHESS960 && !playsFischerRandom()) {
      throw new IllegalArgumentException(name + " does not list fischerandom among its variants");
    }
  }

  /** Brings the engine to the position and sets it thinking on its move; returns the game it was told. */
  private GameLine startMove(Board position, SearchLimits limits) {
    checkLimits(position, limits);
    process.discardPending();
    Color us = position.sideToMove();
    GameLine game = GameLine.of(position);
    List<String> control = controlCommands(limits, us);
    GameLine known = engineGame;
    try {
      if (playing && known != null && game.continuesByOneMove(known) && controlKey(control).equals(controlKey(controlSent))) {
        // The engine plays its side and waits for its opponent's move: it answers that move.
        sendClocks(limits, us);
        sendMove(known.board(), game.moves().get(game.moves().size() - 1));
      } else {
        process.send("force");
        playing = false;
        setUp(game, known, control);
        sendClocks(limits, us);
        process.send("post");
        process.send("go");
      }
      engineGame = game;
      return game;
    } catch (RuntimeException e) {
      engineGame = null;
      playing = false;
      throw e;
    }
  }

  /** Brings the engine (in force mode) to the position and starts {@code analyze}. */
  private void startAnalyze(Board position) {
    process.discardPending();
    GameLine game = GameLine.of(position);
    try {
      process.send("force");
      playing = false;
      setUp(game, engineGame, controlSent == null ? List.of() : controlSent);
      engineGame = game;
      process.send("post");
      process.send("analyze");
    } catch (RuntimeException e) {
      engineGame = null;
      throw e;
    }
  }

  /** Stops {@code analyze} with {@code exit}, then a {@code ping} whose {@code pong} ends the wait. */
  private final class AnalyzeControl implements Analysis.Control {
    private final int pong;
    private volatile long stoppedAtNanos;

    AnalyzeControl(int pong) {
      this.pong = pong;
    }

    @Override
    public void stop() {
      if (stoppedAtNanos == 0) {
        stoppedAtNanos = System.nanoTime();
        process.send("exit");
        if (pong > 0) {
          process.send("ping " + pong);
        }
      }
    }

    @Override
    public void ponderHit() {
      throw new IllegalStateException("not a ponder search");
    }
  }

  private EngineResult awaitAnalysis(Board position, Analysis analysis, AnalyzeControl control, long start) {
    while (true) {
      long stopped = control.stoppedAtNanos;
      long now = System.nanoTime();
      if (stopped != 0) {
        long waited = now - stopped;
        boolean done = control.pong == 0 ? waited >= TimeUnit.MILLISECONDS.toNanos(NO_PING_WAIT_MILLIS)
            : waited >= handshakeTimeout.toNanos();
        if (done && control.pong > 0) {
          throw new EngineTimeoutException(name + " did not answer ping after exit from analyze");
        }
        if (done) {
          return analysisResult(position, analysis, start);
        }
      }
      String line = process.poll(TimeUnit.MILLISECONDS.toNanos(50), "analysing");
      if (line == null) {
        continue;
      }
      if (line.strip().equals("pong " + control.pong) && control.pong > 0) {
        return analysisResult(position, analysis, start);
      }
      if (line.startsWith("Error") || line.startsWith("Illegal move")) {
        throw new EngineProtocolException(name + " refused analysis: " + line);
      }
      thinking(position, line).ifPresent(analysis::report);
    }
  }

  /** The move of an analysis: the first of its last principal variation, the second as the ponder move. */
  private EngineResult analysisResult(Board position, Analysis analysis, long start) {
    long elapsed = (System.nanoTime() - start) / 1_000_000;
    List<EngineInfo> lines = analysis.lines();
    if (position.legalMoves().isEmpty()) {
      return new EngineResult(Optional.empty(), Optional.empty(), lines, elapsed);
    }
    if (lines.isEmpty()) {
      throw new EngineProtocolException(name + " analysed " + position.fen() + " without a principal variation");
    }
    List<Move> pv = lines.get(0).pv();
    return new EngineResult(Optional.of(pv.get(0)), pv.size() > 1 ? Optional.of(pv.get(1)) : Optional.empty(),
        lines, elapsed);
  }

  private void requireIdle() {
    if (closed) {
      throw new IllegalStateException(name + " is closed");
    }
    Analysis analysis = running;
    if (analysis != null && !analysis.isDone()) {
      throw new IllegalStateException(name + " is analysing; stop the analysis first");
    }
  }

  /** True if the engine lists {@code fischerandom} among its variants (and so plays Chess960). */
  public boolean playsFischerRandom() {
    String variants = features.get("variants");
    return variants != null && List.of(variants.split(",")).contains("fischerandom");
  }

  /** {@code level}, {@code st}, {@code sd} and {@code nps}: what the limits need besides the clocks. */
  private static List<String> controlCommands(SearchLimits limits, Color us) {
    List<String> commands = new ArrayList<>();
    if (limits.nodes().isPresent()) {
      // CECP: with "nps N" the engine counts N nodes as one second, so "st 1" is N nodes a move.
      commands.add("nps " + limits.nodes().getAsLong());
      commands.add("st 1");
    } else if (limits.moveTimeMillis().isPresent()) {
      commands.add("st " + Math.max(1, (limits.moveTimeMillis().getAsLong() + 999) / 1000));
    } else if (limits.timeMillis(us).isPresent()) {
      long seconds = Math.max(1, limits.timeMillis(us).getAsLong() / 1000);
      commands.add(String.format(Locale.ROOT, "level %d %d:%02d %s", limits.movesToGo().orElse(0), seconds / 60,
          seconds % 60, trim(limits.incrementMillis(us) / 1000.0)));
    }
    if (limits.depth().isPresent()) {
      commands.add("sd " + limits.depth().getAsInt());
    }
    return commands;
  }

  /**
   * What must not change for the engine to go on with its game: the commands, except the clock
   * a {@code level} was sent with and its session's moves to go, which {@code time} and {@code otim}
   * keep up to date.
   */
  private static List<String> controlKey(@Nullable List<String> commands) {
    if (commands == null) {
      return List.of("none");
    }
    List<String> key = new ArrayList<>();
    for (String command : commands) {
      if (command.startsWith("level ")) {
        String[] words = command.split(" ");
        key.add("level * * " + words[3]);
      } else {
        key.add(command);
      }
    }
    return key;
  }

  /**
   * Brings the engine (in force mode) to the game: only the moves since its own game if the game
   * continues it and the time control is unchanged, else {@code new}, the variant, the position
   * and every move, and the time control.
   */
  private void setUp(GameLine game, @Nullable GameLine known, List<String> control) {
    if (known != null && game.continues(known) && controlKey(control).equals(controlKey(controlSent))) {
      Board board = known.board();
      for (Move move : game.moves().subList(known.moves().size(), game.moves().size())) {
        sendMove(board, move);
        board.play(move);
      }
      return;
    }
    process.send("new");
    process.send("force");
    controlSent = null;
    if (game.variant() == Variant.CHESS960) {
      process.send("variant fischerandom");
    }
    Board board = Fen.parse(game.startFen(), game.variant());
    if (game.variant() == Variant.CHESS960 || !game.startFen().equals(Fen.STARTING_POSITION)) {
      if (!"1".equals(features.get("setboard"))) {
        throw new EngineProtocolException(name + " cannot set up " + game.startFen() + " (no setboard feature)");
      }
      process.send("setboard " + game.startFen());
    }
    for (Move move : game.moves()) {
      sendMove(board, move);
      board.play(move);
    }
    for (String command : control) {
      process.send(command);
    }
    if (control.stream().anyMatch(c -> c.startsWith("nps "))) {
      for (String line : syncLines()) {
        if (line.startsWith("Error") && line.contains("nps")) {
          throw new IllegalArgumentException(name + " cannot search by nodes: " + line);
        }
      }
    }
    controlSent = control;
  }

  private void sendClocks(SearchLimits limits, Color us) {
    if (limits.nodes().isEmpty() && limits.moveTimeMillis().isEmpty() && limits.timeMillis(us).isPresent()) {
      long own = limits.timeMillis(us).getAsLong();
      process.send("time " + own / 10);
      process.send("otim " + limits.timeMillis(us.opposite()).orElse(own) / 10);
    }
  }

  private void sendMove(Board board, Move move) {
    String prefix = "1".equals(features.get("usermove")) ? "usermove " : "";
    process.send(prefix + XBoardNotation.write(board, move));
  }

  private EngineResult awaitMove(Board position, SearchLimits limits, GameLine game, Analysis analysis) {
    Color us = position.sideToMove();
    long expectedMillis;
    if (limits.moveTimeMillis().isPresent()) {
      expectedMillis = Math.max(1, (limits.moveTimeMillis().getAsLong() + 999) / 1000) * 1000;
    } else if (limits.nodes().isEmpty() && limits.timeMillis(us).isPresent()) {
      expectedMillis = limits.timeMillis(us).getAsLong();
    } else {
      expectedMillis = UciEngine.DEFAULT_UNTIMED_SEARCH.toMillis();
    }
    long start = System.nanoTime();
    long deadline = start + Duration.ofMillis(expectedMillis).plus(UciEngine.DEFAULT_MOVE_GRACE).toNanos();
    while (true) {
      String line = process.readLine(deadline, "thinking");
      if (line.startsWith("move ")) {
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        Move move = parseMove(position, line.substring(5).strip());
        List<Move> moves = new ArrayList<>(game.moves());
        moves.add(move);
        engineGame = new GameLine(game.startFen(), game.variant(), moves);
        playing = true;
        List<EngineInfo> lines = analysis.lines();
        Optional<Move> ponder = Optional.empty();
        if (!lines.isEmpty() && lines.get(0).pv().size() > 1 && lines.get(0).pv().get(0).equals(move)) {
          ponder = Optional.of(lines.get(0).pv().get(1));
        }
        return new EngineResult(Optional.of(move), ponder, lines, elapsed);
      }
      if (line.startsWith("Illegal move") || line.startsWith("Error")) {
        throw new EngineProtocolException(name + " refused the game set-up: " + line);
      }
      if (line.strip().equals("resign")) {
        throw new EngineResignedException(name + " resigned");
      }
      thinking(position, line).ifPresent(analysis::report);
    }
  }

  /**
   * A thinking line ({@code PLY SCORE TIME NODES PV}) as a report, or empty for any other line.
   * XBoard 4.8: a variation ending in {@code !} has a fail-high score (a lower bound), one ending
   * in {@code ?} a fail-low score (an upper bound); the mark is no move.
   */
  private static Optional<EngineInfo> thinking(Board position, String line) {
    Matcher m = THINKING.matcher(line);
    if (!m.matches()) {
      return Optional.empty();
    }
    String variation = group(m, 5).strip();
    ScoreBound bound = variation.endsWith("!") ? ScoreBound.LOWER
        : variation.endsWith("?") ? ScoreBound.UPPER : ScoreBound.EXACT;
    List<Move> pv = variationMoves(position, variation.replaceFirst("[!?]$", ""));
    return Optional.of(new EngineInfo(Integer.parseInt(group(m, 1)), 0, 1, Optional.of(score(Long.parseLong(group(m, 2)))),
        bound, Optional.empty(), Long.parseLong(group(m, 4)), 0, 10 * Long.parseLong(group(m, 3)), 0, pv, line));
  }

  /**
   * The moves of a thinking line's variation, in coordinates or SAN, move numbers skipped; up to
   * the first word that is no legal move.
   */
  static List<Move> variationMoves(Board position, String variation) {
    List<Move> moves = new ArrayList<>();
    Board board = position.copy();
    for (String word : Tokens.split(variation)) {
      if (word.matches("\\d+\\.+") || word.equals("...")) {
        continue;
      }
      Move move;
      try {
        move = XBoardNotation.parse(board, word);
      } catch (ChessException e) {
        try {
          move = board.parseSan(word, SanMode.LENIENT);
        } catch (ChessException again) {
          break;
        }
      }
      moves.add(move);
      board.play(move);
    }
    return moves;
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
      return XBoardNotation.parse(position, text);
    } catch (ChessException e) {
      try {
        return position.parseSan(text, SanMode.LENIENT);
      } catch (ChessException again) {
        throw new EngineProtocolException(name + " played illegal move '" + text + "' in " + position.fen());
      }
    }
  }

  /** True while the engine's process runs. */
  public boolean isAlive() {
    return process.isAlive();
  }

  /** Stops any analysis, sends {@code quit}, waits a moment, then ends the process. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    Analysis analysis = running;
    if (analysis != null) {
      analysis.close();
    }
    closed = true;
    process.quit(Duration.ofSeconds(2), runningThread);
  }

  @Override
  public String toString() {
    return "XBoardEngine[" + name + "]";
  }
}
