package io.github.augurchess.match;

import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import java.util.Locale;

/**
 * How long each move of a match game may take. Written as on the command line:
 *
 * <ul>
 *   <li>{@code 10+0.1}: 10 seconds each for the game plus 0.1 s per move;
 *   <li>{@code 40/60+0.5}: 60 seconds for every 40 moves (a session), plus 0.5 s per move;
 *   <li>{@code st=0.2}: a fixed 0.2 seconds per move;
 *   <li>{@code nodes=20000}: a fixed number of nodes per move;
 *   <li>{@code depth=6}: a fixed depth per move;
 *   <li>{@code depth=6+endgame}: a fixed depth that grows in simpler endgames: queens off +1,
 *       rook endings +3, minor-piece endings +4, pawn endings +5 plies.
 * </ul>
 */
public final class TimeControl {
  enum Kind { CLOCK, MOVE_TIME, NODES, DEPTH }

  private final Kind kind;
  private final long baseMillis;
  private final long incrementMillis;
  private final int movesPerSession;
  private final long amount;
  private final boolean endgameDepth;
  private final String text;

  private TimeControl(Kind kind, long baseMillis, long incrementMillis, int movesPerSession, long amount,
      boolean endgameDepth, String text) {
    this.kind = kind;
    this.baseMillis = baseMillis;
    this.incrementMillis = incrementMillis;
    this.movesPerSession = movesPerSession;
    this.amount = amount;
    this.endgameDepth = endgameDepth;
    this.text = text;
  }

  /**
   * Reads a time control (see the class description).
   *
   * @throws IllegalArgumentException if the text is none of the forms
   */
  public static TimeControl parse(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT);
    try {
      if (t.startsWith("st=")) {
        return new TimeControl(Kind.MOVE_TIME, 0, 0, 0, seconds(t.substring(3)), false, text);
      }
      if (t.startsWith("nodes=")) {
        return new TimeControl(Kind.NODES, 0, 0, 0, positive(Long.parseLong(t.substring(6))), false, text);
      }
      if (t.startsWith("depth=")) {
        String d = t.substring(6);
        boolean endgame = d.endsWith("+endgame");
        int depth = Integer.parseInt(endgame ? d.substring(0, d.length() - 8) : d);
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
          throw new IllegalArgumentException("depth must be 1 to " + SearchLimits.MAX_DEPTH + ": " + text);
        }
        return new TimeControl(Kind.DEPTH, 0, 0, 0, depth, endgame, text);
      }
      int moves = 0;
      String clock = t;
      int slash = t.indexOf('/');
      if (slash >= 0) {
        moves = (int) positive(Integer.parseInt(t.substring(0, slash)));
        clock = t.substring(slash + 1);
      }
      int plus = clock.indexOf('+');
      long base = seconds(plus < 0 ? clock : clock.substring(0, plus));
      long increment = plus < 0 ? 0 : seconds(clock.substring(plus + 1));
      if (base <= 0) {
        throw new IllegalArgumentException("the base time must be positive: " + text);
      }
      return new TimeControl(Kind.CLOCK, base, increment, moves, 0, false, text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a time control (10+0.1, 40/60, st=0.2, nodes=N, depth=N[+endgame]): " + text);
    }
  }

  private static long seconds(String text) {
    double s = Double.parseDouble(text);
    if (!(s >= 0) || s > 1e7) {
      throw new NumberFormatException(text);
    }
    return Math.round(s * 1000);
  }

  private static long positive(long value) {
    if (value < 1) {
      throw new NumberFormatException(Long.toString(value));
    }
    return value;
  }

  /** True for a game clock, which can run out (a time forfeit). */
  public boolean hasClock() {
    return kind == Kind.CLOCK;
  }

  long baseMillis() {
    return baseMillis;
  }

  long incrementMillis() {
    return incrementMillis;
  }

  int movesPerSession() {
    return movesPerSession;
  }

  /** The limits of the next move, given the clocks (used only for a game clock). */
  SearchLimits limits(Board board, long whiteMillis, long blackMillis, int movesToGo) {
    return switch (kind) {
      case MOVE_TIME -> SearchLimits.moveTime(amount);
      case NODES -> SearchLimits.nodes(amount);
      case DEPTH -> SearchLimits.depth((int) Math.min(SearchLimits.MAX_DEPTH, amount + (endgameDepth ? endgameBonus(board) : 0)));
      case CLOCK -> {
        SearchLimits.Builder b = SearchLimits.builder()
            .whiteTime(whiteMillis).blackTime(blackMillis)
            .whiteIncrement(incrementMillis).blackIncrement(incrementMillis);
        if (movesPerSession > 0) {
          b.movesToGo(movesToGo);
        }
        yield b.build();
      }
    };
  }

  /**
   * Extra plies for simpler endgames: pawn endings +5, minor-piece endings +4, rook endings +3,
   * queens off +1 (the largest that applies).
   */
  static int endgameBonus(Board board) {
    long queens = board.pieces(PieceType.QUEEN);
    long rooks = board.pieces(PieceType.ROOK);
    long minors = board.pieces(PieceType.KNIGHT) | board.pieces(PieceType.BISHOP);
    if (queens == 0 && rooks == 0 && minors == 0) {
      return 5;
    }
    if (queens == 0 && rooks == 0) {
      return 4;
    }
    if (queens == 0 && minors == 0) {
      return 3;
    }
    return queens == 0 ? 1 : 0;
  }

  @Override
  public String toString() {
    return text;
  }
}
