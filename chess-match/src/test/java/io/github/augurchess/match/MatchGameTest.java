package io.github.augurchess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.EngineResult;
import io.github.augurchess.movegen.Board;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MatchGameTest {
  /** Plays the given SAN moves in turn, whatever the position. */
  private static final class ScriptedPlayer implements MatchPlayer {
    private final String name;
    private final Deque<String> moves;

    ScriptedPlayer(String name, String moves) {
      this.name = name;
      this.moves = new ArrayDeque<>(Arrays.asList(moves.split(" ")));
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public void newGame() {}

    @Override
    public EngineResult move(Board board, SearchLimits limits) {
      return new EngineResult(Optional.of(board.parseSan(moves.removeFirst())), Optional.empty(), List.of(), 0);
    }

    @Override
    public void close() {}
  }

  private static GameRecord play(String fen, String white, String black) {
    MatchGame game = new MatchGame(TimeControl.parse("depth=1"), Adjudication.NONE, 0);
    return game.play(Board.fromFen(fen), new ScriptedPlayer("white", white), new ScriptedPlayer("black", black));
  }

  @Test
  void aRepetitionThatAMoveWouldOnlyBringAboutDoesNotEndTheGame() {
    // After 4.Ng1, 4...Ng8 would repeat the start a third time: black could claim, but plays on
    // and mates.
    GameRecord game = play(Board.startingPosition().fen(), "Nf3 Ng1 Nf3 Ng1 f3 g4", "Nf6 Ng8 Nf6 e6 Nd5 Qh4#");
    assertEquals("0-1", game.result(), game::toString);
    assertEquals("checkmate", game.reason());
    assertEquals(12, game.moves().size());
  }

  @Test
  void theThirdOccurrenceEndsTheGame() {
    GameRecord game = play(Board.startingPosition().fen(), "Nf3 Ng1 Nf3 Ng1", "Nf6 Ng8 Nf6 Ng8");
    assertEquals("1/2-1/2", game.result());
    assertEquals("threefold repetition", game.reason());
    assertEquals(8, game.moves().size());
  }

  @Test
  void aMateOnTheHundredthHalfMoveIsAMateNotAFiftyMoveDraw() {
    GameRecord game = play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "Ra8#", "");
    assertEquals("1-0", game.result(), game::toString);
    assertEquals("checkmate", game.reason());
  }

  @Test
  void theHundredthHalfMoveWithoutCaptureOrPawnMoveEndsTheGame() {
    GameRecord game = play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "Rb1", "");
    assertEquals("1/2-1/2", game.result(), game::toString);
    assertEquals("fifty moves", game.reason());
    assertEquals(1, game.moves().size());
  }

  /** The clock comes first: a move both late and illegal loses on time. */
  @Test
  void aLateIllegalMoveLosesOnTime() {
    MatchPlayer late = new MatchPlayer() {
      @Override
      public String name() {
        return "late";
      }

      @Override
      public void newGame() {}

      @Override
      public EngineResult move(Board board, SearchLimits limits) {
        // e2e5 is no legal move, and 5 s is past a 1 s clock.
        return new EngineResult(Optional.of(io.github.augurchess.api.Move.of(
            io.github.augurchess.api.Square.E2, io.github.augurchess.api.Square.E5)), Optional.empty(), List.of(), 5_000);
      }

      @Override
      public void close() {}
    };
    MatchGame game = new MatchGame(TimeControl.parse("1+0"), Adjudication.NONE, 0);
    GameRecord record = game.play(Board.startingPosition(), late, new ScriptedPlayer("black", "e5"));
    assertEquals(GameRecord.GameEnd.TIME_FORFEIT, record.end(), record::toString);
    assertEquals("0-1", record.result());
  }
}
