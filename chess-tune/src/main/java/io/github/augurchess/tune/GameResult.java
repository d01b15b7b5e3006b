package io.github.augurchess.tune;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A game's result as a training label: white's score, 1 for a white win, 0.5 for a draw, 0 for a
 * black win.
 */
public enum GameResult {
  /** White won: label 1. */
  WHITE_WINS(1.0, "1-0"),
  /** A draw: label 0.5. */
  DRAW(0.5, "1/2-1/2"),
  /** Black won: label 0. */
  BLACK_WINS(0.0, "0-1");

  private final double whiteScore;
  private final String pgn;

  GameResult(double whiteScore, String pgn) {
    this.whiteScore = whiteScore;
    this.pgn = pgn;
  }

  /** White's score: 1, 0.5 or 0. */
  public double whiteScore() {
    return whiteScore;
  }

  /** The PGN result token: {@code 1-0}, {@code 1/2-1/2} or {@code 0-1}. */
  public String pgn() {
    return pgn;
  }

  /**
   * Reads a result in the forms training files use: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2},
   * {@code 1/2}, {@code ½-½}, or white's score {@code 1}, {@code 1.0}, {@code 0.5}, {@code 0},
   * {@code 0.0}; quotes, brackets and a trailing semicolon around it are ignored. An unfinished
   * game ({@code *}) or anything else gives nothing.
   */
  public static Optional<GameResult> parse(String text) {
    switch (unwrap(text).toLowerCase(Locale.ROOT)) {
      case "1-0":
      case "1":
      case "1.0":
      case "1.00":
        return Optional.of(WHITE_WINS);
      case "0-1":
      case "0":
      case "0.0":
      case "0.00":
        return Optional.of(BLACK_WINS);
      case "1/2-1/2":
      case "1/2":
      case "½-½":
      case "0.5":
      case "0.50":
      case "=":
        return Optional.of(DRAW);
      default:
        return Optional.empty();
    }
  }

  /**
   * Reads a training label: a result as {@link #parse} reads it, or white's expected score as a
   * plain decimal in [0, 1] ({@code 0.7312}, {@code .25}; no sign, exponent or NaN), with the same
   * quotes, brackets and semicolon around it. Anything else gives nothing.
   */
  public static OptionalDouble parseLabel(String text) {
    Optional<GameResult> result = parse(text);
    if (result.isPresent()) {
      return OptionalDouble.of(result.get().whiteScore());
    }
    String t = unwrap(text);
    if (!t.matches("[01]?\\.[0-9]{1,9}|[01]")) {
      return OptionalDouble.empty();
    }
    double value = Double.parseDouble(t);
    return value <= 1 ? OptionalDouble.of(value) : OptionalDouble.empty();
  }

  /** The text without surrounding blanks, a trailing semicolon, and quotes or brackets. */
  private static String unwrap(String text) {
    String t = text.strip();
    if (t.endsWith(";")) {
      t = t.substring(0, t.length() - 1).strip();
    }
    if (t.length() >= 2 && ((t.startsWith("\"") && t.endsWith("\"")) || (t.startsWith("[") && t.endsWith("]")))) {
      t = t.substring(1, t.length() - 1).strip();
    }
    return t;
  }
}
