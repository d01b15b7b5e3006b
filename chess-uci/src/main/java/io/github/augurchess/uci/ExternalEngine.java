package io.github.augurchess.uci;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import java.util.Map;

/** What a match needs of an engine in another process, whichever protocol it speaks. */
interface ExternalEngine extends AutoCloseable {
  /** Tells the engine that a new game starts. */
  void newGame();

  /** The engine's move for the board, whose history is the game so far. */
  EngineResult play(Board position, SearchLimits limits);

  /** Ends the engine's process. */
  @Override
  void close();

  /**
   * The name under which an engine announced an option, matched without regard to case, as both
   * protocols' GUIs match them.
   *
   * @param engine the engine's name, for the error
   * @param options the announced options by name
   * @throws IllegalArgumentException if the engine announced no such option
   */
  static String announcedOption(String engine, Map<String, String> options, String option) {
    for (String known : options.keySet()) {
      if (known.equalsIgnoreCase(option)) {
        return known;
      }
    }
    throw new IllegalArgumentException(engine + " has no option '" + option + "'; it has " + options.keySet());
  }
}
