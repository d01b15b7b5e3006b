package io.github.augurchess.client;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.ScoreBound;
import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One progress report of a search, from any engine: the UCI {@code info} line of an external
 * engine, an XBoard thinking line, or an iteration of Augur's own engine. Fields the engine did
 * not send are zero (or empty).
 *
 * @param depth the nominal depth, 0 if not sent
 * @param selectiveDepth the selective depth, 0 if not sent
 * @param multiPv the line's multi-PV rank, 1 if not sent
 * @param score the score from the side to move's view, if sent
 * @param bound whether the score is exact or only a bound ({@code lowerbound}, {@code upperbound})
 * @param wdl the win, draw and loss chances, if the engine sent them
 * @param nodes nodes searched, 0 if not sent
 * @param nodesPerSecond nodes per second, 0 if not sent
 * @param timeMillis search time so far, 0 if not sent
 * @param hashFullPermille how full the engine's hash is, 0 if not sent
 * @param pv the principal variation, legal moves from the searched position (cut at the first
 *     move that is not legal, if the engine sent one)
 * @param line the line as received; empty for Augur's own engine
 */
public record EngineInfo(
    int depth,
    int selectiveDepth,
    int multiPv,
    Optional<Score> score,
    ScoreBound bound,
    Optional<Wdl> wdl,
    long nodes,
    long nodesPerSecond,
    long timeMillis,
    int hashFullPermille,
    List<Move> pv,
    String line) {
  /** Copies the principal variation. */
  public EngineInfo {
    Objects.requireNonNull(bound, "bound");
    pv = List.copyOf(pv);
  }

  /**
   * Reads a UCI {@code info} line about a search of {@code position}; unknown fields and
   * unreadable numbers are skipped, since engines add their own. Returns empty for a line that is
   * not {@code info} or carries only a string.
   */
  public static Optional<EngineInfo> parse(String line, Board position) {
    List<String> words = Tokens.split(line);
    if (words.isEmpty() || !words.get(0).equals("info") || words.size() > 1 && words.get(1).equals("string")) {
      return Optional.empty();
    }
    int depth = 0;
    int selectiveDepth = 0;
    int multiPv = 1;
    @Nullable Score score = null;
    ScoreBound bound = ScoreBound.EXACT;
    @Nullable Wdl wdl = null;
    long nodes = 0;
    long nps = 0;
    long time = 0;
    int hashFull = 0;
    List<Move> pv = List.of();
    for (int i = 1; i < words.size(); i++) {
      String key = words.get(i);
      String value = i + 1 < words.size() ? words.get(i + 1) : "";
      switch (key) {
        case "depth" -> depth = (int) number(value, depth);
        case "seldepth" -> selectiveDepth = (int) number(value, selectiveDepth);
        case "multipv" -> multiPv = (int) Math.max(1, number(value, multiPv));
        case "nodes" -> nodes = number(value, nodes);
        case "nps" -> nps = number(value, nps);
        case "time" -> time = number(value, time);
        case "hashfull" -> hashFull = (int) number(value, hashFull);
        case "lowerbound" -> bound = ScoreBound.LOWER;
        case "upperbound" -> bound = ScoreBound.UPPER;
        case "score" -> {
          String amount = i + 2 < words.size() ? words.get(i + 2) : "";
          if (value.equals("cp") && isNumber(amount)) {
            score = Score.centipawns((int) Long.parseLong(amount));
          } else if (value.equals("mate") && isNumber(amount)) {
            score = Score.mateIn((int) Long.parseLong(amount));
          }
          i += 2;
        }
        case "wdl" -> {
          if (i + 3 < words.size() && isNumber(words.get(i + 1)) && isNumber(words.get(i + 2))
              && isNumber(words.get(i + 3))) {
            int w = Integer.parseInt(words.get(i + 1));
            int d = Integer.parseInt(words.get(i + 2));
            int l = Integer.parseInt(words.get(i + 3));
            if (w >= 0 && d >= 0 && l >= 0) {
              wdl = new Wdl(w, d, l);
            }
            i += 3;
          }
        }
        case "pv" -> {
          pv = uciMoves(position, words.subList(i + 1, words.size()));
          i = words.size();
        }
        case "string" -> i = words.size();
        default -> {
          // A field of one value (currmove, cpuload, tbhits, ...) or a word of its own: skipped.
          if (List.of("currmove", "currmovenumber", "cpuload", "tbhits", "sbhits", "refutation", "currline")
              .contains(key)) {
            i++;
          }
        }
      }
      if (List.of("depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull").contains(key)) {
        i++;
      }
    }
    return Optional.of(new EngineInfo(depth, selectiveDepth, multiPv, Optional.ofNullable(score), bound,
        Optional.ofNullable(wdl), nodes, nps, time, hashFull, pv, line));
  }

  /** The moves, read in turn from the position, up to the first that is not a legal move there. */
  static List<Move> uciMoves(Board position, List<String> texts) {
    List<Move> moves = new ArrayList<>(texts.size());
    Board board = position.copy();
    for (String text : texts) {
      Move move;
      try {
        move = board.parseUci(text);
      } catch (ChessException e) {
        break;
      }
      moves.add(move);
      board.play(move);
    }
    return moves;
  }

  private static boolean isNumber(String text) {
    return text.matches("-?\\d{1,9}");
  }

  private static long number(String text, long fallback) {
    return text.matches("-?\\d{1,18}") ? Long.parseLong(text) : fallback;
  }
}
