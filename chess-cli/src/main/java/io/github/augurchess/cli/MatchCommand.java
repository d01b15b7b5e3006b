package io.github.augurchess.cli;

import io.github.augurchess.api.Variant;
import io.github.augurchess.match.Adjudication;
import io.github.augurchess.match.EngineDefinition;
import io.github.augurchess.match.MatchResult;
import io.github.augurchess.match.MatchRunner;
import io.github.augurchess.match.Openings;
import io.github.augurchess.match.Sprt;
import io.github.augurchess.match.TimeControl;
import io.github.augurchess.movegen.Board;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code augur match}: plays two engines against each other and reports Elo, LOS and an SPRT. */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Plays a match between two engines from an openings file, each opening twice with colours reversed.",
      "An engine is 'builtin[,name=N,hash=MiB,threads=N,evaluator=nnue|classical|material,evalfile=NET,classicalevalfile=PARAMS,contempt=CP]",
      "[,search.KEY=VALUE...]' (Augur in this JVM) or 'cmd=PROGRAM[,arg=A...][,name=N][,option.NAME=VALUE...]'",
      "(an external UCI engine; add ',proto=xboard' for a CECP one)."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:match played", "1:internal error or an engine could not be run", "2:bad input"},
    subcommands = MatchStatsCommand.class)
final class MatchCommand implements Callable<Integer> {
  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  // Required to play a match, but not for 'augur match stats': checked in call().
  @Option(names = "--engine", arity = "1", paramLabel = "DEF", description = "An engine; give two (required).")
  List<String> engines = new ArrayList<>();

  @Option(names = "--openings", paramLabel = "FILE", description = "Openings: a .pgn file or an EPD file (required).")
  @Nullable Path openings;

  @Option(names = "--chess960", description = "The openings are Chess960 positions.")
  boolean chess960;

  @Option(names = "--tc", paramLabel = "TC", description = "10+0.1, 40/60+0.5, st=0.2, nodes=N, depth=N or depth=N+endgame (default ${DEFAULT-VALUE}).")
  String timeControl = "10+0.1";

  @Option(names = "--games", paramLabel = "N", description = "Games to play (default ${DEFAULT-VALUE}).")
  int games = 100;

  @Option(names = "--concurrency", paramLabel = "N", description = "Games played at once (default ${DEFAULT-VALUE}).")
  int concurrency = 1;

  @Option(names = "--sprt", paramLabel = "ELO0,ELO1[,ALPHA,BETA]", description = "Stop early when the SPRT decides.")
  @Nullable String sprt;

  @Option(names = "--pgn-out", paramLabel = "FILE", description = "Write the games here.")
  @Nullable Path pgnOut;

  @Option(names = "--resign", paramLabel = "MOVES,CP", description = "Resign after MOVES moves at or below -CP.")
  @Nullable String resign;

  @Option(names = "--draw", paramLabel = "AFTER,MOVES,CP", description = "Draw after move AFTER when MOVES moves of each side stay within CP.")
  @Nullable String draw;

  @Option(names = "--time-margin", paramLabel = "MS", description = "Clock overrun tolerated before a forfeit (default ${DEFAULT-VALUE}).")
  long timeMargin = MatchRunner.DEFAULT_TIME_MARGIN_MILLIS;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Variant variant = chess960 ? Variant.CHESS960 : Variant.STANDARD;
    Path openings = this.openings;
    if (engines.isEmpty() || openings == null) {
      throw new ParameterException(spec.commandLine(), "Missing required options: '--engine=DEF' (twice) and "
          + "'--openings=FILE'; or use 'augur match stats PGN...'");
    }
    if (engines.size() != 2) {
      throw new IllegalArgumentException("give exactly two --engine definitions, not " + engines.size());
    }
    TimeControl tc = TimeControl.parse(timeControl);
    Optional<Sprt> test = sprt == null ? Optional.empty() : Optional.of(Sprt.parse(sprt));
    List<Board> positions = FileAccess.read(openings, f -> Openings.read(f, variant));
    MatchRunner runner = new MatchRunner(EngineDefinition.parse(engines.get(0)),
        EngineDefinition.parse(engines.get(1)), positions, variant, tc, games, concurrency, adjudication(), test)
        .timeMarginMillis(timeMargin);
    Path pgnFile = pgnOut;
    Writer pgn = pgnFile == null ? Writer.nullWriter()
        : FileAccess.write(pgnFile, f -> Files.newBufferedWriter(f, StandardCharsets.UTF_8));
    try (Writer games = pgn instanceof BufferedWriter || pgnOut == null ? pgn : new BufferedWriter(pgn)) {
      MatchResult result = runner.run((game, round) -> {
        try {
          games.write(runner.pgn(game, round));
          games.flush();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }, line -> {
        out.println(line);
        out.flush();
      });
      out.print(result.summary());
      test.ifPresent(s -> out.println(s.describe(result.pentanomial())));
      out.flush();
    }
    return 0;
  }

  private Adjudication adjudication() {
    int[] r = numbers(resign, 2, "--resign MOVES,CP");
    int[] d = numbers(draw, 3, "--draw AFTER,MOVES,CP");
    return new Adjudication(r[0], r[1], d[0], d[1], d[2]);
  }

  private static int[] numbers(@Nullable String text, int count, String form) {
    if (text == null) {
      return new int[count];
    }
    String[] parts = text.split(",");
    if (parts.length != count) {
      throw new IllegalArgumentException("expected " + form + ": " + text);
    }
    int[] values = new int[count];
    try {
      for (int i = 0; i < count; i++) {
        values[i] = Integer.parseInt(parts[i].strip());
      }
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected " + form + ": " + text);
    }
    return values;
  }
}
