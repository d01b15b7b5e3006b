import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.uci.EngineInfo;
import io.github.augurchess.uci.UciEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How big the loser's mistakes were just before its lost games turned. For each game the named
 * engine lost, takes its last three moves before the winner first reported +1.50 or more (as
 * {@code LossTurns.java} finds that move), and asks a reference UCI engine at a fixed depth for
 * the best score of each position and the score of the move played ({@code searchmoves}); the
 * difference is the move's error. Counts the games by their largest error (1.50 pawns or more,
 * 0.60 to 1.49, less) and those the reference already saw lost by a pawn three moves before.
 *
 * <pre>java -cp chess-cli/target/augur.jar benchmarks/scripts/LossErrors.java Augur /usr/games/stockfish 16 games.pgn</pre>
 */
public final class LossErrors {
  private LossErrors() {}

  private static final Pattern SCORE = Pattern.compile("^([+-]?)(M?)(\\d+(?:\\.\\d+)?)/\\d+");
  private static final double WON = 1.5;
  private static final int MOVES_BEFORE = 3;
  private static final int MATE_CP = 10_000;

  public static void main(String[] args) throws Exception {
    String loser = args[0];
    int depth = Integer.parseInt(args[2]);
    int lost = 0;
    int big = 0;
    int medium = 0;
    int small = 0;
    int alreadyLost = 0;
    try (UciEngine reference = UciEngine.start(List.of(args[1]))) {
      reference.setOption("Hash", "64");
      for (int f = 3; f < args.length; f++) {
        for (PgnGame game : PgnReader.readAll(Path.of(args[f])).games()) {
          boolean white = loser.equals(game.tag("White"));
          if (!game.result().equals(white ? PgnGame.BLACK_WINS : PgnGame.WHITE_WINS)) {
            continue;
          }
          List<Board> before = new ArrayList<>();
          List<Move> played = new ArrayList<>();
          boolean turned = false;
          Board board = game.startPosition();
          for (GameNode node = game.root().next(); node != null; node = node.next()) {
            Move move = node.move();
            if (move == null) {
              break;
            }
            boolean byLoser = (node.ply() % 2 == 1) == white;
            if (byLoser) {
              before.add(board.copy());
              played.add(move);
            } else {
              Double score = score(node);
              if (score != null && score >= WON) {
                turned = true;
                break;
              }
            }
            board.play(move);
          }
          if (!turned || before.isEmpty()) {
            continue;
          }
          lost++;
          int largest = Integer.MIN_VALUE;
          int from = Math.max(0, before.size() - MOVES_BEFORE);
          for (int i = from; i < before.size(); i++) {
            Board position = before.get(i);
            reference.newGame();
            int best = centipawns(reference.analyse(position, SearchLimits.depth(depth), info -> {}).lastInfo());
            if (i == from && best <= -100) {
              alreadyLost++;
            }
            SearchLimits onlyPlayed = SearchLimits.builder().depth(depth).searchMoves(List.of(played.get(i))).build();
            int move = centipawns(reference.analyse(position, onlyPlayed, info -> {}).lastInfo());
            largest = Math.max(largest, best - move);
          }
          if (largest >= 150) {
            big++;
          } else if (largest >= 60) {
            medium++;
          } else {
            small++;
          }
        }
      }
    }
    System.out.printf("%s lost %d games that turned; the largest error among its last %d moves before the turn,"
        + " by the reference at depth %d:%n", loser, lost, MOVES_BEFORE, depth);
    System.out.printf("  1.50 pawns or more: %d%n  0.60 to 1.49: %d%n  less than 0.60: %d%n", big, medium, small);
    System.out.printf("  already -1.00 or worse for %s three moves before the turn: %d%n", loser, alreadyLost);
  }

  private static int centipawns(java.util.Optional<EngineInfo> info) {
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
