package io.github.augurchess.uci;

import java.util.ArrayList;
import java.util.List;

/** Splits protocol lines into words and reads numbers from them with protocol-level errors. */
final class Tokens {
  private Tokens() {}

  /** The words of a line, split on any run of whitespace (UCI allows several spaces and tabs). */
  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    for (String word : line.strip().split("\\s+")) {
      if (!word.isEmpty()) {
        words.add(word);
      }
    }
    return words;
  }

  /** The word after {@code index}, which names what the value is for. */
  static String valueAfter(List<String> words, int index) throws UciCommandException {
    if (index + 1 >= words.size()) {
      throw new UciCommandException("'" + words.get(index) + "' needs a value");
    }
    return words.get(index + 1);
  }

  static long parseLong(String what, String text) throws UciCommandException {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new UciCommandException("'" + what + "' needs an integer, not '" + text + "'");
    }
  }

  static int parseInt(String what, String text) throws UciCommandException {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new UciCommandException("'" + what + "' needs an integer, not '" + text + "'");
    }
  }
}
