package io.github.augurchess.book;

/**
 * What goes into a book built from games, with the meaning of {@code polyglot make-book}'s options.
 *
 * <pre>{@code
 * BookBuildOptions options = BookBuildOptions.DEFAULTS.withMaxPly(30).withMinGames(5);
 * }</pre>
 *
 * @param maxPly only the first {@code maxPly} plies of each game count ({@code -max-ply}, 1024)
 * @param minGames a move played in fewer games is left out ({@code -min-game}, 3)
 * @param minScorePercent a move that scored less, in percent for the side that played it, is left
 *     out ({@code -min-score}, 0)
 * @param side whose moves are kept ({@code -only-white}, {@code -only-black})
 * @param uniform every weight is 1 instead of the score ({@code -uniform})
 */
public record BookBuildOptions(int maxPly, int minGames, double minScorePercent, BookSide side, boolean uniform) {
  /** {@code polyglot make-book}'s defaults: 1024 plies, 3 games, score 0, both sides, scored. */
  public static final BookBuildOptions DEFAULTS = new BookBuildOptions(1024, 3, 0.0, BookSide.BOTH, false);

  /** @throws IllegalArgumentException if a limit is out of its range */
  public BookBuildOptions {
    if (maxPly < 0) {
      throw new IllegalArgumentException("max ply " + maxPly + " is negative");
    }
    if (minGames < 1) {
      throw new IllegalArgumentException("min games " + minGames + " is below 1");
    }
    if (!(minScorePercent >= 0 && minScorePercent <= 100)) {
      throw new IllegalArgumentException("min score " + minScorePercent + " is not a percentage");
    }
  }

  /** These options with only the first {@code plies} plies of each game counted. */
  public BookBuildOptions withMaxPly(int plies) {
    return new BookBuildOptions(plies, minGames, minScorePercent, side, uniform);
  }

  /** These options keeping only moves played in at least {@code games} games. */
  public BookBuildOptions withMinGames(int games) {
    return new BookBuildOptions(maxPly, games, minScorePercent, side, uniform);
  }

  /** These options keeping only moves that scored at least {@code percent} % for their side. */
  public BookBuildOptions withMinScorePercent(double percent) {
    return new BookBuildOptions(maxPly, minGames, percent, side, uniform);
  }

  /** These options keeping the moves of one side only, or of both. */
  public BookBuildOptions withSide(BookSide keep) {
    return new BookBuildOptions(maxPly, minGames, minScorePercent, keep, uniform);
  }

  /** These options with every kept move weighted 1 instead of by its points. */
  public BookBuildOptions withUniform(boolean on) {
    return new BookBuildOptions(maxPly, minGames, minScorePercent, side, on);
  }
}
