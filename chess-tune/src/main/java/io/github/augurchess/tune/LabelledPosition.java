package io.github.augurchess.tune;

import io.github.augurchess.movegen.Board;
import java.util.Locale;
import java.util.Optional;

/**
 * A position and its label, the target Texel's method fits: white's expected score, 1, 0.5 or 0
 * for the result of the game the position came from, or anything between for a soft label (a
 * stronger engine's judgement turned into a win probability, or a blend of that and the result).
 *
 * @param position the position
 * @param label white's expected score, in [0, 1]
 */
public record LabelledPosition(Board position, double label) {
  /**
   * Checks the label.
   *
   * @throws IllegalArgumentException if the label is not in [0, 1]
   */
  public LabelledPosition {
    if (!(label >= 0 && label <= 1)) {
      throw new IllegalArgumentException("a label is white's expected score, in [0, 1]: " + label);
    }
  }

  /** A position labelled with the result of its game. */
  public LabelledPosition(Board position, GameResult result) {
    this(position, result.whiteScore());
  }

  /** The game result the label is, if it is exactly 1, 0.5 or 0. */
  public Optional<GameResult> result() {
    for (GameResult r : GameResult.values()) {
      if (r.whiteScore() == label) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /**
   * The line for this position as {@link LabelledEpdReader} reads it back: {@code <four FEN
   * fields> c9 "1-0";} for a game result, {@code <four FEN fields> [0.7312]} for a soft label.
   */
  public String toEpd() {
    String fen = position.fen();
    int end = fen.length();
    for (int spaces = 0, i = 0; i < fen.length(); i++) {
      if (fen.charAt(i) == ' ' && ++spaces == 4) {
        end = i;
        break;
      }
    }
    Optional<GameResult> result = result();
    return fen.substring(0, end) + (result.isPresent()
        ? " c9 \"" + result.get().pgn() + "\";"
        : String.format(Locale.ROOT, " [%.4f]", label));
  }
}
