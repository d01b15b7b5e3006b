package io.github.augurchess.client;

/** The engine did not answer within the deadline: it is hung, or far too slow. */
public final class EngineTimeoutException extends EngineException {
  private static final long serialVersionUID = 1L;

  /** Makes an exception saying what the engine did not answer in time. */
  public EngineTimeoutException(String message) {
    super(message);
  }
}
