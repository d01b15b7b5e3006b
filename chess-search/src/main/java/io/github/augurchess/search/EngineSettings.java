package io.github.augurchess.search;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.api.FileProblem;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.eval.MaterialEvaluator;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * What an {@link Engine} is built from, as options name it: the evaluator (with its network file
 * or parameter file), the hash size, the threads, the contempt, the move overhead and the search parameters.
 * It is the one place where option text becomes an engine: the UCI and XBoard front ends, the
 * match runner's engine definitions and the engine client all go through it, so an option means
 * the same everywhere. Immutable; every {@code with} returns a new value and checks its argument.
 *
 * <pre>{@code
 * EngineSettings settings = EngineSettings.defaults()
 *     .with("Hash", "64")
 *     .with("evaluator", "material")
 *     .with("search.lmr.divisor", "200");
 * try (Engine engine = settings.newEngine()) {
 *   engine.search(Board.startingPosition(), SearchLimits.depth(10));
 * }
 * }</pre>
 */
public final class EngineSettings {
  /** The classical tapered evaluator. */
  public static final String CLASSICAL = "classical";
  /** The neural-network evaluator ({@code chess-nnue}), the default. */
  public static final String NNUE = "nnue";
  /** The material-only evaluator. */
  public static final String MATERIAL = "material";
  /** The evaluators by name, the default first. */
  public static final List<String> EVALUATORS = List.of(NNUE, CLASSICAL, MATERIAL);
  /** The default hash size in MiB. */
  public static final int DEFAULT_HASH_MIB = 16;
  /** The largest hash size in MiB that a setting accepts. */
  public static final int MAX_HASH_MIB = 1 << 20;
  /** The default move overhead in milliseconds. */
  public static final long DEFAULT_MOVE_OVERHEAD_MILLIS = 10;
  /** The largest move overhead in milliseconds that a setting accepts. */
  public static final long MAX_MOVE_OVERHEAD_MILLIS = 5_000;
  /** The prefix of a key that sets one {@link SearchParameter}, as in {@code search.lmr.divisor}. */
  public static final String SEARCH_PREFIX = "search.";

  private static final EngineSettings DEFAULTS = new EngineSettings(DEFAULT_HASH_MIB, 1, 0,
      DEFAULT_MOVE_OVERHEAD_MILLIS, NNUE, null, null, SearchParameters.defaults());

  private final int hashMiB;
  private final int threads;
  private final int contempt;
  private final long moveOverheadMillis;
  private final String evaluator;
  private final @Nullable Path evalFile;
  private final @Nullable Path classicalEvalFile;
  private final SearchParameters searchParameters;

  private EngineSettings(int hashMiB, int threads, int contempt, long moveOverheadMillis, String evaluator,
      @Nullable Path evalFile, @Nullable Path classicalEvalFile, SearchParameters searchParameters) {
    this.hashMiB = hashMiB;
    this.threads = threads;
    this.contempt = contempt;
    this.moveOverheadMillis = moveOverheadMillis;
    this.evaluator = evaluator;
    this.evalFile = evalFile;
    this.classicalEvalFile = classicalEvalFile;
    this.searchParameters = searchParameters;
  }

  /** 16 MiB of hash, one thread, no contempt, 10 ms move overhead, the network evaluator with the shipped network. */
  public static EngineSettings defaults() {
    return DEFAULTS;
  }

