package io.github.augurchess.client;

/** The engine process ended (or could not be started) while an answer was awaited. */
public final class EngineCrashedException extends EngineException {
  private static final long serialVersionUID = 1L;

  /** Makes an exception saying how the engine ended. */
  public EngineCrashedException(String message) {
    super(message);
  }

  /** Makes an exception saying how the engine ended, with the failure that showed it. */
  public EngineCrashedException(String message, Throwable cause) {
    super(message, cause);
  }
}
