package io.github.augurchess.match;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.time.LocalDate;
import java.time.ZoneOffset;

/** Writes a match game in PGN export format, each engine move commented with score, depth and time. */
final class MatchPgn {
  private static final int LINE_WIDTH = 79;

  private MatchPgn() {}

  static String format(GameRecord game, int round, String event, TimeControl timeControl) {
    StringBuilder sb = new StringBuilder();
    tag(sb, "Event", event);
    tag(sb, "Site", "?");
    tag(sb, "Date", LocalDate.now(ZoneOffset.UTC).toString().replace('-', '.'));
    tag(sb, "Round", Integer.toString(round));
    tag(sb, "White", game.white());
    tag(sb, "Black", game.black());
    tag(sb, "Result", game.result());
    Board board = game.start().copy();
    if (board.variant() == Variant.CHESS960) {
      tag(sb, "Variant", "Chess960");
    }
    if (board.variant() == Variant.CHESS960 || !board.fen().equals(Fen.STARTING_POSITION)) {
      tag(sb, "SetUp", "1");
      tag(sb, "FEN", board.fen());
    }
    tag(sb, "TimeControl", timeControl.toString());
    tag(sb, "Termination", game.reason());
    sb.append('\n');
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < game.moves().size(); i++) {
      Move move = game.moves().get(i);
      if (board.sideToMove() == io.github.augurchess.api.Color.WHITE) {
        word(sb, line, board.fullmoveNumber() + ".");
      } else if (i == 0) {
        word(sb, line, board.fullmoveNumber() + "...");
      }
      word(sb, line, board.san(move));
      String comment = game.comments().get(i);
      if (!comment.isEmpty()) {
        word(sb, line, "{" + comment.replace('}', ')') + "}");
      }
      board.play(move);
    }
    word(sb, line, "{" + game.reason().replace('}', ')') + "}");
    word(sb, line, game.result());
    sb.append(line).append("\n\n");
    return sb.toString();
  }

  private static void tag(StringBuilder sb, String name, String value) {
    sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
  }

  private static void word(StringBuilder sb, StringBuilder line, String word) {
    if (line.length() > 0 && line.length() + 1 + word.length() > LINE_WIDTH) {
      sb.append(line).append('\n');
      line.setLength(0);
    }
    if (line.length() > 0) {
      line.append(' ');
    }
    line.append(word);
  }
}
