package io.github.augurchess.cli;

import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.match.MatchStatistics;
import io.github.augurchess.match.Sprt;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code augur match stats}: the statistics of finished games, as {@code augur match} reports them
 * while it plays: W/D/L, the Elo difference with its 95% interval per game and per pair, LOS, the
 * pentanomial counts and, with {@code --sprt}, the SPRT's log-likelihood ratio and decision.
 *
 * <p>Games pair up by their {@code Round} tag as the match runner and cutechess-cli write it: rounds
 * {@code 2k-1} and {@code 2k}, or {@code k.1} and {@code k.2}, are one opening played with colours
 * reversed. Rounds pair within one file, so a match continued into a second file (whose rounds start
 * at 1 again) counts both. Two games of a round pair that do not swap the same two players count as
 * games but not as a pair. Unfinished games ({@code *}) are left out.
 */
@Command(
    name = "stats",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Elo, LOS, pentanomial counts and SPRT of the finished games in PGN files.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:done", "1:internal error", "2:bad input (no such file, no games of the engine, bad --sprt)"})
final class MatchStatsCommand implements Callable<Integer> {
  private static final Pattern ROUND = Pattern.compile("(\\d+)(?:\\.(\\d+))?");

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Parameters(paramLabel = "PGN", arity = "1..*", description = "Files of finished games.")
  List<Path> files;

  @Option(names = "--engine", paramLabel = "NAME",
      description = "The engine whose results are counted (default: White of the first finished game).")
  @Nullable String engine;

  @Option(names = "--sprt", paramLabel = "ELO0,ELO1[,ALPHA,BETA]", description = "Also test these hypotheses.")
  @Nullable String sprt;

  /** One finished game: who played it, its score for the counted engine, its round and its file. */
  private record Game(String white, String black, double score, @Nullable String round, int file) {}

  /** A finished game and the position of its file among the files given. */
  private record FiledGame(PgnGame game, int file) {}

  /** Two games of one opening: a round pair of one file, or two games in file order. */
  private record PairKey(int file, long pair) {}

  @Override
  public Integer call() throws IOException {
    @Nullable Sprt test = sprt == null ? null : Sprt.parse(sprt);
    List<FiledGame> finished = new ArrayList<>();
    for (int index = 0; index < files.size(); index++) {
      try (PgnReader reader = FileAccess.read(files.get(index), PgnReader::open).validateMoves(false)) {
        for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
          if (!game.result().equals("*")) {
            finished.add(new FiledGame(game, index));
          }
        }
      }
    }
    if (finished.isEmpty()) {
      throw new IllegalArgumentException("no finished games in " + files);
    }
    String counted = engine != null ? engine : player(finished.get(0).game(), "White");
    List<Game> games = new ArrayList<>();
    String opponent = "";
    for (FiledGame filed : finished) {
      PgnGame game = filed.game();
      String white = player(game, "White");
      String black = player(game, "Black");
      if (!white.equals(counted) && !black.equals(counted)) {
        continue;
      }
      opponent = white.equals(counted) ? black : white;
      double whiteScore = switch (game.result()) {
        case "1-0" -> 1;
        case "0-1" -> 0;
        default -> 0.5;
      };
      games.add(new Game(white, black, white.equals(counted) ? whiteScore : 1 - whiteScore, game.tag("Round"), filed.file()));
    }
    if (games.isEmpty()) {
      throw new IllegalArgumentException("no finished game of " + counted + " in " + files);
    }
    long wins = games.stream().filter(g -> g.score() == 1).count();
    long losses = games.stream().filter(g -> g.score() == 0).count();
    long draws = games.size() - wins - losses;
    long[] pentanomial = pentanomial(games);

    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "Score of %s vs %s: %d - %d - %d [%.3f] %d%n", counted, opponent, wins, losses, draws,
        (wins + 0.5 * draws) / games.size(), games.size());
    out.printf(Locale.ROOT, "Elo difference (games): %s%n", MatchStatistics.eloFromGames(wins, draws, losses));
    out.printf(Locale.ROOT, "Pentanomial [0, 0.5, 1, 1.5, 2]: [%d, %d, %d, %d, %d]%n", pentanomial[0],
        pentanomial[1], pentanomial[2], pentanomial[3], pentanomial[4]);
    long pairs = pentanomial[0] + pentanomial[1] + pentanomial[2] + pentanomial[3] + pentanomial[4];
    if (pairs > 0) {
      out.printf(Locale.ROOT, "Elo difference (pairs): %s%n", MatchStatistics.eloFromPairs(pentanomial));
    }
    out.printf(Locale.ROOT, "LOS: %.1f%%%n", 100 * MatchStatistics.los(wins, losses));
    if (test != null) {
      out.println(test.describe(pentanomial));
    }
    out.flush();
    return 0;
  }

  private static String player(PgnGame game, String side) {
    @Nullable String name = game.tag(side);
    return name == null ? "?" : name;
  }

  /**
   * Pairs of games by round within each file: {@code 2k-1, 2k} or {@code k.1, k.2}; without usable
   * rounds, games in file order. A pair counts only when the two games swap the same two players.
   */
  private static long[] pentanomial(List<Game> games) {
    boolean byRound = games.stream().allMatch(g -> {
      @Nullable String round = g.round();
      return round != null && ROUND.matcher(round).matches();
    });
    Map<PairKey, List<Game>> pairs = new LinkedHashMap<>();
    int previousFile = -1;
    int indexInFile = 0;
    for (Game game : games) {
      indexInFile = game.file() == previousFile ? indexInFile + 1 : 0;
      previousFile = game.file();
      long pair = indexInFile / 2;
      String round = game.round();
      if (byRound && round != null) {
        int dot = round.indexOf('.');
        long number = Long.parseLong(dot < 0 ? round : round.substring(0, dot));
        pair = dot >= 0 ? number : (number + 1) / 2;
      }
      pairs.computeIfAbsent(new PairKey(game.file(), pair), k -> new ArrayList<>()).add(game);
    }
    long[] pentanomial = new long[5];
    for (List<Game> pair : pairs.values()) {
      if (pair.size() == 2 && pair.get(0).white().equals(pair.get(1).black())
          && pair.get(0).black().equals(pair.get(1).white())) {
        pentanomial[(int) Math.round(2 * (pair.get(0).score() + pair.get(1).score()))]++;
      }
    }
    return pentanomial;
  }
}
