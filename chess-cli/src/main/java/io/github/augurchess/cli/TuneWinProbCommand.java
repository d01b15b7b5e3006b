package io.github.augurchess.cli;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.review.WinProbability;
import io.github.augurchess.review.WinProbabilityFit;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur tune winprob --pgn FILE...}: fits the review's win-probability curve to Augur's own
 * scores. Positions are taken from finished games every few plies, searched by the built-in engine
 * to a fixed node count (one thread, the table cleared per game, so the samples do not depend on
 * the thread count), and each score is paired with the result the side to move went on to get;
 * the logistic's scale is fitted by maximum likelihood ({@link WinProbabilityFit}).
 */
@Command(
    name = "winprob",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Fits the win-probability curve of game review to Augur's search scores and game results:"
          + " positions from finished games, each searched to a fixed node count, paired with the result;"
          + " the logistic's scale is fitted by maximum likelihood.",
      "Mate scores are left out of the fit (the curve counts them as certain)."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:fitted", "1:internal error", "2:bad input (a file cannot be read or written, bad option)"})
final class TuneWinProbCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--pgn", paramLabel = "FILE", arity = "1..*", required = true, description = "PGN files to read.")
  List<Path> pgns;

  @Option(names = "--nodes", paramLabel = "N", description = "Nodes searched per position (default ${DEFAULT-VALUE}).")
  long nodes = 5000;

  @Option(names = "--skip-plies", paramLabel = "N", description = "Opening plies left out (default ${DEFAULT-VALUE}).")
  int skipPlies = 12;

  @Option(names = "--every", paramLabel = "N", description = "Take every N-th ply after the opening (default ${DEFAULT-VALUE}).")
  int every = 6;

  @Option(names = "--games", paramLabel = "N", description = "At most N games from each file, the first ones; 0 for all (default ${DEFAULT-VALUE}).")
  int gamesPerFile = 0;

  @Option(names = "--threads", paramLabel = "N", description = "Games searched at once, each by its own one-thread engine (default ${DEFAULT-VALUE}).")
  int threads = 1;

  @Option(names = "--out", paramLabel = "FILE.csv", description = "Also write the samples (fen, score, result) as CSV.")
  @Nullable Path out;

  /** One labelled score: the side to move's score and its result. */
  private record Sample(String fen, int centipawns, double result) {}

  @Override
  public Integer call() throws InterruptedException, IOException {
    if (nodes < 1 || skipPlies < 0 || every < 1 || gamesPerFile < 0 || threads < 1) {
      throw new IllegalArgumentException("--nodes, --every and --threads must be at least 1,"
          + " --skip-plies and --games at least 0");
    }
    List<PgnGame> games = new ArrayList<>();
    for (Path pgn : pgns) {
      try (PgnReader reader = FileAccess.read(pgn, PgnReader::open)) {
        int taken = 0;
        PgnGame game;
        while ((gamesPerFile == 0 || taken < gamesPerFile) && (game = reader.nextGame()) != null) {
          if (game.errors().isEmpty() && resultForWhite(game.result()) >= 0) {
            games.add(game);
            taken++;
          }
        }
      }
    }
    PrintWriter err = spec.commandLine().getErr();
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<List<Sample>>> futures = new ArrayList<>();
    int chunk = Math.max(1, (games.size() + threads - 1) / threads);
    for (int from = 0; from < games.size(); from += chunk) {
      List<PgnGame> part = games.subList(from, Math.min(games.size(), from + chunk));
      futures.add(pool.submit(() -> label(part)));
    }
    List<Sample> samples = new ArrayList<>();
    try {
      for (Future<List<Sample>> f : futures) {
        samples.addAll(f.get());
      }
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      throw new IllegalStateException(cause == null ? e : cause);
    } finally {
      pool.shutdownNow();
    }
    double[] scores = new double[samples.size()];
    double[] results = new double[samples.size()];
    for (int i = 0; i < samples.size(); i++) {
      scores[i] = samples.get(i).centipawns();
      results[i] = samples.get(i).result();
    }
    Path csv = out;
    if (csv != null) {
      try (Writer w = FileAccess.write(csv, f -> Files.newBufferedWriter(f, StandardCharsets.UTF_8))) {
        w.write("fen,score,result\n");
        for (Sample s : samples) {
          w.write(s.fen() + "," + s.centipawns() + "," + s.result() + "\n");
        }
      }
    }
    WinProbabilityFit fit = WinProbabilityFit.of(scores, results);
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.printf(Locale.ROOT, "%d games, %d positions at %d nodes, %.1f s%n", games.size(), samples.size(), nodes,
        (System.nanoTime() - start) / 1e9);
    stdout.printf(Locale.ROOT, "fitted: %s%n", fit);
    stdout.printf(Locale.ROOT, "built-in curve: scale %.1f cp, mean log loss %.4f on these samples%n",
        WinProbability.AUGUR_SCALE, meanLogLoss(WinProbability.augur(), scores, results));
    stdout.flush();
    err.flush();
    return 0;
  }

  private static double meanLogLoss(WinProbability curve, double[] scores, double[] results) {
    double loss = 0;
    for (int i = 0; i < scores.length; i++) {
      double p = Math.min(1 - 1e-15, Math.max(1e-15, curve.ofCentipawns(scores[i])));
      loss -= results[i] * Math.log(p) + (1 - results[i]) * Math.log(1 - p);
    }
    return loss / scores.length;
  }

  private List<Sample> label(List<PgnGame> games) {
    List<Sample> samples = new ArrayList<>();
    try (Engine engine = Engine.builder().hashMiB(16).threads(1).build()) {
      SearchLimits limits = SearchLimits.nodes(nodes);
      for (PgnGame game : games) {
        engine.newGame();
        double whiteResult = resultForWhite(game.result());
        Board board = game.startPosition();
        int ply = 0;
        for (Move move : game.mainLine()) {
          if (ply >= skipPlies && (ply - skipPlies) % every == 0 && !board.isGameOver()) {
            SearchResult result = engine.search(board, limits);
            Score score = result.score();
            if (!score.isMate()) {
              double forMover = board.sideToMove() == Color.WHITE ? whiteResult : 1 - whiteResult;
              samples.add(new Sample(board.fen(), score.centipawns(), forMover));
            }
          }
          board.play(move);
          ply++;
        }
      }
    }
    return samples;
  }

  private static double resultForWhite(String result) {
    switch (result) {
      case PgnGame.WHITE_WINS:
        return 1;
      case PgnGame.BLACK_WINS:
        return 0;
      case PgnGame.DRAW:
        return 0.5;
      default:
        return -1;
    }
  }
}
