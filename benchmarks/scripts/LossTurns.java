import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.EngineInfo;
import io.github.augurchess.client.UciEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * <p>With {@code --reference ENGINE DEPTH}, also how big the loser's mistakes were: a reference
 * UCI engine at a fixed depth judges the loser's last three moves before the turn, each as the best
 * score of the position less the score of the move played ({@code searchmoves}). Counts the games
 * by their largest error (1.50 pawns or more, 0.60 to 1.49, less), and those the reference already
 * saw lost by a pawn three moves before the turn.
 *
 * <pre>
 * java -cp chess-cli/target/augur.jar benchmarks/scripts/LossTurns.java Augur games.pgn...
 * java -cp chess-cli/target/augur.jar benchmarks/scripts/LossTurns.java --reference /usr/games/stockfish 16 Augur games.pgn...
 * </pre>
 */
public final class LossTurns {
  private LossTurns() {}

  /** A score in pawns ("+0.35", "-1.20") or a mate ("+M5", "-M3") at the start of a comment. */
  private static final Pattern SCORE = Pattern.compile("^([+-]?)(M?)(\\d+(?:\\.\\d+)?)/\\d+");
  private static final double WON = 1.5;
  private static final double LEVEL = 0.5;
  private static final int MOVES_BEFORE = 3;
  private static final int MATE_CP = 10_000;

  public static void main(String[] args) throws Exception {
    int first = 0;
    String referenceCommand = null;
    int depth = 0;
    if (args[0].equals("--reference")) {
      referenceCommand = args[1];
      depth = Integer.parseInt(args[2]);
      first = 3;
    }
    String engine = args[first];
    Map<String, Integer> counts = new TreeMap<>();
    int[] errors = new int[3];
    int alreadyLost = 0;
    int lost = 0;
    int neverWon = 0;
    UciEngine reference = referenceCommand == null ? null : UciEngine.start(List.of(referenceCommand));
    try {
      if (reference != null) {
        reference.setOption("Hash", "64");
      }
      for (int f = first + 1; f < args.length; f++) {
        for (PgnGame game : PgnReader.readAll(Path.of(args[f])).games()) {
          boolean white = engine.equals(game.tag("White"));
          if (!game.result().equals(white ? PgnGame.BLACK_WINS : PgnGame.WHITE_WINS)) {
            continue;
          }
          lost++;
          Double loserScore = null;
          String bucket = null;
          List<Board> before = new ArrayList<>();
          List<Move> played = new ArrayList<>();
          Board board = game.startPosition();
          for (GameNode node = game.root().next(); node != null; node = node.next()) {
            Move move = node.move();
            if (move == null) {
              break;
            }
            Double score = score(node);
            boolean byLoser = (node.ply() % 2 == 1) == white;
            if (byLoser) {
              loserScore = score != null ? score : loserScore;
              before.add(board.copy());
              played.add(move);
            } else if (score != null && score >= WON) {
              int moveNumber = (node.ply() + 1) / 2;
              String phase = moveNumber <= 30 ? "moves 1-30" : moveNumber <= 60 ? "moves 31-60" : "moves 61-";
              String view = loserScore == null ? "no score"
                  : loserScore <= -LEVEL ? "loser at -0.50 or below"
                  : loserScore >= LEVEL ? "loser at +0.50 or above" : "loser within 0.50";
              bucket = phase + ", " + view;
              break;
            }
            board.play(move);
          }
          if (bucket == null) {
            neverWon++;
            continue;
          }
          counts.merge(bucket, 1, Integer::sum);
          if (reference != null && !before.isEmpty()) {
            int from = Math.max(0, before.size() - MOVES_BEFORE);
            int largest = Integer.MIN_VALUE;
            for (int i = from; i < before.size(); i++) {
              reference.newGame();
              int best = centipawns(reference.analyse(before.get(i), SearchLimits.depth(depth), info -> {}).lastInfo());
              if (i == from && best <= -100) {
                alreadyLost++;
              }
              SearchLimits onlyPlayed = SearchLimits.builder().depth(depth).searchMoves(List.of(played.get(i))).build();
              int move = centipawns(reference.analyse(before.get(i), onlyPlayed, info -> {}).lastInfo());
              largest = Math.max(largest, best - move);
            }
            errors[largest >= 150 ? 0 : largest >= 60 ? 1 : 2]++;
          }
        }
      }
    } finally {
      if (reference != null) {
        reference.close();
      }
    }
    System.out.printf("%s lost %d games; the winner first at +%.2f or more:%n", engine, lost, WON);
    counts.forEach((bucket, n) -> System.out.printf("  %s: %d%n", bucket, n));
    System.out.printf("  never: %d%n", neverWon);
    if (reference != null) {
      System.out.printf("the largest error among the loser's last %d moves before the turn, by the reference at depth %d:%n",
          MOVES_BEFORE, depth);
      System.out.printf("  1.50 pawns or more: %d%n  0.60 to 1.49: %d%n  less than 0.60: %d%n", errors[0], errors[1], errors[2]);
      System.out.printf("  the loser already -1.00 or worse by the reference three moves before the turn: %d%n", alreadyLost);
    }
  }

  /** The reference's last score in centipawns, mates as +-10,000. */
  private static int centipawns(Optional<EngineInfo> info) {
    Score score = info.flatMap(EngineInfo::score).orElseThrow(() -> new IllegalStateException("no score"));
    return score.isMate() ? (score.mateMoves() > 0 ? MATE_CP : -MATE_CP) : score.centipawns();
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
