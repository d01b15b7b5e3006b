package io.github.augurchess.client;

import java.util.ArrayList;
import java.util.List;

/** Splits an engine's protocol lines into words. */
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
}
