package io.github.augurchess.match;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnWriter;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * A match game as a {@link PgnGame}, written by {@link PgnWriter} in export format: each engine
 * move commented with score, depth and time, and the termination as the last comment.
 */
final class MatchPgn {
  private MatchPgn() {}

  static String format(GameRecord game, int round, String event, TimeControl timeControl) {
    return PgnWriter.toString(toPgnGame(game, round, event, timeControl));
  }

  static PgnGame toPgnGame(GameRecord game, int round, String event, TimeControl timeControl) {
    Board start = game.start().copy();
    PgnGame pgn = new PgnGame(start);
    pgn.setTag("Event", event);
    pgn.setTag("Site", "?");
    pgn.setTag("Date", LocalDate.now(ZoneOffset.UTC).toString().replace('-', '.'));
    pgn.setTag("Round", Integer.toString(round));
    pgn.setTag("White", game.white());
    pgn.setTag("Black", game.black());
    pgn.setTag("TimeControl", timeControl.toString());
    pgn.setTag("Termination", game.reason());
    pgn.setResult(game.result());
    GameNode node = pgn.root();
    for (int i = 0; i < game.moves().size(); i++) {
      node = node.addMove(game.moves().get(i));
      String comment = game.comments().get(i);
      if (!comment.isEmpty()) {
        node.addComment(comment);
      }
    }
    node.addComment(game.reason());
    return pgn;
  }
}
