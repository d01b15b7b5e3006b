package io.github.augurchess.search;

/**
 * An engine setting that does not exist or whose value does not fit it: the message names the
 * setting and quotes the value. An {@link IllegalArgumentException}, so callers that check their
 * arguments that way need nothing new.
 */
public final class EngineSettingException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Makes an exception naming the setting and what is wrong with its value. */
  public EngineSettingException(String message) {
    super(message);
  }

  /** Makes an exception naming the setting, with the failure that showed it. */
  public EngineSettingException(String message, Throwable cause) {
    super(message, cause);
  }
}
