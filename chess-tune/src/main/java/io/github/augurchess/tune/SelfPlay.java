package io.github.augurchess.tune;

import io.github.augurchess.api.Variant;
import io.github.augurchess.match.Adjudication;
import io.github.augurchess.match.EngineDefinition;
import io.github.augurchess.match.MatchResult;
import io.github.augurchess.match.MatchRunner;
import io.github.augurchess.match.TimeControl;
import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Plays fast games of Augur against itself with the match runner, to make fresh labelled data:
 * openings drawn at random (by the seed) from an openings list, each played with both colours,
 * a fixed number of nodes a move, lost positions resigned and dead-level ones adjudicated drawn.
 *
 * <pre>{@code
 * SelfPlay selfPlay = new SelfPlay(Openings.read(path, Variant.STANDARD), SelfPlay.Options.of(1000, 5000));
 * try (Writer pgn = Files.newBufferedWriter(out)) {
 *   selfPlay.play(pgn, System.out::println);
 * }
 * }</pre>
 */
public final class SelfPlay {
  /** Resign after 4 moves at or below -8 pawns: the result is not in doubt by then. */
  private static final Adjudication ADJUDICATION = new Adjudication(4, 800, 40, 8, 10);

  private final List<Board> openings;
  private final Options options;

  /**
   * How to play.
   *
   * @param games games to play, at least 1
   * @param nodes nodes per move, at least 1
   * @param concurrency games at once, at least 1
   * @param hashMiB each engine's hash table
   * @param seed seeds the choice of openings
   * @param evalFile a parameter file for both engines' evaluator, or empty for the defaults
   */
  public record Options(int games, long nodes, int concurrency, int hashMiB, long seed, String evalFile) {
    /** @throws IllegalArgumentException for a count out of range */
    public Options {
      if (games < 1 || nodes < 1 || concurrency < 1 || hashMiB < 1) {
        throw new IllegalArgumentException("games, nodes, concurrency and hash must be at least 1");
      }
      if (evalFile.contains(",")) {
        throw new IllegalArgumentException("the parameter file's path may not contain a comma: " + evalFile);
      }
    }

    /** One game at a time, 16 MiB, seed 1, the default weights. */
    public static Options of(int games, long nodes) {
      return new Options(games, nodes, 1, 16, 1, "");
    }
  }

  /**
   * @param openings the positions games start from, drawn in an order shuffled by the seed
   * @param options how to play
   * @throws IllegalArgumentException without openings
   */
  public SelfPlay(List<Board> openings, Options options) {
    if (openings.isEmpty()) {
      throw new IllegalArgumentException("self-play needs at least one opening");
    }
    List<Board> shuffled = new ArrayList<>(openings);
    Collections.shuffle(shuffled, new Random(options.seed()));
    this.openings = shuffled;
    this.options = options;
  }

  /**
   * Plays the games, writing each to {@code pgn} as it ends.
   *
   * @param progress receives a line after each pair of games
   */
  public MatchResult play(Writer pgn, Consumer<String> progress) throws InterruptedException {
    MatchRunner runner = new MatchRunner(engine("augur-1"), engine("augur-2"), openings, Variant.STANDARD,
        TimeControl.parse("nodes=" + options.nodes()), options.games(), options.concurrency(), ADJUDICATION,
        Optional.empty());
    return runner.run((game, round) -> {
      try {
        pgn.write(runner.pgn(game, round));
        pgn.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }, progress);
  }

  private EngineDefinition engine(String name) {
    String definition = "builtin,name=" + name + ",hash=" + options.hashMiB();
    if (!options.evalFile().isEmpty()) {
      definition += ",classicalevalfile=" + options.evalFile();
    }
    return EngineDefinition.parse(definition);
  }
}
