package io.github.augurchess.review;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The review of one game: every move of its main line reviewed, and a summary per player.
 *
 * @param game the game reviewed
 * @param moves the moves in order
 * @param white White's summary
 * @param black Black's summary
 * @param engine the engine's name
 * @param limits the search each position got, as text
 * @param curve the win-probability curve the moves were judged by
 */
public record GameReview(
    PgnGame game,
    List<MoveReview> moves,
    PlayerSummary white,
    PlayerSummary black,
    String engine,
    String limits,
    WinProbability curve) {

  /** Copies the list. */
  public GameReview {
    moves = List.copyOf(moves);
  }

  /** The summary of one side. */
  public PlayerSummary summary(Color color) {
    return color == Color.WHITE ? white : black;
  }

  /**
   * The scores of the positions from White's point of view: the start position's first, then the
   * one after each move.
   */
  public List<Score> scores() {
    List<Score> scores = new ArrayList<>(moves.size() + 1);
    scores.add(moves.get(0).before());
    for (MoveReview m : moves) {
      scores.add(m.after());
    }
    return scores;
  }

  /**
   * The game with the review written into it, ready for {@link io.github.augurchess.pgn.PgnWriter}:
   * the original tags with an {@code Annotator} tag added, a comment before the first move with
   * each player's accuracy and errors, after every move an {@code [%eval]} comment (left out only
   * on a checkmating move), on worse moves the NAG ({@code $6} {@code ?!}, {@code $2} {@code ?},
   * {@code $4} {@code ??}), a word on the move and the engine's better line as a variation. The
   * original's comments on the main line are kept (without their own {@code [%eval]}); its
   * variations are left out.
   */
  public PgnGame annotatedGame() {
    Board board = game.startPosition();
    PgnGame annotated = new PgnGame(board);
    game.tags().forEach(annotated::setTag);
    annotated.setTag("Annotator", "Augur review (" + engine + ", " + limits + ")");
    annotated.setResult(game.result());
    GameNode original = game.root();
    GameNode node = annotated.root();
    copyComments(original, node);
    node.addComment(summaryComment(white) + " " + summaryComment(black));
    for (MoveReview review : moves) {
      GameNode originalNext = original.next();
      GameNode parent = node;
      node = parent.addMove(review.move());
      if (originalNext != null) {
        copyComments(originalNext, node);
        original = originalNext;
      }
      MoveClass moveClass = review.moveClass();
      StringBuilder comment = new StringBuilder();
      if (!isMateDelivered(review)) {
        comment.append(EvalComment.format(review.after()));
      }
      if (moveClass.isError()) {
        if (comment.length() > 0) {
          comment.append(' ');
        }
        comment.append('(').append(pawns(review.before())).append(" \u2192 ").append(pawns(review.after()))
            .append(") ").append(word(moveClass)).append('.');
        if (!review.bestLine().isEmpty()) {
          comment.append(' ').append(board.san(review.bestLine().get(0))).append(" was best.");
        }
        node.addNag(moveClass.nag());
      }
      if (comment.length() > 0) {
        node.addComment(comment.toString());
      }
      if (!review.bestLine().isEmpty()) {
        GameNode variation = parent;
        for (Move m : review.bestLine()) {
          variation = variation.addMove(m);
        }
      }
      board.play(review.move());
    }
    return annotated;
  }

  private static boolean isMateDelivered(MoveReview review) {
    return review.isCheckmate();
  }

  private static void copyComments(GameNode from, GameNode to) {
    for (String c : from.comments()) {
      String stripped = EvalComment.strip(c);
      if (!stripped.isEmpty()) {
        to.addComment(stripped);
      }
    }
  }

  /** A score for people: {@code +0.35}, {@code -1.20}, {@code #3}, {@code #-2}, {@code #} for mate on the board. */
  static String pawns(Score whiteView) {
    if (whiteView.isMate() && whiteView.mateMoves() == 0) {
      return "#";
    }
    String value = EvalComment.formatValue(whiteView);
    return whiteView.isMate() || value.startsWith("-") ? value : "+" + value;
  }

  static String word(MoveClass moveClass) {
    switch (moveClass) {
      case INACCURACY:
        return "Inaccuracy";
      case MISTAKE:
        return "Mistake";
      case BLUNDER:
        return "Blunder";
      default:
        return "Good move";
    }
  }

  private static String summaryComment(PlayerSummary s) {
    if (s.moves() == 0) {
      return (s.color() == Color.WHITE ? "White" : "Black") + ": no moves.";
    }
    return String.format(Locale.ROOT, "%s: accuracy %.1f, %d %s, %d %s, %d %s, average loss %.0f cp.",
        s.color() == Color.WHITE ? "White" : "Black", s.accuracy(), s.inaccuracies(),
        s.inaccuracies() == 1 ? "inaccuracy" : "inaccuracies", s.mistakes(), s.mistakes() == 1 ? "mistake" : "mistakes",
        s.blunders(), s.blunders() == 1 ? "blunder" : "blunders", s.averageCentipawnLoss());
  }

  /** The report as a self-contained HTML page ({@link ReviewReport}). */
  public String toHtml() {
    return ReviewReport.html(List.of(this));
  }
}
