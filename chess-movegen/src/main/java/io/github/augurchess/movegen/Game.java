package io.github.augurchess.movegen;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A game: a start position (any FEN, Chess960 too), the moves played from it, and the outcome.
 *
 * <pre>{@code
 * Game game = new Game();
 * game.playSan("f3"); game.playSan("e5"); game.playSan("g4"); game.playSan("Qh4#");
 * game.outcome();   // CHECKMATE 0-1
 * game.sanMoves();  // [f3, e5, g4, Qh4#]
 * }</pre>
 */
public final class Game {
  private final Board start;
  private final Board board;
  private final List<Move> moves = new ArrayList<>();

  /** A game from the standard starting position. */
  public Game() {
    this(Board.startingPosition());
  }

  /** A game from the position of the board (which the game copies and never changes). */
  public Game(Board start) {
    this.start = start.copy();
    this.board = start.copy();
  }

  /** A game from a FEN of the variant. */
  public static Game fromFen(String fen, Variant variant) {
    return new Game(Fen.parse(fen, variant));
  }

  /** A copy of the start position. */
  public Board startPosition() {
    return start.copy();
  }

  /** A copy of the current position, with the game's moves as its history. */
  public Board board() {
    return board.copy();
  }

  /** The moves played, in order. */
  public List<Move> moves() {
    return Collections.unmodifiableList(new ArrayList<>(moves));
  }

  /** The moves in SAN, as they were written when played. */
  public List<String> sanMoves() {
    Board replay = start.copy();
    List<String> san = new ArrayList<>(moves.size());
    for (Move move : moves) {
      san.add(move.isNull() ? "--" : replay.san(move));
      replay.play(move);
    }
    return san;
  }

  /**
   * Plays a legal move.
   *
   * @throws io.github.augurchess.api.IllegalMoveException if it is not legal; the game is unchanged
   */
  public void play(Move move) {
    board.play(move);
    moves.add(move);
  }

  /** Plays a move given in SAN (lenient: what real files contain). */
  public Move playSan(String san) {
    Move move = board.parseSan(san, SanMode.LENIENT);
    play(move);
    return move;
  }

  /** Plays a move given in UCI notation. */
  public Move playUci(String uci) {
    Move move = board.parseUci(uci);
    play(move);
    return move;
  }

  /**
   * Takes back the last move.
   *
   * @throws IllegalStateException if no move was played
   */
  public void undo() {
    if (moves.isEmpty()) {
      throw new IllegalStateException("no move to take back");
    }
    board.undo();
    moves.remove(moves.size() - 1);
  }

  /** The end of the game by rule, or null while it goes on. */
  public @Nullable Outcome outcome() {
    return board.outcome();
  }

  /** The end of the game, counting the claimable draws if {@code claimDraw}. */
  public @Nullable Outcome outcome(boolean claimDraw) {
    return board.outcome(claimDraw);
  }

  /** The PGN result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} while it goes on. */
  public String result() {
    Outcome outcome = outcome();
    return outcome == null ? "*" : outcome.result();
  }
}
