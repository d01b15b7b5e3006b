package io.github.augurchess.api;

/** Why a position is not a valid chess position. */
public enum PositionProblem {
  /** A side has no king or more than one. */
  KING_COUNT,
  /** A pawn stands on the first or last rank. */
  PAWN_ON_BACK_RANK,
  /** The side that just moved is in check. */
  OPPONENT_IN_CHECK,
  /** The side to move is in check from more than two pieces, or from two that cannot both check. */
  IMPOSSIBLE_CHECK,
  /** A castling right without its king or rook in place. */
  CASTLING_RIGHTS,
  /** An en-passant square without the pawn that just moved past it. */
  EN_PASSANT,
  /** More than 16 pieces or 8 pawns a side, or more promoted pieces than missing pawns. */
  IMPOSSIBLE_MATERIAL,
  /** A halfmove clock beyond what the fullmove number or the 75-move rule allows. */
  CLOCKS
}
