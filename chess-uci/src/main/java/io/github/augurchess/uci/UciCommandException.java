package io.github.augurchess.uci;

import io.github.augurchess.api.Excerpt;

/**
 * A protocol command that was refused: malformed, out of order, or naming something unknown. The
 * front end answers it with one line carrying the message and changes nothing.
 */
final class UciCommandException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The message is cut to {@link Excerpt#MAX_MESSAGE} characters. */
  UciCommandException(String message) {
    super(Excerpt.message(message));
  }
}
