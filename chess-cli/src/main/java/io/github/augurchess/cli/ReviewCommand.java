package io.github.augurchess.cli;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.UciEngine;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnWriter;
import io.github.augurchess.review.GameReview;
import io.github.augurchess.review.GameReviewer;
import io.github.augurchess.review.MoveClass;
import io.github.augurchess.review.MoveReview;
import io.github.augurchess.review.ReviewOptions;
import io.github.augurchess.review.ReviewReport;
import io.github.augurchess.search.EngineSettings;
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
import java.util.function.Supplier;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code augur review GAME.pgn --out annotated.pgn [--html report.html]}: every move of every game
 * of a PGN file searched, judged and annotated, with a progress bar over the positions and games.
 */
@Command(
    name = "review",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Reviews games: every position of each game's main line gets a bounded search, each move is judged by"
          + " the drop in its mover's win probability (?! inaccuracy, ? mistake, ?? blunder), and worse moves get"
          + " the engine's better line.",
      "Writes the games annotated ([%eval] comments, NAGs, variations) and, with --html, a report with the"
          + " evaluation graph, the critical positions and each player's accuracy."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:reviewed", "1:internal error", "2:bad input (PGN, option, engine, or a file cannot be written)"})
final class ReviewCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Parameters(index = "0", paramLabel = "GAME.pgn", description = "The games to review.")
  Path pgn;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "FILE.pgn", required = true, description = "The annotated games.")
  Path out;

  @Option(names = "--html", paramLabel = "FILE.html", description = "Also write a self-contained HTML report.")
  @Nullable Path html;

  @Option(names = "--engine", paramLabel = "builtin|PATH",
      description = "The engine: builtin (Augur in this process, the default) or the path of a UCI engine.")
  String engine = "builtin";

  @Option(names = "--threads", paramLabel = "N",
      description = "Positions searched at once, each by its own one-thread engine (default ${DEFAULT-VALUE}).")
  int threads = 1;

  @Option(names = "--hash", paramLabel = "MB", description = "Each engine's table in MiB (default ${DEFAULT-VALUE}).")
  int hash = 16;

  @Option(names = "--no-progress", description = "No progress bar on standard error.")
  boolean noProgress;

  @ArgGroup(exclusive = true)
  @Nullable Limit limit;

  /** At most one way to bound each search; 100,000 nodes without one. */
  static final class Limit {
    @Option(names = "--nodes", paramLabel = "N", required = true, description = "Nodes per position (default 100000).")
    @Nullable Long nodes;

    @Option(names = "--movetime", paramLabel = "MS", required = true, description = "Milliseconds per position.")
    @Nullable Long moveTime;

    @Option(names = "--depth", paramLabel = "N", required = true, description = "Depth per position.")
    @Nullable Integer depth;
  }

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    ReviewOptions options = ReviewOptions.of(limits()).withThreads(threads);
    if (hash < 1) {
      throw new IllegalArgumentException("--hash must be at least 1");
    }
    EngineSettings settings = EngineSettings.defaults().withHashMiB(hash).withThreads(1);
    Supplier<ChessEngine> engines;
    if (engine.equals("builtin")) {
      engines = () -> AugurEngine.create(settings);
    } else {
      Path path = Path.of(engine);
      if (!Files.isExecutable(path)) {
        throw new IllegalArgumentException("--engine: not builtin and not an executable file: " + engine);
      }
      String mebibytes = String.valueOf(hash);
      engines = () -> {
        UciEngine uci = UciEngine.start(List.of(path.toString()));
        if (uci.options().containsKey("Threads")) {
          uci.setOption("Threads", "1");
        }
        if (uci.options().containsKey("Hash")) {
          uci.setOption("Hash", mebibytes);
        }
        return uci;
      };
    }
    List<PgnGame> games = new ArrayList<>();
    try (PgnReader reader = FileAccess.read(pgn, PgnReader::open)) {
      PgnGame game;
      while ((game = reader.nextGame()) != null) {
        if (!game.errors().isEmpty()) {
          PgnException first = game.errors().get(0);
          err.printf(Locale.ROOT, "game %d left out: %s%n", game.index(), first.getMessage());
        } else if (game.mainLine().isEmpty()) {
          err.printf(Locale.ROOT, "game %d left out: no moves%n", game.index());
        } else {
          games.add(game);
        }
      }
    }
    if (games.isEmpty()) {
      throw new IllegalArgumentException(pgn + ": no game to review");
    }
    List<GameReview> reviews = new ArrayList<>();
    long start = System.nanoTime();
    ProgressBar bar = new ProgressBar(err, games.size(), !noProgress);
    try (GameReviewer reviewer = GameReviewer.withEngines(engines, options);
        Writer writer = FileAccess.write(out, file -> Files.newBufferedWriter(file, StandardCharsets.UTF_8))) {
      PgnWriter pgnWriter = new PgnWriter(writer);
      int number = 0;
      for (PgnGame game : games) {
        int gameNumber = ++number;
        GameReview review = reviewer.review(game, (ref, searched, positions) -> bar.update(gameNumber, searched, positions));
        pgnWriter.write(review.annotatedGame());
        writer.write('\n');
        writer.flush();
        reviews.add(review);
      }
    } finally {
      bar.finish();
    }
    Path report = html;
    if (report != null) {
      FileAccess.write(report, file -> Files.writeString(file, ReviewReport.html(reviews), StandardCharsets.UTF_8));
    }
    PrintWriter stdout = spec.commandLine().getOut();
    for (GameReview r : reviews) {
      stdout.printf(Locale.ROOT, "game %d %s - %s: White accuracy %.1f (%d/%d/%d), Black accuracy %.1f (%d/%d/%d)%n",
          r.game().index(), tag(r.game(), "White"), tag(r.game(), "Black"), r.white().accuracy(),
          r.white().inaccuracies(), r.white().mistakes(), r.white().blunders(), r.black().accuracy(),
          r.black().inaccuracies(), r.black().mistakes(), r.black().blunders());
      for (MoveReview m : r.moves()) {
        if (m.moveClass() == MoveClass.MISTAKE || m.moveClass() == MoveClass.BLUNDER) {
          stdout.printf(Locale.ROOT, "  %d%s %s%s %s: win probability %.2f -> %.2f (drop %.2f)%n", m.moveNumber(),
              m.mover() == io.github.augurchess.api.Color.WHITE ? "." : "...", m.san(), m.moveClass().symbol(),
              m.moveClass().name().toLowerCase(Locale.ROOT), m.judgement().winBefore(), m.judgement().winAfter(),
              m.judgement().winDrop());
        }
      }
    }
    stdout.printf(Locale.ROOT, "%d games reviewed in %.1f s: %s%n", reviews.size(), (System.nanoTime() - start) / 1e9, out);
    stdout.flush();
    return 0;
  }

  private static String tag(PgnGame game, String name) {
    String value = game.tag(name);
    return value == null ? "?" : value;
  }

  private SearchLimits limits() {
    Limit l = limit;
    if (l == null) {
      return SearchLimits.nodes(100_000);
    }
    Long nodes = l.nodes;
    Long moveTime = l.moveTime;
    Integer depth = l.depth;
    if (nodes != null) {
      return SearchLimits.nodes(nodes);
    }
    if (moveTime != null) {
      return SearchLimits.moveTime(moveTime);
    }
    if (depth != null) {
      return SearchLimits.depth(depth);
    }
    return SearchLimits.nodes(100_000);
  }

  /** A one-line bar on standard error, redrawn in place, for the positions of a game and the games. */
  static final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintWriter err;
    private final int games;
    private final boolean shown;
    private boolean drawn;

    ProgressBar(PrintWriter err, int games, boolean shown) {
      this.err = err;
      this.games = games;
      this.shown = shown;
    }

    synchronized void update(int game, int searched, int positions) {
      if (!shown) {
        return;
      }
      int filled = (int) ((long) WIDTH * searched / positions);
      err.printf(Locale.ROOT, "\rgame %d/%d [%s%s] %d/%d positions", game, games, "#".repeat(filled),
          ".".repeat(WIDTH - filled), searched, positions);
      err.flush();
      drawn = true;
    }

    synchronized void finish() {
      if (drawn) {
        err.println();
        err.flush();
      }
    }
  }
}
