package io.github.augurchess.client;

/**
 * Win, draw and loss chances of the side to move, in permille, as an engine reports them (UCI's
 * {@code wdl W D L}, sent by engines such as Stockfish when {@code UCI_ShowWDL} is on).
 *
 * @param wins permille of wins for the side to move
 * @param draws permille of draws
 * @param losses permille of losses for the side to move
 */
public record Wdl(int wins, int draws, int losses) {
  /**
   * Checks the counts.
   *
   * @throws IllegalArgumentException for a negative count
   */
  public Wdl {
    if (wins < 0 || draws < 0 || losses < 0) {
      throw new IllegalArgumentException("wdl counts must not be negative: " + wins + " " + draws + " " + losses);
    }
  }

  /** The expected score of the side to move, 0 to 1: wins plus half the draws, over the total. */
  public double expectedScore() {
    int total = wins + draws + losses;
    return total == 0 ? 0.5 : (wins + draws / 2.0) / total;
  }
}
