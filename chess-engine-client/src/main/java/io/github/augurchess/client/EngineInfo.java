package io.github.augurchess.client;

import io.github.augurchess.api.Score;
import java.util.List;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One {@code info} line of an external engine, read leniently: fields it did not send are zero
 * (or empty), and the principal variation stays as the engine wrote it.
 *
 * @param depth the nominal depth, 0 if not sent
 * @param selectiveDepth the selective depth, 0 if not sent
 * @param multiPv the line's multi-PV rank, 1 if not sent
 * @param score the score from the engine's side-to-move view, if sent
 * @param nodes nodes searched, 0 if not sent
 * @param nodesPerSecond nodes per second, 0 if not sent
 * @param timeMillis search time so far, 0 if not sent
 * @param hashFullPermille how full the engine's hash is, 0 if not sent
 * @param pv the principal variation in UCI notation, possibly empty
 * @param line the line as received
 */
public record EngineInfo(
    int depth,
    int selectiveDepth,
    int multiPv,
    Optional<Score> score,
    long nodes,
    long nodesPerSecond,
    long timeMillis,
    int hashFullPermille,
    List<String> pv,
    String line) {
  /** Copies the principal variation. */
  public EngineInfo {
    pv = List.copyOf(pv);
  }

  /**
   * Reads an {@code info} line; unknown fields and unreadable numbers are skipped, since engines
   * add their own. Returns empty for a line that is not {@code info} or carries only a string.
   */
  public static Optional<EngineInfo> parse(String line) {
    List<String> words = Tokens.split(line);
    if (words.isEmpty() || !words.get(0).equals("info") || words.contains("string") && words.indexOf("string") == 1) {
      return Optional.empty();
    }
    int depth = 0;
    int selectiveDepth = 0;
    int multiPv = 1;
    @Nullable Score score = null;
    long nodes = 0;
    long nps = 0;
    long time = 0;
    int hashFull = 0;
    List<String> pv = List.of();
    for (int i = 1; i < words.size(); i++) {
      String key = words.get(i);
      String value = i + 1 < words.size() ? words.get(i + 1) : "";
      switch (key) {
        case "depth" -> depth = (int) number(value, depth);
        case "seldepth" -> selectiveDepth = (int) number(value, selectiveDepth);
        case "multipv" -> multiPv = (int) number(value, multiPv);
        case "nodes" -> nodes = number(value, nodes);
        case "nps" -> nps = number(value, nps);
        case "time" -> time = number(value, time);
        case "hashfull" -> hashFull = (int) number(value, hashFull);
        case "score" -> {
          String amount = i + 2 < words.size() ? words.get(i + 2) : "";
          if (value.equals("cp") && isNumber(amount)) {
            score = Score.centipawns((int) Long.parseLong(amount));
          } else if (value.equals("mate") && isNumber(amount)) {
            score = Score.mateIn((int) Long.parseLong(amount));
          }
          i += 1;
        }
        case "pv" -> {
          pv = words.subList(i + 1, words.size());
          i = words.size();
        }
        case "string" -> i = words.size();
        default -> {
          continue;
        }
      }
      if (!key.equals("pv") && !key.equals("string")) {
        i++;
      }
    }
    return Optional.of(new EngineInfo(depth, selectiveDepth, multiPv, Optional.ofNullable(score), nodes, nps,
        time, hashFull, pv, line));
  }

  private static boolean isNumber(String text) {
    return text.matches("-?\\d{1,9}");
  }

  private static long number(String text, long fallback) {
    return text.matches("-?\\d{1,18}") ? Long.parseLong(text) : fallback;
  }
}
