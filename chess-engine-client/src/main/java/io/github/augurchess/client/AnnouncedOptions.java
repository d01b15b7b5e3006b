package io.github.augurchess.client;

import java.util.Map;

/** Options matched as both protocols' GUIs match them. */
final class AnnouncedOptions {
  private AnnouncedOptions() {}

  /**
   * The name under which an engine announced an option, matched without regard to case.
   *
   * @param engine the engine's name, for the error
   * @param options the announced options by name
   * @throws IllegalArgumentException if the engine announced no such option
   */
  static String announcedOption(String engine, Map<String, ?> options, String option) {
    for (String known : options.keySet()) {
      if (known.equalsIgnoreCase(option)) {
        return known;
      }
    }
    throw new IllegalArgumentException(engine + " has no option '" + option + "'; it has " + options.keySet());
  }
}
