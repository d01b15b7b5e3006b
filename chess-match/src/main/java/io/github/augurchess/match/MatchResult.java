package io.github.augurchess.match;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * The running score of a match, from the first engine's point of view: wins, draws, losses, the
 * pentanomial counts of colour-reversed pairs, and how games ended. Thread-safe.
 */
public final class MatchResult {
  private final String first;
  private final String second;
  private long wins;
  private long draws;
  private long losses;
  private final long[] pentanomial = new long[5];
  private final Map<GameRecord.GameEnd, Long> ends = new EnumMap<>(GameRecord.GameEnd.class);

  MatchResult(String first, String second) {
    this.first = first;
    this.second = second;
  }

  /** Counts the two games of one opening (either may be absent when the match stopped early). */
  synchronized void addPair(GameRecord... games) {
    double points = 0;
    for (GameRecord game : games) {
      double score = game.scoreOf(first);
      points += score;
      if (score == 1) {
        wins++;
      } else if (score == 0) {
        losses++;
      } else {
        draws++;
      }
      ends.merge(game.end(), 1L, Long::sum);
    }
    if (games.length == 2) {
      pentanomial[(int) Math.round(points * 2)]++;
    }
  }

  /** Games the first engine won. */
  public synchronized long wins() {
    return wins;
  }

  /** Drawn games. */
  public synchronized long draws() {
    return draws;
  }

  /** Games the first engine lost. */
  public synchronized long losses() {
    return losses;
  }

  /** Games finished so far. */
  public synchronized long games() {
    return wins + draws + losses;
  }

  /** Pairs that scored 0, 0.5, 1, 1.5 and 2 points for the first engine. */
  public synchronized long[] pentanomial() {
    return pentanomial.clone();
  }

  /** How many games ended this way. */
  public synchronized long count(GameRecord.GameEnd end) {
    return ends.getOrDefault(end, 0L);
  }

  /** The first engine's Elo difference with its 95% interval, from the games' results. */
  public synchronized MatchStatistics.EloEstimate elo() {
    return MatchStatistics.eloFromGames(wins, draws, losses);
  }

  /** One line of progress: score, Elo and how many games ended abnormally. */
  public synchronized String progressLine() {
    return String.format(Locale.ROOT, "%s vs %s: %d games, +%d =%d -%d, Elo %s, LOS %.1f%%",
        first, second, games(), wins, draws, losses, elo(), 100 * MatchStatistics.los(wins, losses));
  }

  /** The summary printed at the end of a match. */
  public synchronized String summary() {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d [%.3f] %d%n", first, second, wins, losses,
        draws, games() == 0 ? 0.5 : (wins + 0.5 * draws) / games(), games()));
    sb.append(String.format(Locale.ROOT, "Elo difference (games): %s%n", elo()));
    sb.append(String.format(Locale.ROOT, "Pentanomial [0, 0.5, 1, 1.5, 2]: [%d, %d, %d, %d, %d]%n",
        pentanomial[0], pentanomial[1], pentanomial[2], pentanomial[3], pentanomial[4]));
    sb.append(String.format(Locale.ROOT, "Elo difference (pairs): %s%n", MatchStatistics.eloFromPairs(pentanomial)));
    sb.append(String.format(Locale.ROOT, "LOS: %.1f%%%n", 100 * MatchStatistics.los(wins, losses)));
    sb.append("Game ends:");
    for (GameRecord.GameEnd end : GameRecord.GameEnd.values()) {
      sb.append(' ').append(end.name().toLowerCase(Locale.ROOT)).append(' ').append(count(end));
    }
    return sb.append('\n').toString();
  }
}
