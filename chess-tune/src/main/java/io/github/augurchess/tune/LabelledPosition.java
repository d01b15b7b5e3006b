package io.github.augurchess.tune;

import io.github.augurchess.movegen.Board;

/**
 * A position and the result of the game it came from, the label Texel's method fits.
 *
 * @param position the position
 * @param result the game's result
 */
public record LabelledPosition(Board position, GameResult result) {
  /**
   * The EPD line for this position with the result in the {@code c9} opcode, as {@link
   * LabelledEpdReader} reads it back: {@code <four FEN fields> c9 "1-0";}.
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
    return fen.substring(0, end) + " c9 \"" + result.pgn() + "\";";
  }
}
