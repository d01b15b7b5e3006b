package io.github.augurchess.client;

/**
 * The engine resigned instead of moving (XBoard's {@code resign}). Not a failure of the engine,
 * but it ends the wait for a move, so it is reported the same way.
 */
public final class EngineResignedException extends EngineException {
  private static final long serialVersionUID = 1L;

  /** Makes an exception saying which engine resigned. */
  public EngineResignedException(String message) {
    super(message);
  }
}
