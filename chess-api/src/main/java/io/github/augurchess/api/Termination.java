package io.github.augurchess.api;

/** How a game ended. The last two are draws a player may claim; the others end the game by rule. */
public enum Termination {
  CHECKMATE(false),
  STALEMATE(false),
  /** Neither side can mate by any series of legal moves. */
  INSUFFICIENT_MATERIAL(false),
  /** 75 moves by each side without a capture or pawn move (automatic). */
  SEVENTY_FIVE_MOVES(false),
  /** The same position for the fifth time (automatic). */
  FIVEFOLD_REPETITION(false),
  /** 50 moves by each side without a capture or pawn move (claimable). */
  FIFTY_MOVES(true),
  /** The same position for the third time (claimable). */
  THREEFOLD_REPETITION(true);

  private final boolean claimable;

  Termination(boolean claimable) {
    this.claimable = claimable;
  }

  /** True for the draws that end the game only when a player claims them. */
  public boolean isClaimable() {
    return claimable;
  }
}
