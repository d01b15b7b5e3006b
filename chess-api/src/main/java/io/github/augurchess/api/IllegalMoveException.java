package io.github.augurchess.api;

/** A move was refused because it is not legal in the position it was played in. */
public class IllegalMoveException extends ChessException {
  private static final long serialVersionUID = 1L;

  private final String move;
  private final String fen;

  /**
   * @param move the move as the caller gave it
   * @param fen the position it was refused in
   * @param reason why it was refused
   */
  public IllegalMoveException(String move, String fen, String reason) {
    super("illegal move " + move + " in " + fen + ": " + reason);
    this.move = move;
    this.fen = fen;
  }

  /** The move as the caller gave it. */
  public String move() {
    return move;
  }

  /** The FEN of the position the move was refused in. */
  public String fen() {
    return fen;
  }
}
