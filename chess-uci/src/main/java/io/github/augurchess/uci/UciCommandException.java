package io.github.augurchess.uci;

/**
 * A protocol command that was refused: malformed, out of order, or naming something unknown. The
 * front end answers it with one line carrying the message and changes nothing.
 */
final class UciCommandException extends Exception {
  private static final long serialVersionUID = 1L;

  UciCommandException(String message) {
    super(message);
  }
}
