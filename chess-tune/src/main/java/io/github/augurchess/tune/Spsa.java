package io.github.augurchess.tune;

import io.github.augurchess.api.Variant;
import io.github.augurchess.match.Adjudication;
import io.github.augurchess.match.EngineDefinition;
import io.github.augurchess.match.MatchResult;
import io.github.augurchess.match.MatchRunner;
import io.github.augurchess.match.TimeControl;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.SearchParameter;
import io.github.augurchess.search.SearchParameters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Tunes search parameters ({@link SearchParameter}) by simultaneous perturbation stochastic
 * approximation (SPSA), as engine testing frameworks do: each iteration moves every tuned
 * parameter a step up or down at random, plays games between the engine with the parameters
 * moved one way and the engine with them moved the other way, and shifts every parameter towards
 * the side that scored better. Many noisy games thus tune many parameters at once, where a game
 * match would test one change.
 *
 * <p>The schedule is Spall's, with the usual constants: at iteration k of N, the perturbation is
 * {@code c_k = c_end (N / k)^0.101} and the step {@code a_k = a / (A + k)^0.602}, with {@code A =
 * N / 10} and {@code a} chosen so that the last step is {@code r_end × c_end²}. A parameter's
 * {@code c_end} is the perturbation it ends with: a change that should be worth a few Elo.
 *
 * <pre>{@code
 * Spsa spsa = new Spsa(openings, List.of(new Spsa.Tuned(SearchParameter.LMR_DIVISOR, 15)),
 *     Spsa.Options.of(2000, 10_000));
 * Spsa.Result result = spsa.run(System.out::println);
 * Engine engine = Engine.builder().searchParameters(result.parameters()).build();
 * }</pre>
 *
 * <p>Games are played in this process at a fixed number of nodes a move, so one thread and a seed
 * make a run repeatable.
 */
public final class Spsa {
  /** Resign after 4 moves at or below -8 pawns; draw level games after move 40, as self-play does. */
  private static final Adjudication ADJUDICATION = new Adjudication(4, 800, 40, 8, 10);
  private static final double ALPHA = 0.602;
  private static final double GAMMA = 0.101;

  private final List<Board> openings;
  private final List<Tuned> tuned;
  private final Options options;
  private final Games games;

  /** Plays one iteration's games, the plus side first; gives the plus side's wins, draws and losses. */
  @FunctionalInterface
  interface Games {
    long[] play(SearchParameters plus, SearchParameters minus, List<Board> pairOpenings) throws InterruptedException;
  }

  /**
   * A parameter to tune and the perturbation it ends with.
   *
   * @param parameter the parameter
   * @param cEnd the last iteration's perturbation, in the parameter's units, above 0
   */
  public record Tuned(SearchParameter parameter, double cEnd) {
    /** @throws IllegalArgumentException for a perturbation that is not above 0 */
    public Tuned {
      if (!(cEnd > 0)) {
        throw new IllegalArgumentException(parameter.key() + ": the perturbation must be above 0, got " + cEnd);
      }
    }
  }

  /**
   * How to tune.
   *
   * @param iterations iterations, at least 1
   * @param nodes nodes per move, at least 1
   * @param pairs colour-reversed game pairs per iteration, at least 1
   * @param concurrency games at once, at least 1
   * @param hashMiB each engine's hash table
   * @param rEnd the last step as a fraction of the square of the last perturbation (above 0)
   * @param seed seeds the order of the openings and the perturbations' signs
   * @param start the parameters to start from (those not tuned keep their values)
   */
  public record Options(int iterations, long nodes, int pairs, int concurrency, int hashMiB, double rEnd,
      long seed, SearchParameters start) {
    /** @throws IllegalArgumentException for a count out of range */
    public Options {
      if (iterations < 1 || nodes < 1 || pairs < 1 || concurrency < 1 || hashMiB < 1) {
        throw new IllegalArgumentException("iterations, nodes, pairs, concurrency and hash must be at least 1");
      }
      if (!(rEnd > 0)) {
        throw new IllegalArgumentException("r_end must be above 0, got " + rEnd);
      }
    }

    /** One pair a game at a time, 16 MiB, r_end 0.002, seed 1, from the defaults. */
    public static Options of(int iterations, long nodes) {
      return new Options(iterations, nodes, 1, 1, 16, 0.002, 1, SearchParameters.defaults());
    }
  }

  /**
   * What a run ended with.
   *
   * @param values the tuned parameters' values, unrounded, in the order they were given
   * @param parameters the start parameters with the tuned ones rounded to integers
   * @param games games played
   * @param plusWins games the "plus" side won (each iteration's plus side moves each parameter by
   *     its perturbation times that iteration's random sign, the "minus" side the other way)
   * @param plusLosses games the plus side lost
   */
  public record Result(List<Double> values, SearchParameters parameters, long games, long plusWins, long plusLosses) {
    /** Copies the values. */
    public Result {
      values = List.copyOf(values);
    }
  }

  /**
   * @param openings the positions games start from, in an order shuffled by the seed and reused
   *     in turn
   * @param tuned the parameters to tune, each once
   * @param options how to tune
   * @throws IllegalArgumentException without openings or parameters, or with a parameter twice
   */
  public Spsa(List<Board> openings, List<Tuned> tuned, Options options) {
    this(openings, tuned, options, null);
  }

