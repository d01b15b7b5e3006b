package io.github.augurchess.examples;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.client.UciEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnWriter;
import io.github.augurchess.search.EngineSettings;
import java.util.List;

/**
 * Augur plays one game against Stockfish (or any UCI engine) through {@link UciEngine}, a fixed
 * time per move each, and prints it as PGN. Both sides are {@link ChessEngine}s: Augur's own
 * engine in this process ({@link AugurEngine}) and the external one are asked the same way.
 *
 * <p>{@code UciEngine} starts the program, does the {@code uci}/{@code isready} handshake, and
 * sends the whole game with every {@code go}, so the other engine sees repetitions. Every wait
 * has a deadline: a crash, a hang or an illegal move ends the game with an {@code
 * EngineException} instead of blocking forever, and {@code close()} always ends the process.
 * For many games, time controls, adjudication and Elo, use {@code MatchRunner} ({@code augur
 * match}) instead.
 *
 * <pre>{@code
 * java io.github.augurchess.examples.PlayStockfishExample [/usr/games/stockfish] [MILLIS_PER_MOVE] [white|black]
 * }</pre>
 */
public final class PlayStockfishExample {
  /** A game this long is stopped as unfinished. */
  private static final int MAX_PLIES = 400;

  private PlayStockfishExample() {}

  /** Plays one game: Augur has the given colour; returns it with its result and tags. */
  public static PgnGame play(List<String> opponentCommand, long millisPerMove, Color augurColor) {
    PgnGame game = new PgnGame();
    Board board = Board.startingPosition();
    GameNode last = game.root();
    SearchLimits limits = SearchLimits.moveTime(millisPerMove);
    try (ChessEngine augur = AugurEngine.create(EngineSettings.defaults().withHashMiB(64));
        ChessEngine opponent = UciEngine.start(opponentCommand)) {
      opponent.setOption("Threads", "1");
      opponent.newGame();
      game.setTag("Event", "PlayStockfishExample")
          .setTag("White", augurColor == Color.WHITE ? "Augur" : opponent.name())
          .setTag("Black", augurColor == Color.WHITE ? opponent.name() : "Augur");
      for (int ply = 0; board.outcomeOnBoard() == null && ply < MAX_PLIES; ply++) {
        ChessEngine mover = board.sideToMove() == augurColor ? augur : opponent;
        // The game is not over, so there is a move: an engine without one broke the protocol.
        Move move = mover.play(board, limits).bestMove()
            .orElseThrow(() -> new IllegalStateException(mover.name() + " returned no move"));
        board.play(move);
        last = last.addMove(move);
      }
    }
    Outcome outcome = board.outcomeOnBoard();
    game.setResult(outcome == null ? PgnGame.UNKNOWN : outcome.result());
    if (outcome != null) {
      last.addComment(outcome.termination().toString());
    }
    return game;
  }

  /** Plays one game and prints it. */
  public static void main(String[] args) {
    String command = args.length > 0 ? args[0] : "/usr/games/stockfish";
    long millis = args.length > 1 ? Long.parseLong(args[1]) : 100;
    Color augurColor = args.length > 2 && args[2].equals("black") ? Color.BLACK : Color.WHITE;
    PgnGame game = play(List.of(command), millis, augurColor);
    System.out.print(PgnWriter.toString(game));
  }
}
