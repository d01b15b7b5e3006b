package io.github.augurchess.api;

/** The root of Augur's typed exceptions: bad text, invalid positions and illegal moves. */
public abstract class ChessException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Makes an exception with the message that {@link #getMessage()} returns, cut to {@link
   * Excerpt#MAX_MESSAGE} characters.
   */
  protected ChessException(String message) {
    super(Excerpt.message(message));
  }
}
