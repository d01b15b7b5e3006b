package io.github.augurchess.review;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.render.Arrow;
import io.github.augurchess.render.BoardSvg;
import io.github.augurchess.render.SvgText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reviews as one self-contained HTML page (no scripts, no external files): for each game its
 * players' summary, the evaluation graph as inline SVG (White's win probability after each move,
 * the errors marked), its critical positions as boards with the played move in red and the
 * engine's in green, and the moves with their scores and marks. The same reviews give the same
 * bytes.
 */
public final class ReviewReport {
  /** The most critical positions shown per game. */
  public static final int MAX_CRITICAL = 6;

  private static final int GRAPH_WIDTH = 720;
  private static final int GRAPH_HEIGHT = 180;

  private ReviewReport() {}

  /** The page for one or more reviewed games. */
  public static String html(List<GameReview> reviews) {
    StringBuilder out = new StringBuilder(64 * 1024);
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
    out.append(reviews.size() == 1 ? escape(title(reviews.get(0))) : "Game review: " + reviews.size() + " games");
    out.append("</title>\n<style>\n")
        .append("body{font-family:sans-serif;margin:24px;color:#222;background:#fafafa;max-width:1000px}\n")
        .append("h1{font-size:22px}h2{font-size:18px;margin-top:28px}\n")
        .append("table{border-collapse:collapse;margin:8px 0}td,th{padding:3px 10px;border-bottom:1px solid #ddd;")
        .append("text-align:left}\n")
        .append(".num{text-align:right;font-variant-numeric:tabular-nums}\n")
        .append(".inaccuracy{color:#b8860b}.mistake{color:#d2691e}.blunder{color:#c00000;font-weight:bold}\n")
        .append(".critical{display:inline-block;vertical-align:top;width:300px;margin:0 16px 16px 0}\n")
        .append(".critical p{margin:4px 0;font-size:14px}\n.moves td{font-size:14px}\n")
        .append("</style>\n</head>\n<body>\n");
    int gameNumber = 0;
    for (GameReview review : reviews) {
      appendGame(out, review, ++gameNumber);
    }
    out.append("</body>\n</html>\n");
    return out.toString();
  }

  private static String title(GameReview review) {
    return tag(review, "White") + " \u2013 " + tag(review, "Black") + ", " + review.game().result();
  }

  private static String tag(GameReview review, String name) {
    String value = review.game().tag(name);
    return value == null ? "?" : value;
  }

  private static void appendGame(StringBuilder out, GameReview review, int number) {
    String id = "g" + number;
    out.append("<section id=\"").append(id).append("\">\n<h1>").append(escape(title(review))).append("</h1>\n");
    List<String> known = new ArrayList<>();
    for (String name : List.of("Event", "Site", "Date", "Round")) {
      String value = tag(review, name);
      if (!value.isEmpty() && !value.equals("?") && !value.contains("??")) {
        known.add(name.equals("Round") ? "round " + value : value);
      }
    }
    out.append("<p>").append(known.isEmpty() ? "" : escape(String.join(", ", known)) + ". ").append("Reviewed by ")
        .append(escape(review.engine()))
        .append(" (").append(escape(review.limits())).append(" a position).</p>\n");
    appendSummary(out, review);
    out.append("<h2>Evaluation</h2>\n");
    appendGraph(out, review);
    appendCritical(out, review, id);
    appendMoves(out, review);
    out.append("</section>\n");
  }

  private static void appendSummary(StringBuilder out, GameReview review) {
    out.append("<table class=\"summary\">\n<tr><th>Player</th><th>Side</th><th class=\"num\">Accuracy</th>")
        .append("<th class=\"num\">Average loss (cp)</th><th class=\"num\">Inaccuracies</th>")
        .append("<th class=\"num\">Mistakes</th><th class=\"num\">Blunders</th></tr>\n");
    for (Color color : Color.values()) {
      PlayerSummary s = review.summary(color);
      out.append("<tr><td>").append(escape(tag(review, color == Color.WHITE ? "White" : "Black"))).append("</td><td>")
          .append(color == Color.WHITE ? "White" : "Black").append("</td><td class=\"num\">")
          .append(s.moves() == 0 ? "\u2013" : String.format(Locale.ROOT, "%.1f", s.accuracy()))
          .append("</td><td class=\"num\">").append(String.format(Locale.ROOT, "%.0f", s.averageCentipawnLoss()))
          .append("</td><td class=\"num inaccuracy\">").append(s.inaccuracies())
          .append("</td><td class=\"num mistake\">").append(s.mistakes())
          .append("</td><td class=\"num blunder\">").append(s.blunders()).append("</td></tr>\n");
    }
    out.append("</table>\n");
  }