  /**
   * These settings with one changed by name, as a front end or a definition spells it. Keys, in
   * any case: {@code hash} (MiB), {@code threads}, {@code contempt} (centipawns), {@code
   * moveoverhead} or {@code move overhead} (ms), {@code evaluator} ({@link #EVALUATORS}), {@code
   * evalfile} (the network file of the {@code nnue} evaluator, as Stockfish's {@code EvalFile};
   * empty or {@code <empty>} for the network shipped in the jar), {@code classicalevalfile} (a
   * parameter file for the classical evaluator; empty or {@code <empty>} for the built-in one),
   * {@code searchparameters} (every search parameter at once, {@code key=value} separated by
   * blanks or commas, as {@link SearchParameters#parse}), and {@code search.KEY} for one
   * {@link SearchParameter}.
   *
   * @throws EngineSettingException for an unknown key or a value that does not fit it
   */
  public EngineSettings with(String key, String value) {
    String name = key.strip().toLowerCase(Locale.ROOT);
    String text = value.strip();
    if (name.startsWith(SEARCH_PREFIX)) {
      String parameterKey = name.substring(SEARCH_PREFIX.length());
      SearchParameter parameter = SearchParameter.byKey(parameterKey).orElseThrow(
          () -> new EngineSettingException("unknown search parameter '" + clip(parameterKey) + "'"));
      // Parsed alone, so that the parameter's own range check and message apply.
      int parsed = parseParameters(key, parameter.key() + "=" + text).get(parameter);
      return withSearchParameters(searchParameters.with(parameter, parsed));
    }
    return switch (name) {
      case "hash" -> withHashMiB((int) integer(key, text, 1, MAX_HASH_MIB));
      case "threads" -> withThreads((int) integer(key, text, 1, Engine.MAX_THREADS));
      case "contempt" -> withContempt((int) integer(key, text, -Engine.MAX_CONTEMPT, Engine.MAX_CONTEMPT));
      case "moveoverhead", "move overhead" -> withMoveOverheadMillis(integer(key, text, 0, MAX_MOVE_OVERHEAD_MILLIS));
      case "evaluator" -> withEvaluator(text);
      case "evalfile" -> withEvalFile(text.isEmpty() || text.equals("<empty>") ? null : path(key, text));
      case "classicalevalfile" ->
          withClassicalEvalFile(text.isEmpty() || text.equals("<empty>") ? null : path(key, text));
      case "searchparameters" -> withSearchParameters(parseParameters(key, text.equals("<empty>") ? "" : text));
      default -> throw new EngineSettingException("unknown engine setting '" + clip(key) + "'");
    };
  }

  /**
   * With this hash size.
   *
   * @throws EngineSettingException unless 1 to {@link #MAX_HASH_MIB}
   */
  public EngineSettings withHashMiB(int mebibytes) {
    check("hash", mebibytes, 1, MAX_HASH_MIB);
    return new EngineSettings(mebibytes, threads, contempt, moveOverheadMillis, evaluator, evalFile, classicalEvalFile, searchParameters);
  }

  /**
   * With this many search threads.
   *
   * @throws EngineSettingException unless 1 to {@link Engine#MAX_THREADS}
   */
  public EngineSettings withThreads(int count) {
    check("threads", count, 1, Engine.MAX_THREADS);
    return new EngineSettings(hashMiB, count, contempt, moveOverheadMillis, evaluator, evalFile, classicalEvalFile, searchParameters);
  }

  /**
   * With this contempt (centipawns a draw is worth less to the engine).
   *
   * @throws EngineSettingException beyond ±{@link Engine#MAX_CONTEMPT}
   */
  public EngineSettings withContempt(int centipawns) {
    check("contempt", centipawns, -Engine.MAX_CONTEMPT, Engine.MAX_CONTEMPT);
    return new EngineSettings(hashMiB, threads, centipawns, moveOverheadMillis, evaluator, evalFile, classicalEvalFile, searchParameters);
  }

  /**
   * With this time kept back from each move for the GUI and the pipes.
   *
   * @throws EngineSettingException unless 0 to {@link #MAX_MOVE_OVERHEAD_MILLIS}
   */
  public EngineSettings withMoveOverheadMillis(long millis) {
    check("move overhead", millis, 0, MAX_MOVE_OVERHEAD_MILLIS);
    return new EngineSettings(hashMiB, threads, contempt, millis, evaluator, evalFile, classicalEvalFile, searchParameters);
  }