  /** With {@code games} null, plays the games in this process with the match runner. */
  Spsa(List<Board> openings, List<Tuned> tuned, Options options, @Nullable Games games) {
    if (openings.isEmpty()) {
      throw new IllegalArgumentException("SPSA needs at least one opening");
    }
    if (tuned.isEmpty()) {
      throw new IllegalArgumentException("SPSA needs at least one parameter to tune");
    }
    if (tuned.stream().map(Tuned::parameter).distinct().count() != tuned.size()) {
      throw new IllegalArgumentException("a parameter is given twice: " + tuned);
    }
    List<Board> shuffled = new ArrayList<>(openings);
    Collections.shuffle(shuffled, new Random(options.seed()));
    this.openings = shuffled;
    this.tuned = List.copyOf(tuned);
    this.options = options;
    this.games = games != null ? games : new MatchGames(options);
  }

  /**
   * Runs every iteration.
   *
   * @param progress receives a line after each iteration: its number, the games' score so far and
   *     the values
   */
  public Result run(Consumer<String> progress) throws InterruptedException {
    int n = options.iterations();
    double bigA = 0.1 * n;
    double[] theta = new double[tuned.size()];
    double[] scaleA = new double[tuned.size()];
    for (int i = 0; i < theta.length; i++) {
      Tuned t = tuned.get(i);
      theta[i] = options.start().get(t.parameter());
      double aEnd = options.rEnd() * t.cEnd() * t.cEnd();
      scaleA[i] = aEnd * Math.pow(bigA + n, ALPHA);
    }
    Random signs = new Random(options.seed());
    int nextOpening = 0;
    long played = 0;
    long plusWins = 0;
    long plusLosses = 0;
    for (int k = 1; k <= n; k++) {
      int[] delta = new int[theta.length];
      SearchParameters plus = options.start();
      SearchParameters minus = options.start();
      double[] c = new double[theta.length];
      for (int i = 0; i < theta.length; i++) {
        Tuned t = tuned.get(i);
        delta[i] = signs.nextBoolean() ? 1 : -1;
        c[i] = t.cEnd() * Math.pow((double) n / k, GAMMA);
        plus = plus.with(t.parameter(), clampedRound(t.parameter(), theta[i] + c[i] * delta[i]));
        minus = minus.with(t.parameter(), clampedRound(t.parameter(), theta[i] - c[i] * delta[i]));
      }
      List<Board> iterationOpenings = new ArrayList<>();
      for (int p = 0; p < options.pairs(); p++) {
        iterationOpenings.add(openings.get(nextOpening));
        nextOpening = (nextOpening + 1) % openings.size();
      }
      long[] result = games.play(plus, minus, iterationOpenings);
      double score = result[0] - result[2];
      played += result[0] + result[1] + result[2];
      plusWins += result[0];
      plusLosses += result[2];
      for (int i = 0; i < theta.length; i++) {
        Tuned t = tuned.get(i);
        double a = scaleA[i] / Math.pow(bigA + k, ALPHA);
        // theta += a_k / c_k^2 * c_k * score * delta: the step over the perturbation's size.
        double next = theta[i] + a / c[i] * score * delta[i];
        theta[i] = Math.max(t.parameter().min(), Math.min(t.parameter().max(), next));
      }
      progress.accept(progressLine(k, played, plusWins, plusLosses, theta));
    }
    SearchParameters end = options.start();
    List<Double> values = new ArrayList<>();
    for (int i = 0; i < theta.length; i++) {
      end = end.with(tuned.get(i).parameter(), clampedRound(tuned.get(i).parameter(), theta[i]));
      values.add(theta[i]);
    }
    return new Result(values, end, played, plusWins, plusLosses);
  }

  /** The games of an iteration, played in this process by the match runner at a fixed node count. */
  private static final class MatchGames implements Games {
    private final Options options;

    MatchGames(Options options) {
      this.options = options;
    }

    @Override
    public long[] play(SearchParameters plus, SearchParameters minus, List<Board> pairOpenings)
        throws InterruptedException {
      MatchRunner runner = new MatchRunner(engine("plus", plus), engine("minus", minus), pairOpenings,
          Variant.STANDARD, TimeControl.parse("nodes=" + options.nodes()), 2 * pairOpenings.size(),
          options.concurrency(), ADJUDICATION, Optional.empty());
      MatchResult result = runner.run((game, round) -> { }, line -> { });
      return new long[] {result.wins(), result.draws(), result.losses()};
    }

    private EngineDefinition engine(String name, SearchParameters parameters) {
      return EngineDefinition.parse("builtin,name=" + name + ",hash=" + options.hashMiB())
          .withSearchParameters(parameters);
    }
  }

  private static int clampedRound(SearchParameter parameter, double value) {
    long rounded = Math.round(value);
    return (int) Math.max(parameter.min(), Math.min(parameter.max(), rounded));
  }

  private String progressLine(int k, long games, long plusWins, long plusLosses, double[] theta) {
    StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
        "iteration %d/%d: %d games, plus %+d", k, options.iterations(), games, plusWins - plusLosses));
    for (int i = 0; i < theta.length; i++) {
      line.append(String.format(Locale.ROOT, ", %s=%.2f", tuned.get(i).parameter().key(), theta[i]));
    }
    return line.toString();
  }
}
