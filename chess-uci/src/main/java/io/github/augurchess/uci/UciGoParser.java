package io.github.augurchess.uci;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.InvalidSearchLimitsException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Reads the arguments of a UCI {@code go} command into {@link SearchLimits}. */
final class UciGoParser {
  private static final Set<String> KEYWORDS = Set.of("searchmoves", "ponder", "wtime", "btime",
      "winc", "binc", "movestogo", "depth", "nodes", "mate", "movetime", "infinite");

  private UciGoParser() {}

  /**
   * The limits of {@code go} with these words (the first is {@code go}); a {@code go} without any
   * bound searches until stopped, as GUIs expect.
   *
   * @param root the position searched, to read {@code searchmoves}
   * @param multiPv the MultiPV option's value
   */
  static SearchLimits parse(List<String> words, Board root, int multiPv) throws UciCommandException {
    SearchLimits.Builder limits = SearchLimits.builder().multiPv(multiPv);
    boolean bounded = false;
    boolean infinite = false;
    int i = 1;
    while (i < words.size()) {
      String word = words.get(i);
      switch (word) {
        case "ponder" -> limits.ponder(true);
        case "infinite" -> infinite = true;
        case "searchmoves" -> {
          List<Move> moves = new ArrayList<>();
          while (i + 1 < words.size() && !KEYWORDS.contains(words.get(i + 1))) {
            i++;
            moves.add(parseMove(root, words.get(i)));
          }
          if (moves.isEmpty()) {
            throw new UciCommandException("'searchmoves' needs at least one move");
          }
          limits.searchMoves(moves);
        }
        default -> {
          if (!KEYWORDS.contains(word)) {
            throw new UciCommandException("unknown go parameter '" + word + "'");
          }
          long value = Tokens.parseLong(word, Tokens.valueAfter(words, i));
          i++;
          bounded |= setBound(limits, word, value);
        }
      }
      i++;
    }
    if (infinite || !bounded) {
      limits.infinite(true);
    }
    try {
      return limits.build();
    } catch (InvalidSearchLimitsException e) {
      throw new UciCommandException("invalid go: " + e.getMessage());
    }
  }

  /** Sets one numeric bound; true if it ends the search (increments and movestogo do not alone). */
  private static boolean setBound(SearchLimits.Builder limits, String word, long value)
      throws UciCommandException {
    switch (word) {
      case "wtime" -> limits.whiteTime(value);
      case "btime" -> limits.blackTime(value);
      case "winc" -> limits.whiteIncrement(value);
      case "binc" -> limits.blackIncrement(value);
      case "movestogo" -> limits.movesToGo(toInt(word, value));
      case "depth" -> limits.depth(toInt(word, value));
      case "nodes" -> limits.nodes(value);
      case "mate" -> limits.mate(toInt(word, value));
      case "movetime" -> limits.moveTime(value);
      default -> throw new IllegalStateException("not a numeric go parameter: " + word);
    }
    return !word.equals("winc") && !word.equals("binc") && !word.equals("movestogo");
  }

  private static int toInt(String word, long value) throws UciCommandException {
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new UciCommandException("'" + word + "' is out of range: " + value);
    }
    return (int) value;
  }

  private static Move parseMove(Board root, String text) throws UciCommandException {
    try {
      return root.parseUci(text);
    } catch (ChessException e) {
      throw new UciCommandException("searchmoves: " + e.getMessage());
    }
  }
}