  /**
   * With this evaluator, named in any case.
   *
   * @throws EngineSettingException for a name not in {@link #EVALUATORS}
   */
  public EngineSettings withEvaluator(String name) {
    String canonical = name.strip().toLowerCase(Locale.ROOT);
    if (!EVALUATORS.contains(canonical)) {
      throw new EngineSettingException("evaluator must be one of " + EVALUATORS + ", not '" + clip(name) + "'");
    }
    return new EngineSettings(hashMiB, threads, contempt, moveOverheadMillis, canonical, evalFile, classicalEvalFile, searchParameters);
  }

  /**
   * With the {@code nnue} evaluator's network read from this file, or the network shipped in the
   * jar for null. The file is read when an engine is built ({@link #evaluatorFactory()}).
   */
  public EngineSettings withEvalFile(@Nullable Path file) {
    return new EngineSettings(hashMiB, threads, contempt, moveOverheadMillis, evaluator, file, classicalEvalFile, searchParameters);
  }

  /**
   * With the classical evaluator's parameters read from this file, or the built-in ones for
   * null. The file is read when an engine is built ({@link #evaluatorFactory()}).
   */
  public EngineSettings withClassicalEvalFile(@Nullable Path file) {
    return new EngineSettings(hashMiB, threads, contempt, moveOverheadMillis, evaluator, evalFile, file, searchParameters);
  }

  /** With these search parameters. */
  public EngineSettings withSearchParameters(SearchParameters parameters) {
    Objects.requireNonNull(parameters, "parameters");
    return new EngineSettings(hashMiB, threads, contempt, moveOverheadMillis, evaluator, evalFile, classicalEvalFile, parameters);
  }

  /** The hash size in MiB. */
  public int hashMiB() {
    return hashMiB;
  }

  /** The number of search threads. */
  public int threads() {
    return threads;
  }

  /** The contempt in centipawns. */
  public int contempt() {
    return contempt;
  }

  /** The move overhead in milliseconds. */
  public long moveOverheadMillis() {
    return moveOverheadMillis;
  }

  /** The evaluator's name, one of {@link #EVALUATORS}. */
  public String evaluator() {
    return evaluator;
  }

  /** The {@code nnue} evaluator's network file, if one is set. */
  public Optional<Path> evalFile() {
    return Optional.ofNullable(evalFile);
  }

  /** The classical evaluator's parameter file, if one is set. */
  public Optional<Path> classicalEvalFile() {
    return Optional.ofNullable(classicalEvalFile);
  }

  /** The search parameters. */
  public SearchParameters searchParameters() {
    return searchParameters;
  }

  /**
   * The evaluator these settings name; the file it needs is read now: the network for {@code
   * nnue} (the one shipped in the jar, read once per JVM and shared, without a file), the
   * parameter file for {@code classical}. Each evaluator ignores the other's file.
   *
   * @throws EngineSettingException if the file cannot be read (the message says why, in {@link
   *     FileProblem}'s words) or is malformed, or if {@code nnue} needs the shipped network and this
   *     build has none
   */
  public EvaluatorFactory evaluatorFactory() {
    if (evaluator.equals(MATERIAL)) {
      return MaterialEvaluator::new;
    }
    if (evaluator.equals(NNUE)) {
      return NnueEvaluator.factory(network());
    }
    if (classicalEvalFile == null) {
      return ClassicalEvaluator.factory();
    }
    try {
      return ClassicalEvaluator.factory(EvalParameters.read(classicalEvalFile));
    } catch (IOException e) {
      throw new EngineSettingException(FileProblem.describe(classicalEvalFile, e), e);
    } catch (ChessException e) {
      throw new EngineSettingException("classicalevalfile '" + clip(classicalEvalFile.toString()) + "' not read: "
          + e.getMessage(), e);
    }
  }

  /** The network of the {@code nnue} evaluator: the file's, or the one shipped in the jar. */
  private Network network() {
    Path file = evalFile;
    try {
      return file == null ? Network.defaultNetwork() : Network.read(file);
    } catch (IOException e) {
      if (file == null) {
        throw new EngineSettingException("the shipped network not read: " + e.getMessage(), e);
      }
      throw new EngineSettingException(FileProblem.describe(file, e), e);
    } catch (ChessException e) {
      String what = file == null ? "the shipped network" : "evalfile '" + clip(file.toString()) + "'";
      throw new EngineSettingException(what + " not read: " + e.getMessage(), e);
    }
  }

