import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where an engine's lost games turn: for each game the named engine lost, the first move at which
 * the winner's score (from the match runner's move comments, "{+1.62/14 0.21s}", each engine's
 * score from its own side) reached +1.50 or more, and the loser's score one move before. Counts
 * the games by that move number (up to 30, 31 to 60, later) and by the loser's score (within
 * 0.50 of level, below, above).
 *
 * <pre>java -cp chess-cli/target/augur.jar benchmarks/scripts/LossTurns.java Augur games.pgn...</pre>
 */
public final class LossTurns {
  private LossTurns() {}

  /** A score in pawns ("+0.35", "-1.20") or a mate ("+M5", "-M3") at the start of a comment. */
  private static final Pattern SCORE = Pattern.compile("^([+-]?)(M?)(\\d+(?:\\.\\d+)?)/\\d+");
  private static final double WON = 1.5;
  private static final double LEVEL = 0.5;

  public static void main(String[] args) throws Exception {
    String engine = args[0];
    Map<String, Integer> counts = new TreeMap<>();
    int lost = 0;
    int neverWon = 0;
    for (int f = 1; f < args.length; f++) {
      for (PgnGame game : PgnReader.readAll(Path.of(args[f])).games()) {
        boolean white = engine.equals(game.tag("White"));
        if (!game.result().equals(white ? PgnGame.BLACK_WINS : PgnGame.WHITE_WINS)) {
          continue;
        }
        lost++;
        Double loserScore = null;
        String bucket = null;
        for (GameNode node = game.root().next(); node != null; node = node.next()) {
          Double score = score(node);
          boolean byLoser = (node.ply() % 2 == 1) == white;
          if (byLoser) {
            loserScore = score != null ? score : loserScore;
          } else if (score != null && score >= WON) {
            int moveNumber = (node.ply() + 1) / 2;
            String phase = moveNumber <= 30 ? "moves 1-30" : moveNumber <= 60 ? "moves 31-60" : "moves 61-";
            String view = loserScore == null ? "no score"
                : loserScore <= -LEVEL ? "loser at -0.50 or below"
                : loserScore >= LEVEL ? "loser at +0.50 or above" : "loser within 0.50";
            bucket = phase + ", " + view;
            break;
          }
        }
        if (bucket == null) {
          neverWon++;
        } else {
          counts.merge(bucket, 1, Integer::sum);
        }
      }
    }
    System.out.printf("%s lost %d games; the winner first at +%.2f or more:%n", engine, lost, WON);
    counts.forEach((bucket, n) -> System.out.printf("  %s: %d%n", bucket, n));
    System.out.printf("  never: %d%n", neverWon);
  }

  /** The mover's score in pawns from the node's first comment, mates as +-100, or null. */
  private static Double score(GameNode node) {
    for (String comment : node.comments()) {
      Matcher m = SCORE.matcher(comment.trim());
      if (m.find()) {
        double value = m.group(2).isEmpty() ? Double.parseDouble(m.group(3)) : 100;
        return m.group(1).equals("-") ? -value : value;
      }
      return null;
    }
    return null;
  }
}
