package io.github.augurchess.cli;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.movegen.Board;
import java.util.List;

/** Writes search iterations as UCI {@code info} lines. */
final class InfoLines {
  private InfoLines() {}

  /** One line per principal variation of the iteration, moves in the board's UCI convention. */
  static String format(SearchInfo info, PvLine line, Board root) {
    StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
        .append(" seldepth ").append(info.selectiveDepth())
        .append(" multipv ").append(line.rank())
        .append(" score ").append(line.score().toUci())
        .append(" nodes ").append(info.nodes())
        .append(" nps ").append(info.nodesPerSecond())
        .append(" hashfull ").append(info.hashFullPermille())
        .append(" time ").append(info.timeMillis())
        .append(" pv");
    appendMoves(sb, line.moves(), root);
    return sb.toString();
  }

  /** Appends the moves in UCI notation, played out on a copy of the root. */
  static void appendMoves(StringBuilder sb, List<Move> moves, Board root) {
    Board board = root.copy();
    for (Move move : moves) {
      sb.append(' ').append(board.uci(move));
      board.play(move);
    }
  }
}
