package io.github.augurchess.uci;

import java.util.List;

/**
 * One option the UCI front end offers, as announced by {@code option name ... type ...}.
 *
 * @param name the name, matched case-insensitively by {@code setoption}
 * @param type {@code spin}, {@code check}, {@code combo}, {@code button} or {@code string}
 * @param defaultValue the default (empty for a button)
 * @param min the smallest value of a spin
 * @param max the largest value of a spin
 * @param choices the values of a combo
 */
record UciOption(String name, String type, String defaultValue, long min, long max, List<String> choices) {
  static UciOption spin(String name, long defaultValue, long min, long max) {
    return new UciOption(name, "spin", Long.toString(defaultValue), min, max, List.of());
  }

  static UciOption check(String name, boolean defaultValue) {
    return new UciOption(name, "check", Boolean.toString(defaultValue), 0, 0, List.of());
  }

  static UciOption combo(String name, String defaultValue, List<String> choices) {
    return new UciOption(name, "combo", defaultValue, 0, 0, List.copyOf(choices));
  }

  static UciOption button(String name) {
    return new UciOption(name, "button", "", 0, 0, List.of());
  }

  static UciOption string(String name, String defaultValue) {
    return new UciOption(name, "string", defaultValue, 0, 0, List.of());
  }

  /** The announcement line sent after {@code uci}. */
  String announcement() {
    StringBuilder sb = new StringBuilder("option name ").append(name).append(" type ").append(type);
    switch (type) {
      case "spin" -> sb.append(" default ").append(defaultValue).append(" min ").append(min).append(" max ").append(max);
      case "check", "string" -> sb.append(" default ").append(defaultValue.isEmpty() ? "<empty>" : defaultValue);
      case "combo" -> {
        sb.append(" default ").append(defaultValue);
        for (String choice : choices) {
          sb.append(" var ").append(choice);
        }
      }
      default -> { }
    }
    return sb.toString();
  }

  /** The spin value of this text, checked against the bounds. */
  long parseSpin(String text) throws UciCommandException {
    long value = Tokens.parseLong(name, text);
    if (value < min || value > max) {
      throw new UciCommandException(name + " must be " + min + " to " + max + ", was " + value);
    }
    return value;
  }

  /** The check value of this text: {@code true} or {@code false}, in any case. */
  boolean parseCheck(String text) throws UciCommandException {
    if (text.equalsIgnoreCase("true")) {
      return true;
    }
    if (text.equalsIgnoreCase("false")) {
      return false;
    }
    throw new UciCommandException(name + " must be true or false, was '" + text + "'");
  }

  /** The combo choice matching this text, in its announced spelling. */
  String parseCombo(String text) throws UciCommandException {
    for (String choice : choices) {
      if (choice.equalsIgnoreCase(text)) {
        return choice;
      }
    }
    throw new UciCommandException(name + " must be one of " + choices + ", was '" + text + "'");
  }
}
