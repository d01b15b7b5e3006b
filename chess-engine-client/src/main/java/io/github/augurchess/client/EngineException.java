package io.github.augurchess.client;

/**
 * An external engine failed: it crashed, hung past a deadline, or broke its protocol. The
 * subclasses say which; the message names the engine and what it was asked.
 */
public abstract class EngineException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  EngineException(String message) {
    super(message);
  }

  EngineException(String message, Throwable cause) {
    super(message, cause);
  }
}
