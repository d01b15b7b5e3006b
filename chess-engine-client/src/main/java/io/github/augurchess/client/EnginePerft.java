package io.github.augurchess.client;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An external engine's perft divide: the leaf count below each root move, as the engine wrote the
 * move in UCI, and the total it reported.
 *
 * @param divide each root move's count, in the order the engine printed them
 * @param nodes the total the engine reported
 * @param elapsedMillis wall-clock time from sending {@code go perft} to the total
 */
public record EnginePerft(Map<String, Long> divide, long nodes, long elapsedMillis) {
  /** Copies the divide, keeping its order. */
  public EnginePerft {
    divide = Collections.unmodifiableMap(new LinkedHashMap<>(divide));
  }
}