  /** White's win probability after each move: White's share in white from the bottom, Black's dark above. */
  private static void appendGraph(StringBuilder out, GameReview review) {
    List<MoveReview> moves = review.moves();
    WinProbability curve = review.curve();
    int n = moves.size();
    double step = (double) GRAPH_WIDTH / n;
    out.append("<svg class=\"graph\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(GRAPH_WIDTH)
        .append("\" height=\"").append(GRAPH_HEIGHT).append("\" viewBox=\"0 0 ").append(GRAPH_WIDTH).append(' ')
        .append(GRAPH_HEIGHT).append("\">\n");
    out.append("<rect x=\"0\" y=\"0\" width=\"").append(GRAPH_WIDTH).append("\" height=\"").append(GRAPH_HEIGHT)
        .append("\" fill=\"#3a3a3a\"/>\n");
    StringBuilder points = new StringBuilder();
    points.append("0,").append(GRAPH_HEIGHT).append(' ');
    points.append("0,").append(y(curve.of(moves.get(0).before()))).append(' ');
    for (int i = 0; i < n; i++) {
      points.append(number((i + 1) * step)).append(',').append(y(curve.of(moves.get(i).after()))).append(' ');
    }
    points.append(GRAPH_WIDTH).append(',').append(GRAPH_HEIGHT);
    out.append("<polygon class=\"white-share\" points=\"").append(points).append("\" fill=\"#ffffff\"/>\n");
    out.append("<line x1=\"0\" y1=\"").append(GRAPH_HEIGHT / 2).append("\" x2=\"").append(GRAPH_WIDTH)
        .append("\" y2=\"").append(GRAPH_HEIGHT / 2).append("\" stroke=\"#999999\" stroke-dasharray=\"4 4\"/>\n");
    for (int i = 0; i < n; i++) {
      MoveReview m = moves.get(i);
      if (m.moveClass().isError()) {
        out.append("<circle class=\"").append(m.moveClass().name().toLowerCase(Locale.ROOT)).append("\" cx=\"")
            .append(number((i + 1) * step)).append("\" cy=\"").append(y(curve.of(m.after()))).append("\" r=\"4\" fill=\"")
            .append(markColor(m.moveClass())).append("\" stroke=\"#ffffff\"><title>")
            .append(escape(moveLabel(m) + " " + GameReview.word(m.moveClass()))).append("</title></circle>\n");
      }
    }
    out.append("</svg>\n");
  }

  private static String y(double whiteWin) {
    return number((1 - whiteWin) * GRAPH_HEIGHT);
  }

  private static String markColor(MoveClass moveClass) {
    switch (moveClass) {
      case INACCURACY:
        return "#e0b000";
      case MISTAKE:
        return "#e07000";
      default:
        return "#d00000";
    }
  }

  private static void appendCritical(StringBuilder out, GameReview review, String id) {
    List<MoveReview> errors = new ArrayList<>();
    for (MoveReview m : review.moves()) {
      if (m.moveClass().isError()) {
        errors.add(m);
      }
    }
    errors.sort(Comparator.comparingDouble((MoveReview m) -> -m.judgement().winDrop()).thenComparingInt(MoveReview::ply));
    List<MoveReview> shown = new ArrayList<>(errors.subList(0, Math.min(MAX_CRITICAL, errors.size())));
    shown.sort(Comparator.comparingInt(MoveReview::ply));
    if (shown.isEmpty()) {
      return;
    }
    out.append("<h2>Critical positions</h2>\n<div class=\"criticals\">\n");
    Board board = review.game().startPosition();
    int ply = 0;
    for (MoveReview m : shown) {
      while (ply < m.ply()) {
        board.play(review.moves().get(ply).move());
        ply++;
      }
      BoardSvg picture = BoardSvg.of(board).size(300).orientation(m.mover()).lastMove(board.lastMove())
          .arrow(new Arrow(m.move().from(), m.move().to(), "#c00000"));
      Move best = m.bestMove().orElse(null);
      if (best != null && !best.equals(m.move())) {
        picture.arrow(Arrow.of(best.from(), best.to()));
      }
      out.append("<div class=\"critical\" id=\"").append(id).append("-ply").append(m.ply()).append("\">\n")
          .append(picture.toSvgElement(id + "-p" + m.ply() + "-"))
          .append("<p><span class=\"").append(m.moveClass().name().toLowerCase(Locale.ROOT)).append("\">")
          .append(escape(moveLabel(m))).append("</span> ").append(escape(GameReview.word(m.moveClass())))
          .append(" (").append(escape(GameReview.pawns(m.before()))).append(" \u2192 ")
          .append(escape(GameReview.pawns(m.after()))).append(String.format(Locale.ROOT, ", win chance %.0f%% \u2192 %.0f%%",
              100 * m.judgement().winBefore(), 100 * m.judgement().winAfter())).append(")</p>\n");
      if (!m.bestLine().isEmpty()) {
        out.append("<p>Better: ").append(escape(sanLine(board, m.ply(), m.bestLine()))).append("</p>\n");
      }
      out.append("</div>\n");
    }
    out.append("</div>\n");
  }

  private static String sanLine(Board from, int ply, List<Move> line) {
    Board b = from.copy();
    StringBuilder text = new StringBuilder();
    boolean first = true;
    for (Move move : line) {
      if (b.sideToMove() == Color.WHITE) {
        text.append(first ? "" : " ").append(b.fullmoveNumber()).append(". ");
      } else if (first) {
        text.append(b.fullmoveNumber()).append("... ");
      } else {
        text.append(' ');
      }
      text.append(b.san(move));
      b.play(move);
      first = false;
    }
    return text.toString();
  }

  private static String moveLabel(MoveReview m) {
    return m.moveNumber() + (m.mover() == Color.WHITE ? ". " : "... ") + m.san() + m.moveClass().symbol();
  }

  private static void appendMoves(StringBuilder out, GameReview review) {
    out.append("<h2>Moves</h2>\n<table class=\"moves\">\n");
    List<MoveReview> moves = review.moves();
    int i = 0;
    while (i < moves.size()) {
      MoveReview first = moves.get(i);
      out.append("<tr><td class=\"num\">").append(first.moveNumber()).append(".</td>");
      @Nullable MoveReview white = first.mover() == Color.WHITE ? first : null;
      @Nullable MoveReview black = null;
      if (white == null) {
        black = first;
        i++;
      } else {
        i++;
        if (i < moves.size() && moves.get(i).mover() == Color.BLACK) {
          black = moves.get(i);
          i++;
        }
      }
      appendMoveCells(out, white);
      appendMoveCells(out, black);
      out.append("</tr>\n");
    }
    out.append("</table>\n");
  }

  private static void appendMoveCells(StringBuilder out, @Nullable MoveReview m) {
    if (m == null) {
      out.append("<td></td><td></td>");
      return;
    }
    String cls = m.moveClass().isError() ? " class=\"" + m.moveClass().name().toLowerCase(Locale.ROOT) + "\"" : "";
    out.append("<td").append(cls).append('>').append(escape(m.san() + m.moveClass().symbol()))
        .append("</td><td class=\"num\">").append(m.isCheckmate() ? "#" : escape(GameReview.pawns(m.after())))
        .append("</td>");
  }

  private static String number(double value) {
    return SvgText.decimal(value, 1);
  }

  private static String escape(String text) {
    return SvgText.escape(text);
  }
}
