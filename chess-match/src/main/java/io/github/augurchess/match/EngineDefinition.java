package io.github.augurchess.match;

import io.github.augurchess.api.Variant;
import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.client.UciEngine;
import io.github.augurchess.client.XBoardEngine;
import io.github.augurchess.search.EngineSettings;
import io.github.augurchess.search.SearchParameter;
import io.github.augurchess.search.SearchParameters;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A recipe for a match player, written as comma-separated {@code key=value} pairs:
 *
 * <ul>
 *   <li>{@code builtin} (or {@code cmd=augur}): Augur in this process, with {@code hash=MiB},
 *       {@code threads=N}, {@code evaluator=nnue|classical|material}, {@code evalfile=PATH} (the
 *       network of {@code nnue}), {@code classicalevalfile=PATH} (the classical evaluator's
 *       parameters), {@code contempt=CENTIPAWNS}, and {@code search.KEY=VALUE} for each {@link SearchParameter} to
 *       change (for example {@code search.lmr.divisor=200}), each as {@link EngineSettings#with}
 *       reads it;
 *   <li>{@code cmd=PROGRAM}: an external UCI engine, with {@code arg=ARG} (repeatable) and {@code
 *       option.NAME=VALUE} for each UCI option;
 *   <li>{@code proto=xboard} for an external XBoard (CECP) engine instead, whose {@code
 *       option.NAME=VALUE} set the options it declares ({@code feature option=...});
 *   <li>{@code name=NAME} for either, as it appears in the PGN and the results.
 * </ul>
 *
 * <p>For example {@code name=sf2000,cmd=/usr/games/stockfish,option.UCI_LimitStrength=true,option.UCI_Elo=2000}.
 *
 * @param name the player's name
 * @param command the external program and arguments; empty for the built-in engine
 * @param settings the built-in engine's settings, or the external engine's options (and {@code proto})
 */
public record EngineDefinition(String name, List<String> command, Map<String, String> settings) {
  private static final String SEARCH_PREFIX = EngineSettings.SEARCH_PREFIX;

  /** Copies the command and the settings, so the definition does not change with them. */
  public EngineDefinition {
    command = List.copyOf(command);
    // Kept in the order given: an engine may need one option set before another.
    settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
  }

  /**
   * Reads a definition.
   *
   * @throws IllegalArgumentException for an unknown key or a missing engine
   */
  public static EngineDefinition parse(String text) {
    String name = "";
    List<String> command = new ArrayList<>();
    Map<String, String> settings = new LinkedHashMap<>();
    boolean builtin = false;
    for (String part : text.split(",")) {
      String item = part.strip();
      if (item.isEmpty()) {
        continue;
      }
      if (item.equals("builtin")) {
        builtin = true;
        continue;
      }
      int eq = item.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("expected key=value in engine definition, got '" + item + "'");
      }
      String key = item.substring(0, eq).strip();
      String value = item.substring(eq + 1).strip();
      switch (key.toLowerCase(Locale.ROOT)) {
        case "name" -> name = value;
        case "cmd" -> {
          if (value.equals("augur")) {
            builtin = true;
          } else {
            command.add(0, value);
          }
        }
        case "arg" -> command.add(value);
        case "hash", "threads", "evaluator", "evalfile", "classicalevalfile", "contempt" ->
            settings.put(key.toLowerCase(Locale.ROOT), value);
        case "proto" -> {
          if (!value.equals("uci") && !value.equals("xboard")) {
            throw new IllegalArgumentException("proto is uci or xboard, not '" + value + "'");
          }
          settings.put("proto", value);
        }
        default -> {
          if (key.startsWith(SEARCH_PREFIX)) {
            String parameter = key.substring(SEARCH_PREFIX.length());
            if (SearchParameter.byKey(parameter).isEmpty()) {
              throw new IllegalArgumentException("unknown search parameter '" + parameter + "' in '" + item + "'");
            }
            settings.put(SEARCH_PREFIX + parameter.toLowerCase(Locale.ROOT), value);
          } else if (key.startsWith("option.")) {
            settings.put(key, value);
          } else {
            throw new IllegalArgumentException("unknown engine definition key '" + key + "'");
          }
        }
      }
    }
    if (builtin == !command.isEmpty()) {
      throw new IllegalArgumentException("an engine is either builtin or cmd=PROGRAM: " + text);
    }
    if (builtin && settings.keySet().stream().anyMatch(k -> k.startsWith("option."))) {
      throw new IllegalArgumentException(
          "the builtin engine takes hash, threads, evaluator, evalfile, classicalevalfile, contempt, search.KEY: " + text);
    }
    if (builtin && settings.containsKey("proto")) {
      throw new IllegalArgumentException("the builtin engine has no proto: " + text);
    }
    if (!builtin && settings.keySet().stream().anyMatch(k -> !k.startsWith("option.") && !k.equals("proto"))) {
      throw new IllegalArgumentException("an external engine takes option.NAME=VALUE: " + text);
    }
    if (name.isEmpty()) {
      name = builtin ? "Augur" : Path.of(command.get(0)).toString().replaceAll(".*/", "");
    }
    EngineDefinition definition = new EngineDefinition(name, command, settings);
    if (builtin) {
      try {
        definition.engineSettings();
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("engine definition '" + text + "': " + e.getMessage(), e);
      }
    }
    return definition;
  }

  /** True for Augur in this process. */
  public boolean isBuiltin() {
    return command.isEmpty();
  }

  /** Starts the player; an external engine is started, handshaken and configured. */
  MatchPlayer start(Variant variant) {
    if (isBuiltin()) {
      return new EnginePlayer(name, AugurEngine.create(engineSettings()));
    }
    if ("xboard".equals(settings.get("proto"))) {
      XBoardEngine engine = XBoardEngine.start(command);
      try {
        options().forEach(engine::setOption);
        if (variant == Variant.CHESS960 && !engine.playsFischerRandom()) {
          throw new IllegalArgumentException(name + " does not list fischerandom among its variants");
        }
        return new EnginePlayer(name, engine);
      } catch (RuntimeException e) {
        engine.close();
        throw e;
      }
    }
    UciEngine engine = UciEngine.start(command);
    try {
      options().forEach(engine::setOption);
      if (variant == Variant.CHESS960) {
        engine.setOption("UCI_Chess960", "true");
      }
      return new EnginePlayer(name, engine);
    } catch (RuntimeException e) {
      engine.close();
      throw e;
    }
  }

  /**
   * The built-in engine's settings: the defaults with this definition's, in the order given.
   *
   * @throws IllegalArgumentException for an external engine
   * @throws io.github.augurchess.search.EngineSettingException for a value that does not fit its setting
   */
  public EngineSettings engineSettings() {
    if (!isBuiltin()) {
      throw new IllegalArgumentException("only the builtin engine has engine settings: " + name);
    }
    EngineSettings engine = EngineSettings.defaults();
    for (Map.Entry<String, String> setting : settings.entrySet()) {
      engine = engine.with(setting.getKey(), setting.getValue());
    }
    return engine;
  }

  /**
   * The built-in engine's search parameters: the defaults with the {@code search.KEY=VALUE}
   * settings (the defaults for an external engine).
   *
   * @throws IllegalArgumentException for a value out of range
   */
  public SearchParameters searchParameters() {
    return isBuiltin() ? engineSettings().searchParameters() : SearchParameters.defaults();
  }

  /**
   * This built-in engine with these search parameters: its {@code search.KEY=VALUE} settings
   * replaced by those that differ from the defaults.
   *
   * @throws IllegalArgumentException for an external engine
   */
  public EngineDefinition withSearchParameters(SearchParameters parameters) {
    if (!isBuiltin()) {
      throw new IllegalArgumentException("only the builtin engine takes search parameters: " + name);
    }
    Map<String, String> changed = new LinkedHashMap<>();
    settings.forEach((key, value) -> {
      if (!key.startsWith(SEARCH_PREFIX)) {
        changed.put(key, value);
      }
    });
    parameters.changes().forEach((p, value) -> changed.put(SEARCH_PREFIX + p.key(), Integer.toString(value)));
    return new EngineDefinition(name, command, changed);
  }

  /** The external engine's options, {@code option.} taken off their names, in the order given. */
  private Map<String, String> options() {
    Map<String, String> options = new LinkedHashMap<>();
    settings.forEach((key, value) -> {
      if (key.startsWith("option.")) {
        options.put(key.substring("option.".length()), value);
      }
    });
    return options;
  }
}