  /**
   * An engine builder with every setting applied, for a caller that adds what settings do not
   * hold (an opening book).
   *
   * @throws EngineSettingException if the evaluator's parameter file cannot be read
   */
  public Engine.Builder builder() {
    return Engine.builder()
        .hashMiB(hashMiB)
        .threads(threads)
        .evaluator(evaluatorFactory())
        .contempt(contempt)
        .moveOverheadMillis(moveOverheadMillis)
        .searchParameters(searchParameters);
  }

  /**
   * A new engine with these settings; the caller closes it.
   *
   * @throws EngineSettingException if the evaluator's parameter file cannot be read
   */
  public Engine newEngine() {
    return builder().build();
  }

  /**
   * True if an engine built from {@code current} cannot take these settings in place: the
   * evaluator, its network or parameter file or the search parameters differ, and a new engine
   * must be built.
   */
  public boolean needsNewEngine(EngineSettings current) {
    return !evaluator.equals(current.evaluator) || !Objects.equals(evalFile, current.evalFile)
        || !Objects.equals(classicalEvalFile, current.classicalEvalFile)
        || !searchParameters.equals(current.searchParameters);
  }

  /**
   * Changes an idle engine built from {@code current} to these settings in place: only what
   * differs (a new hash table empties it; new threads start with fresh histories).
   *
   * @throws IllegalArgumentException if {@link #needsNewEngine} is true
   */
  public void applyInPlace(Engine engine, EngineSettings current) {
    if (needsNewEngine(current)) {
      throw new IllegalArgumentException("the evaluator or the search parameters changed: build a new engine");
    }
    if (hashMiB != current.hashMiB) {
      engine.setHashMiB(hashMiB);
    }
    if (threads != current.threads) {
      engine.setThreads(threads);
    }
    if (contempt != current.contempt) {
      engine.setContempt(contempt);
    }
    if (moveOverheadMillis != current.moveOverheadMillis) {
      engine.setMoveOverheadMillis(moveOverheadMillis);
    }
  }

  private static SearchParameters parseParameters(String key, String text) {
    try {
      return SearchParameters.parse(text);
    } catch (SearchParameterException e) {
      throw new EngineSettingException(key + ": " + e.getMessage(), e);
    }
  }

  private static Path path(String key, String text) {
    try {
      return Path.of(text);
    } catch (InvalidPathException e) {
      throw new EngineSettingException(key + " '" + clip(text) + "' is no path: " + e.getMessage(), e);
    }
  }

  private static long integer(String key, String text, long min, long max) {
    long value;
    try {
      value = Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new EngineSettingException(key + " needs an integer, not '" + clip(text) + "'");
    }
    check(key, value, min, max);
    return value;
  }

  private static void check(String key, long value, long min, long max) {
    if (value < min || value > max) {
      throw new EngineSettingException(key + " must be " + min + " to " + max + ", was " + value);
    }
  }

  private static String clip(String text) {
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof EngineSettings s && hashMiB == s.hashMiB && threads == s.threads && contempt == s.contempt
        && moveOverheadMillis == s.moveOverheadMillis && evaluator.equals(s.evaluator)
        && Objects.equals(evalFile, s.evalFile) && Objects.equals(classicalEvalFile, s.classicalEvalFile)
        && searchParameters.equals(s.searchParameters);
  }

  @Override
  public int hashCode() {
    return Objects.hash(hashMiB, threads, contempt, moveOverheadMillis, evaluator, evalFile, classicalEvalFile, searchParameters);
  }

  @Override
  public String toString() {
    return "EngineSettings[hash " + hashMiB + " MiB, " + threads + " threads, contempt " + contempt + ", overhead "
        + moveOverheadMillis + " ms, evaluator " + evaluator + (evalFile == null ? "" : ", network " + evalFile)
        + (classicalEvalFile == null ? "" : ", parameters " + classicalEvalFile)
        + ", search " + searchParameters.changes() + "]";
  }
}
