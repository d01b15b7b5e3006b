package io.github.augurchess.match;

/**
 * When a match game is decided by the engines' scores rather than played out.
 *
 * @param resignMoves a side loses after this many consecutive moves of its own scored at or below
 *     {@code -resignCentipawns} (0 turns resigning off)
 * @param resignCentipawns the resign threshold
 * @param drawAfterMove draws are considered from this full move on
 * @param drawMoves the game is drawn after this many consecutive moves (of both sides) scored
 *     within {@code drawCentipawns} of zero (0 turns it off)
 * @param drawCentipawns the draw threshold
 */
public record Adjudication(int resignMoves, int resignCentipawns, int drawAfterMove, int drawMoves, int drawCentipawns) {
  /** No adjudication: games are played to their end under the rules. */
  public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0);

  /**
   * Checks the settings.
   *
   * @throws IllegalArgumentException if any setting is negative
   */
  public Adjudication {
    if (resignMoves < 0 || resignCentipawns < 0 || drawAfterMove < 0 || drawMoves < 0 || drawCentipawns < 0) {
      throw new IllegalArgumentException("adjudication settings must not be negative");
    }
  }
}
