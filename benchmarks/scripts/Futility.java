import io.github.augurchess.match.MatchStatistics;

/**
 * The futility check of the Stockfish 2400 gauntlet plans (docs/gauntlets/): could the games still
 * to play lift the final Elo interval's lower bound, at the plan's z, above 0?
 *
 * <p>Prints the mean score the remaining games would need, and how many standard errors (of the
 * remaining games' mean, at the played games' per-game spread) that is above the score of the games
 * played; the plans stop a match when it is more than 3. Also prints the games played as the match
 * runner does (95%) and their interval at z, both through the runner's own {@link MatchStatistics}.
 * When every game has been played, the interval at z is the plan's final reading, and the second
 * line says whether its lower bound is above 0.
 *
 * <pre>java -cp chess-cli/target/augur.jar benchmarks/scripts/Futility.java WINS DRAWS LOSSES TOTAL_GAMES Z</pre>
 */
public final class Futility {
  private static final double STOP_ABOVE_STANDARD_ERRORS = 3;

  private Futility() {}

  public static void main(String[] args) {
    if (args.length != 5) {
      System.err.println("usage: Futility WINS DRAWS LOSSES TOTAL_GAMES Z");
      System.exit(2);
    }
    long wins = Long.parseLong(args[0]);
    long draws = Long.parseLong(args[1]);
    long losses = Long.parseLong(args[2]);
    long total = Long.parseLong(args[3]);
    double z = Double.parseDouble(args[4]);
    long played = wins + draws + losses;
    if (played == 0 || played > total) {
      System.err.println("need 0 < games played <= TOTAL_GAMES");
      System.exit(2);
    }
    double score = (wins + 0.5 * draws) / played;
    double spread = Math.sqrt((wins * sq(1 - score) + draws * sq(0.5 - score) + losses * sq(score)) / played);
    double halfWidth = z * spread / Math.sqrt(played);
    double lowerBound = MatchStatistics.elo(score - halfWidth);
    System.out.printf("%d games %d/%d/%d: score %.4f, %s (95%%); at z=%s [%+.1f, %+.1f]%n",
        played, wins, draws, losses, score, MatchStatistics.eloFromGames(wins, draws, losses), args[4],
        lowerBound, MatchStatistics.elo(score + halfWidth));

    if (played == total) {
      System.out.printf("final reading: the lower bound at z=%s is %+.1f: %s%n", args[4], lowerBound,
          lowerBound > 0 ? "above 0, shown" : "not above 0, not shown");
      return;
    }
    double neededFinal = 0.5 + z * spread / Math.sqrt(total);
    long remaining = total - played;
    double neededRest = (total * neededFinal - played * score) / remaining;
    double excess = (neededRest - score) / (spread / Math.sqrt(remaining));
    System.out.printf("the remaining %d games need %.4f: %.2f SE above the games played; %s%n",
        remaining, neededRest, excess, excess > STOP_ABOVE_STANDARD_ERRORS ? "stop (futile)" : "go on");
  }

  private static double sq(double x) {
    return x * x;
  }
}
