package io.github.augurchess.uci;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.movegen.Board;

/**
 * Writes a search iteration as UCI {@code info} lines, as the UCI front end and {@code augur
 * analyse} print them.
 *
 * <pre>{@code
 * engine.search(board, SearchLimits.depth(10), new SearchListener() {
 *   public void iterationCompleted(SearchInfo info) {
 *     info.lines().forEach(line -> System.out.println(UciInfoFormat.format(info, line, board)));
 *   }
 * });
 * }</pre>
 */
public final class UciInfoFormat {
  private UciInfoFormat() {}

  /** The line of one principal variation, its moves in the root board's UCI convention. */
  public static String format(SearchInfo info, PvLine line, Board root) {
    StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
        .append(" seldepth ").append(info.selectiveDepth())
        .append(" multipv ").append(line.rank())
        .append(" score ").append(line.score().toUci())
        .append(" nodes ").append(info.nodes())
        .append(" nps ").append(info.nodesPerSecond())
        .append(" hashfull ").append(info.hashFullPermille())
        .append(" time ").append(info.timeMillis())
        .append(" pv");
    Board board = root.copy();
    for (Move move : line.moves()) {
      if (!board.isLegal(move)) {
        break;
      }
      sb.append(' ').append(board.uci(move));
      board.play(move);
    }
    return sb.toString();
  }
}
