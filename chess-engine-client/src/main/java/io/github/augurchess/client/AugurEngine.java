package io.github.augurchess.client;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchListener;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;
import io.github.augurchess.search.EngineSettings;
import io.github.augurchess.search.SearchHandle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Augur's own {@link Engine}, in this process, as a {@link ChessEngine}: the same calls as for an
 * external engine, without a process or a protocol in between. Its options are the UCI front
 * end's ({@code Hash}, {@code Threads}, {@code Contempt}, {@code Move Overhead}, {@code
 * Evaluator}, {@code EvalFile}, {@code SearchParameters}), read by {@link EngineSettings}.
 *
 * <pre>{@code
 * try (ChessEngine augur = AugurEngine.create()) {
 *   EngineResult r = augur.analyse(Board.startingPosition(), SearchLimits.builder().depth(10).multiPv(3).build());
 * }
 * }</pre>
 *
 * <p>A failure inside the search is thrown by {@link Analysis#result()} (and so by {@link #play}
 * and {@link #analyse}) as the search raised it, not wrapped.
 */
public final class AugurEngine implements ChessEngine {
  /** The name this engine reports. */
  public static final String NAME = "Augur";

  private final Object lock = new Object();
  private EngineSettings settings;
  private Engine engine;
  private final Map<String, EngineOption> options;
  private @Nullable Analysis running;
  private boolean closed;

  private AugurEngine(EngineSettings settings) {
    this.settings = settings;
    this.engine = settings.newEngine();
    this.options = optionsOf(settings);
  }

  /** Augur with the default settings ({@link EngineSettings#defaults()}). */
  public static AugurEngine create() {
    return new AugurEngine(EngineSettings.defaults());
  }

  /**
   * Augur with these settings.
   *
   * @throws io.github.augurchess.search.EngineSettingException if the evaluator's file cannot be read
   */
  public static AugurEngine create(EngineSettings settings) {
    return new AugurEngine(settings);
  }

  private static Map<String, EngineOption> optionsOf(EngineSettings defaults) {
    Map<String, EngineOption> options = new LinkedHashMap<>();
    put(options, new EngineOption("Hash", EngineOption.Type.SPIN, Integer.toString(defaults.hashMiB()), 1,
        EngineSettings.MAX_HASH_MIB, List.of()));
    put(options, new EngineOption("Threads", EngineOption.Type.SPIN, Integer.toString(defaults.threads()), 1,
        Engine.MAX_THREADS, List.of()));
    put(options, new EngineOption("Contempt", EngineOption.Type.SPIN, Integer.toString(defaults.contempt()),
        -Engine.MAX_CONTEMPT, Engine.MAX_CONTEMPT, List.of()));
    put(options, new EngineOption("Move Overhead", EngineOption.Type.SPIN,
        Long.toString(defaults.moveOverheadMillis()), 0, EngineSettings.MAX_MOVE_OVERHEAD_MILLIS, List.of()));
    put(options, new EngineOption("Evaluator", EngineOption.Type.COMBO, defaults.evaluator(), 0, 0,
        EngineSettings.EVALUATORS));
    put(options, new EngineOption("EvalFile", EngineOption.Type.STRING,
        defaults.evalFile().map(Object::toString).orElse(""), 0, 0, List.of()));
    put(options, new EngineOption("ClassicalEvalFile", EngineOption.Type.STRING,
        defaults.classicalEvalFile().map(Object::toString).orElse(""), 0, 0, List.of()));
    put(options, new EngineOption("SearchParameters", EngineOption.Type.STRING,
        defaults.searchParameters().formatChanges(), 0, 0, List.of()));
    return Collections.unmodifiableMap(options);
  }

  private static void put(Map<String, EngineOption> options, EngineOption option) {
    options.put(option.name(), option);
  }

  @Override
  public String name() {
    return NAME;
  }

  /** The settings the engine now runs with. */
  public EngineSettings settings() {
    synchronized (lock) {
      return settings;
    }
  }

  @Override
  public Map<String, EngineOption> options() {
    return options;
  }

  /**
   * Sets an option as {@link EngineSettings#with} reads it; a new evaluator or new search
   * parameters build a new engine (with an empty hash table).
   */
  @Override
  public void setOption(String name, String value) {
    String option = AnnouncedOptions.announcedOption(NAME, options, name);
    synchronized (lock) {
      requireIdle();
      EngineSettings changed = settings.with(option, value);
      if (changed.needsNewEngine(settings)) {
        Engine replacement = changed.newEngine();
        engine.close();
        engine = replacement;
      } else {
        changed.applyInPlace(engine, settings);
      }
      settings = changed;
    }
  }

  @Override
  public void newGame() {
    synchronized (lock) {
      requireIdle();
      engine.newGame();
    }
  }

  @Override
  public EngineResult play(Board position, SearchLimits limits) {
    return analyse(position, limits, info -> {});
  }

  @Override
  public EngineResult analyse(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    if (limits.isInfinite() || limits.isPonder()) {
      throw new IllegalArgumentException("a search that does not end needs analysis(): " + limits);
    }
    return analysis(position, limits, listener).result();
  }

  @Override
  public Analysis analysis(Board position, SearchLimits limits, Consumer<EngineInfo> listener) {
    synchronized (lock) {
      requireIdle();
      Board root = position.copy();
      Analysis analysis = new Analysis(listener);
      long start = System.nanoTime();
      SearchHandle handle = engine.start(root, limits, new Reporter(analysis));
      analysis.attach(new Analysis.Control() {
        @Override
        public void stop() {
          handle.stop();
        }

        @Override
        public void ponderHit() {
          handle.ponderHit();
        }
      });
      running = analysis;
      handle.result().whenComplete((result, failure) -> {
        synchronized (lock) {
          if (running == analysis) {
            running = null;
          }
        }
        if (result != null) {
          analysis.complete(toResult(result, analysis, (System.nanoTime() - start) / 1_000_000));
        } else {
          Throwable cause = failure;
          while (cause instanceof java.util.concurrent.CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
          }
          analysis.fail(cause == null ? new IllegalStateException("search failed") : cause);
        }
      });
      return analysis;
    }
  }

  /** The result with the search's final lines (those of its last completed iteration). */
  private static EngineResult toResult(SearchResult result, Analysis analysis, long elapsedMillis) {
    List<EngineInfo> lines = new ArrayList<>();
    for (PvLine line : result.lines()) {
      lines.add(new EngineInfo(result.depth(), result.selectiveDepth(), line.rank(), Optional.of(line.score()),
          line.bound(), Optional.empty(), result.nodes(), 0, result.timeMillis(), 0, line.moves(), ""));
    }
    if (lines.isEmpty()) {
      lines.addAll(analysis.lines());
    }
    Optional<Move> ponder = result.ponderMove();
    return new EngineResult(result.bestMove(), ponder, lines, elapsedMillis);
  }

  /** Turns each iteration (and each reported bound) into one report per line. */
  private static final class Reporter implements SearchListener {
    private final Analysis analysis;

    Reporter(Analysis analysis) {
      this.analysis = analysis;
    }

    @Override
    public void iterationCompleted(SearchInfo info) {
      report(info);
    }

    @Override
    public void boundReported(SearchInfo info) {
      report(info);
    }

    private void report(SearchInfo info) {
      for (PvLine line : info.lines()) {
        analysis.report(new EngineInfo(info.depth(), info.selectiveDepth(), line.rank(), Optional.of(line.score()),
            line.bound(), Optional.empty(), info.nodes(), info.nodesPerSecond(), info.timeMillis(),
            info.hashFullPermille(), line.moves(), ""));
      }
    }
  }

  private void requireIdle() {
    if (closed) {
      throw new IllegalStateException("the engine is closed");
    }
    Analysis current = running;
    if (current != null && !current.isDone()) {
      throw new IllegalStateException("an analysis is running; stop it first");
    }
  }

  /** Stops any analysis and releases the engine's threads and tables. */
  @Override
  public void close() {
    Analysis current;
    synchronized (lock) {
      if (closed) {
        return;
      }
      current = running;
    }
    if (current != null) {
      current.close();
    }
    synchronized (lock) {
      closed = true;
      engine.close();
    }
  }

  @Override
  public String toString() {
    return "AugurEngine[" + settings() + "]";
  }
}
