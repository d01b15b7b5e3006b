package io.github.augurchess.uci;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.PvLine;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.api.SearchInfo;
import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a search iteration as UCI {@code info} lines, as the UCI front end and {@code augur
 * analyse} print them.
 *
 * <pre>{@code
 * engine.search(board, SearchLimits.depth(10), new SearchListener() {
 *   public void iterationCompleted(SearchInfo info) {
 *     info.lines().forEach(line -> System.out.println(UciInfoFormat.format(info, line, board)));
 *   }
 *
 *   public void boundReported(SearchInfo info) {
 *     System.out.println(UciInfoFormat.format(info, info.lines().get(0), board));   // ... lowerbound ...
 *   }
 * });
 * }</pre>
 */
public final class UciInfoFormat {
  private UciInfoFormat() {}

  /**
   * The line of one principal variation, its moves in the root board's UCI convention; a bound
   * score is followed by {@code lowerbound} or {@code upperbound}, as UCI writes them.
   */
  public static String format(SearchInfo info, PvLine line, Board root) {
    StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
        .append(" seldepth ").append(info.selectiveDepth())
        .append(" multipv ").append(line.rank())
        .append(" score ").append(line.score().toUci())
        .append(boundSuffix(line.bound()))
        .append(" nodes ").append(info.nodes())
        .append(" nps ").append(info.nodesPerSecond())
        .append(" hashfull ").append(info.hashFullPermille())
        .append(" time ").append(info.timeMillis())
        .append(" pv");
    for (String move : uciMoves(root, line.moves())) {
      sb.append(' ').append(move);
    }
    return sb.toString();
  }

  private static String boundSuffix(ScoreBound bound) {
    return switch (bound) {
      case EXACT -> "";
      case LOWER -> " lowerbound";
      case UPPER -> " upperbound";
    };
  }

  /**
   * The moves in UCI notation, each written in the position it is played from (so castling
   * follows the root's variant); stops at the first move that is not legal there.
   */
  static List<String> uciMoves(Board root, List<Move> moves) {
    List<String> texts = new ArrayList<>(moves.size());
    Board board = root.copy();
    for (Move move : moves) {
      if (!board.isLegal(move)) {
        break;
      }
      texts.add(board.uci(move));
      board.play(move);
    }
    return texts;
  }
}
