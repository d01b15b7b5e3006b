package io.github.augurchess.client;

/** The engine answered something the protocol does not allow, such as an illegal best move. */
public final class EngineProtocolException extends EngineException {
  private static final long serialVersionUID = 1L;

  /** Makes an exception quoting what the engine sent. */
  public EngineProtocolException(String message) {
    super(message);
  }
}
