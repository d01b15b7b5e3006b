package io.github.augurchess.review;

import io.github.augurchess.api.Score;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code [%eval …]} command in PGN comments, in the convention Lichess, ChessBase and
 * python-chess share: the score from White's point of view, in pawns with two decimals ({@code
 * [%eval 0.35]}, {@code [%eval -1.20]}) or a mate in moves ({@code [%eval #3]} White mates, {@code
 * [%eval #-2]} Black mates).
 */
public final class EvalComment {
  private static final Pattern EVAL =
      Pattern.compile("\\[%eval\\s+(?:#([+-]?\\d{1,5})|([+-]?\\d{1,5}(?:\\.\\d{1,2})?))(?:,\\d+)?\\]");

  private EvalComment() {}

  /**
   * The command for a White's-view score.
   *
   * @throws IllegalArgumentException for {@code mateIn(0)}, which has no sign to tell who mated
   */
  public static String format(Score whiteView) {
    return "[%eval " + formatValue(whiteView) + "]";
  }

  /** The value alone, as in the command: {@code 0.35}, {@code -1.20}, {@code #3}, {@code #-2}. */
  public static String formatValue(Score whiteView) {
    if (whiteView.isMate()) {
      if (whiteView.mateMoves() == 0) {
        throw new IllegalArgumentException("a checkmate on the board has no [%eval] sign");
      }
      return "#" + whiteView.mateMoves();
    }
    return BigDecimal.valueOf(whiteView.centipawns(), 2).setScale(2, RoundingMode.UNNECESSARY).toPlainString();
  }

  /** The first {@code [%eval]} in a comment as a White's-view score, if there is one. */
  public static Optional<Score> parse(String comment) {
    Matcher m = EVAL.matcher(comment);
    if (!m.find()) {
      return Optional.empty();
    }
    String mate = m.group(1);
    if (mate != null) {
      return Optional.of(Score.mateIn(Integer.parseInt(mate)));
    }
    String pawns = m.group(2);
    if (pawns == null) {
      return Optional.empty();
    }
    return Optional.of(Score.centipawns(new BigDecimal(pawns).movePointRight(2).setScale(0, RoundingMode.HALF_EVEN)
        .intValueExact()));
  }

  /** The comment without its {@code [%eval]} commands (and the spaces they leave), for re-annotating. */
  public static String strip(String comment) {
    return EVAL.matcher(comment).replaceAll("").replaceAll("\\s{2,}", " ").strip();
  }
}
