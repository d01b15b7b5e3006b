package io.github.augurchess.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * An option an engine announced: UCI's {@code option name ... type ...} or XBoard's {@code
 * feature option="NAME -TYPE ..."}, in one form.
 *
 * @param name the name, as the engine spells it (set it in any case)
 * @param type what values it takes
 * @param defaultValue the default ({@code true}/{@code false} for a check, empty for a button)
 * @param min the smallest value of a spin, 0 otherwise
 * @param max the largest value of a spin, 0 otherwise
 * @param choices the values of a combo, empty otherwise
 */
public record EngineOption(String name, Type type, String defaultValue, long min, long max, List<String> choices) {
  /** The kinds of option, as UCI names them (XBoard's slider is a spin, file and path are strings). */
  public enum Type {
    /** True or false. */
    CHECK,
    /** An integer between {@link EngineOption#min()} and {@link EngineOption#max()}. */
    SPIN,
    /** One of {@link EngineOption#choices()}. */
    COMBO,
    /** An action without a value. */
    BUTTON,
    /** Any text (a file name, for example). */
    STRING
  }

  /** Copies the choices. */
  public EngineOption {
    choices = List.copyOf(choices);
  }

  /**
   * Reads a UCI {@code option} line; empty for a line that is not one or has no known type.
   * Names and values may hold spaces: a field runs to the next keyword.
   */
  public static Optional<EngineOption> parseUci(String line) {
    List<String> words = Tokens.split(line);
    if (words.size() < 5 || !words.get(0).equals("option") || !words.get(1).equals("name")) {
      return Optional.empty();
    }
    int typeAt = words.lastIndexOf("type");
    if (typeAt < 3 || typeAt + 1 >= words.size()) {
      return Optional.empty();
    }
    String name = String.join(" ", words.subList(2, typeAt));
    Type type;
    switch (words.get(typeAt + 1).toLowerCase(Locale.ROOT)) {
      case "check" -> type = Type.CHECK;
      case "spin" -> type = Type.SPIN;
      case "combo" -> type = Type.COMBO;
      case "button" -> type = Type.BUTTON;
      case "string" -> type = Type.STRING;
      default -> {
        return Optional.empty();
      }
    }
    String defaultValue = "";
    long min = 0;
    long max = 0;
    List<String> choices = new ArrayList<>();
    int i = typeAt + 2;
    while (i < words.size()) {
      String key = words.get(i);
      int end = i + 1;
      while (end < words.size() && !List.of("default", "min", "max", "var").contains(words.get(end))) {
        end++;
      }
      String value = String.join(" ", words.subList(i + 1, end));
      switch (key) {
        case "default" -> defaultValue = value.equals("<empty>") ? "" : value;
        case "min" -> min = number(value, min);
        case "max" -> max = number(value, max);
        case "var" -> choices.add(value);
        default -> { }
      }
      i = end;
    }
    return Optional.of(new EngineOption(name, type, defaultValue, min, max, choices));
  }

  /**
   * Reads the value of XBoard's {@code feature option="..."}: {@code NAME -spin DEFAULT MIN MAX},
   * {@code -slider} likewise, {@code -check 0|1}, {@code -combo A /// *B /// C} (the starred
   * choice is the default), {@code -string TEXT}, {@code -file PATH}, {@code -path PATH}, and
   * {@code -button}, {@code -save}, {@code -reset}. Empty for anything else.
   */
  static Optional<EngineOption> parseXBoard(String definition) {
    java.util.regex.Matcher m = java.util.regex.Pattern
        .compile("(.+?)\\s+-(button|save|reset|check|string|spin|combo|slider|file|path)\\b\\s*(.*)")
        .matcher(definition.strip());
    if (!m.matches()) {
      return Optional.empty();
    }
    String name = group(m, 1).strip();
    String kind = group(m, 2);
    String rest = group(m, 3).strip();
    switch (kind) {
      case "button", "save", "reset" -> {
        return Optional.of(new EngineOption(name, Type.BUTTON, "", 0, 0, List.of()));
      }
      case "check" -> {
        return Optional.of(new EngineOption(name, Type.CHECK, rest.equals("1") ? "true" : "false", 0, 0, List.of()));
      }
      case "spin", "slider" -> {
        String[] numbers = rest.split("\\s+");
        if (numbers.length < 3) {
          return Optional.empty();
        }
        return Optional.of(new EngineOption(name, Type.SPIN, numbers[0], number(numbers[1], 0),
            number(numbers[2], 0), List.of()));
      }
      case "combo" -> {
        List<String> choices = new ArrayList<>();
        String defaultValue = "";
        for (String choice : rest.split("\\s*///\\s*")) {
          String plain = choice.startsWith("*") ? choice.substring(1) : choice;
          if (choice.startsWith("*") || defaultValue.isEmpty()) {
            defaultValue = plain;
          }
          choices.add(plain);
        }
        return Optional.of(new EngineOption(name, Type.COMBO, defaultValue, 0, 0, choices));
      }
      default -> {
        return Optional.of(new EngineOption(name, Type.STRING, rest, 0, 0, List.of()));
      }
    }
  }

  /** A group that the pattern always captures (possibly empty). */
  private static String group(java.util.regex.Matcher m, int index) {
    String text = m.group(index);
    return text == null ? "" : text;
  }

  private static long number(String text, long fallback) {
    return text.matches("-?\\d{1,18}") ? Long.parseLong(text) : fallback;
  }
}
