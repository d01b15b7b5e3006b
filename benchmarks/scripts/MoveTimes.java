import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How each engine of a match spent its clock: the mean time and depth of its moves by move number
 * (in tens: moves 1–9, 10–19, ..., 80 and later), from the match runner's move comments
 * ("{+0.35/14 0.212s}"). Moves without such a comment (the opening's) are not counted.
 *
 * <pre>java -cp chess-cli/target/augur.jar benchmarks/scripts/MoveTimes.java games.pgn...</pre>
 */
public final class MoveTimes {
  private MoveTimes() {}

  private static final Pattern COMMENT = Pattern.compile("^[+-]?M?\\d+(?:\\.\\d+)?/(\\d+) (\\d+(?:\\.\\d+)?)s");
  private static final int LAST_BUCKET = 80;

  public static void main(String[] args) throws Exception {
    // engine -> bucket -> {moves, seconds, depth}
    Map<String, Map<Integer, double[]>> sums = new TreeMap<>();
    for (String file : args) {
      for (PgnGame game : PgnReader.readAll(Path.of(file)).games()) {
        for (GameNode node = game.root().next(); node != null; node = node.next()) {
          String engine = game.tag(node.ply() % 2 == 1 ? "White" : "Black");
          for (String comment : node.comments()) {
            Matcher m = COMMENT.matcher(comment.trim());
            if (m.find() && engine != null) {
              int moveNumber = (node.ply() + 1) / 2;
              int bucket = Math.min(moveNumber / 10 * 10, LAST_BUCKET);
              double[] s = sums.computeIfAbsent(engine, e -> new TreeMap<>())
                  .computeIfAbsent(bucket, b -> new double[3]);
              s[0]++;
              s[1] += Double.parseDouble(m.group(2));
              s[2] += Integer.parseInt(m.group(1));
            }
            break;
          }
        }
      }
    }
    sums.forEach((engine, buckets) -> {
      System.out.println(engine);
      buckets.forEach((bucket, s) -> System.out.printf("  moves %s: %6d moves, %.3f s and depth %.1f on average%n",
          bucket == LAST_BUCKET ? LAST_BUCKET + "-" : bucket + "-" + (bucket + 9), (long) s[0], s[1] / s[0], s[2] / s[0]));
    });
  }
}
