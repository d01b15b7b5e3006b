package io.github.augurchess.match;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.EngineCrashedException;
import io.github.augurchess.client.EngineInfo;
import io.github.augurchess.client.EngineProtocolException;
import io.github.augurchess.client.EngineResignedException;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.client.EngineTimeoutException;
import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Plays one game between two players from an opening, under a time control and adjudication. */
final class MatchGame {
  /** A score this large counts as a mate for adjudication. */
  private static final int MATE_CENTIPAWNS = 100_000;

  private final TimeControl timeControl;
  private final Adjudication adjudication;
  private final long timeMarginMillis;

  MatchGame(TimeControl timeControl, Adjudication adjudication, long timeMarginMillis) {
    this.timeControl = timeControl;
    this.adjudication = adjudication;
    this.timeMarginMillis = timeMarginMillis;
  }

  /** Plays the game; a player's failure ends it as a loss for that player and is recorded. */
  GameRecord play(Board opening, MatchPlayer white, MatchPlayer black) {
    Board board = opening.copy();
    Board start = opening.copy();
    List<Move> moves = new ArrayList<>();
    List<String> comments = new ArrayList<>();
    while (start.historySize() > 0) {
      Move move = start.lastMove();
      start.undo();
      if (move != null) {
        moves.add(0, move);
        comments.add("");
      }
    }
    long[] clock = {timeControl.baseMillis(), timeControl.baseMillis()};
    int[] movesMade = new int[2];
    int[] losingStreak = new int[2];
    int drawStreak = 0;
    white.newGame();
    black.newGame();
    while (true) {
      Outcome outcome = board.outcomeOnBoard();
      if (outcome != null) {
        return record(white, black, start, moves, comments, outcome.result(), GameRecord.GameEnd.RULES,
            describe(outcome));
      }
      Color side = board.sideToMove();
      int s = side.ordinal();
      MatchPlayer player = side == Color.WHITE ? white : black;
      int session = timeControl.movesPerSession();
      int movesToGo = session == 0 ? 0 : session - movesMade[s] % session;
      SearchLimits limits = timeControl.limits(board, clock[0], clock[1], movesToGo);
      EngineResult result;
      long askedNanos = System.nanoTime();
      try {
        result = player.move(board, limits);
      } catch (EngineCrashedException e) {
        return loss(white, black, start, moves, comments, side, GameRecord.GameEnd.CRASH, player.name() + " crashed");
      } catch (EngineTimeoutException e) {
        return loss(white, black, start, moves, comments, side, GameRecord.GameEnd.STALLED, player.name() + " stalled");
      } catch (EngineResignedException e) {
        return loss(white, black, start, moves, comments, side, GameRecord.GameEnd.RESIGNED, player.name() + " resigns");
      } catch (EngineProtocolException e) {
        // The clock comes first: an illegal answer that also came too late lost on time.
        if (timeControl.hasClock() && clock[s] - (System.nanoTime() - askedNanos) / 1_000_000 < -timeMarginMillis) {
          return timeForfeit(white, black, start, moves, comments, board, side, player);
        }
        return loss(white, black, start, moves, comments, side, GameRecord.GameEnd.ILLEGAL_MOVE,
            player.name() + " made an illegal move");
      }
      if (timeControl.hasClock()) {
        // The clock comes first: a move past the flag loses on time, legal or not.
        clock[s] -= result.elapsedMillis();
        if (clock[s] < -timeMarginMillis) {
          return timeForfeit(white, black, start, moves, comments, board, side, player);
        }
      }
      Optional<Move> best = result.bestMove();
      if (best.isEmpty() || !board.isLegal(best.get())) {
        return loss(white, black, start, moves, comments, side, GameRecord.GameEnd.ILLEGAL_MOVE,
            player.name() + " made no legal move");
      }
      if (timeControl.hasClock()) {
        clock[s] = Math.max(0, clock[s]) + timeControl.incrementMillis();
        movesMade[s]++;
        if (session > 0 && movesMade[s] % session == 0) {
          clock[s] += timeControl.baseMillis();
        }
      }
      Optional<Score> score = result.lastInfo().flatMap(EngineInfo::score);
      comments.add(comment(result));
      moves.add(best.get());
      board.play(best.get());

      // Adjudication by score, from the mover's point of view.
      int cp = score.map(MatchGame::centipawns).orElse(0);
      boolean scored = score.isPresent();
      if (adjudication.resignMoves() > 0) {
        losingStreak[s] = scored && cp <= -adjudication.resignCentipawns() ? losingStreak[s] + 1 : 0;
        if (losingStreak[s] >= adjudication.resignMoves()) {
          return loss(white, black, start, moves, comments, side, GameRecord.GameEnd.ADJUDICATED,
              player.name() + " resigns (adjudication)");
        }
      }
      if (adjudication.drawMoves() > 0) {
        boolean quiet = scored && Math.abs(cp) <= adjudication.drawCentipawns();
        drawStreak = quiet && board.fullmoveNumber() > adjudication.drawAfterMove() ? drawStreak + 1 : 0;
        if (drawStreak >= 2 * adjudication.drawMoves()) {
          return record(white, black, start, moves, comments, "1/2-1/2", GameRecord.GameEnd.ADJUDICATED,
              "draw by adjudication");
        }
      }
    }
  }

  /** The flag fell for {@code side}: a loss, or a draw when the opponent cannot mate. */
  private static GameRecord timeForfeit(MatchPlayer white, MatchPlayer black, Board start, List<Move> moves,
      List<String> comments, Board board, Color side, MatchPlayer player) {
    if (board.hasInsufficientMaterial(side.opposite())) {
      return record(white, black, start, moves, comments, "1/2-1/2", GameRecord.GameEnd.TIME_FORFEIT,
          player.name() + " lost on time against insufficient material");
    }
    return loss(white, black, start, moves, comments, side, GameRecord.GameEnd.TIME_FORFEIT,
        player.name() + " lost on time");
  }

  private static int centipawns(Score score) {
    if (!score.isMate()) {
      return score.centipawns();
    }
    return score.mateMoves() > 0 ? MATE_CENTIPAWNS : -MATE_CENTIPAWNS;
  }

  private static String comment(EngineResult result) {
    String time = String.format(Locale.ROOT, "%.3fs", result.elapsedMillis() / 1000.0);
    if (result.lastInfo().isEmpty()) {
      return time;
    }
    EngineInfo info = result.lastInfo().get();
    String score = info.score().map(MatchGame::pawns).orElse("?");
    return score + "/" + info.depth() + " " + time;
  }

  private static String pawns(Score score) {
    if (score.isMate()) {
      return (score.mateMoves() >= 0 ? "+M" : "-M") + Math.abs(score.mateMoves());
    }
    return String.format(Locale.ROOT, "%+.2f", score.centipawns() / 100.0);
  }

  private static String describe(Outcome outcome) {
    return outcome.termination().name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  private static GameRecord loss(MatchPlayer white, MatchPlayer black, Board start, List<Move> moves,
      List<String> comments, Color loser, GameRecord.GameEnd end, String reason) {
    return record(white, black, start, moves, comments, loser == Color.WHITE ? "0-1" : "1-0", end, reason);
  }

  private static GameRecord record(MatchPlayer white, MatchPlayer black, Board start, List<Move> moves,
      List<String> comments, String result, GameRecord.GameEnd end, String reason) {
    return new GameRecord(white.name(), black.name(), start, moves, comments, result, end, reason);
  }
}
