package io.github.augurchess.tune;

/**
 * What an extraction did.
 *
 * @param games the games read
 * @param skippedGames games left out: unfinished ({@code *}), or with a move that could not be
 *     read
 * @param positions labelled positions written
 */
public record ExtractionSummary(long games, long skippedGames, long positions) {
  /** This summary plus another, for extraction over several files. */
  public ExtractionSummary plus(ExtractionSummary other) {
    return new ExtractionSummary(games + other.games, skippedGames + other.skippedGames, positions + other.positions);
  }
}
