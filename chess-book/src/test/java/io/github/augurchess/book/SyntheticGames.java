package io.github.augurchess.book;

/** PGN made up for tests, the same text on every call. */
final class SyntheticGames {
  private SyntheticGames() {}

  /**
   * 20,000 short games, 1.e4 in about 17,000 of them: enough for polyglot's halving of a
   * position's counts at 16,384 games. {@code testdata/polyglot/expected/synthetic-halving.bin} is what {@code
   * polyglot make-book} writes from this text with its defaults.
   */
  static String halvingPgn() {
    String[] results = {"1-0", "0-1", "1/2-1/2", "*"};
    StringBuilder pgn = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      String result = results[i % 4];
      String moves = i % 7 == 0 ? "1. d4 d5 2. c4 e6" : i % 5 == 0 ? "1. e4 c5 2. Nf3 d6" : "1. e4 e5 2. Nf3 Nc6";
      pgn.append("[Event \"g").append(i).append("\"]\n[Result \"").append(result).append("\"]\n\n")
          .append(moves).append(' ').append(result).append("\n\n");
    }
    return pgn.toString();
  }
}
