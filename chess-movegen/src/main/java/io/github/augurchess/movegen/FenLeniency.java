package io.github.augurchess.movegen;

/**
 * One named relaxation of the strict FEN reader. Each accepts one kind of text that real files
 * contain but that the strict reader refuses; pass only those you need.
 *
 * <pre>{@code
 * Board board = Fen.parse("8/8/8/8/8/8/8/K6k w - -", FenLeniency.MISSING_CLOCKS);
 * }</pre>
 */
public enum FenLeniency {
  /** Accept a FEN without the halfmove clock and fullmove number (EPD style): 0 and 1 are used. */
  MISSING_CLOCKS,
  /**
   * Accept an en-passant field run together with the halfmove clock, as in {@code "w - -0 1"};
   * the digits are read as the clock.
   */
  EN_PASSANT_JOINED_TO_CLOCK,
  /** Drop castling rights whose king or rook is not in place (or that are given twice). */
  INVALID_CASTLING_RIGHTS,
  /** Drop an en-passant square that no double pawn push can have produced. */
  INVALID_EN_PASSANT,
  /**
   * Accept a halfmove clock above the number of plies the fullmove number allows, a non-zero
   * halfmove clock beside an en-passant square, and a fullmove number of 0 (read as 1). (A clock
   * past the seventy-five-move rule is read without this: play can reach it.)
   */
  INCONSISTENT_CLOCKS,
  /**
   * Accept material no game can reach: more than 16 pieces or 8 pawns a side, or more promoted
   * pieces than the side has lost pawns.
   */
  IMPOSSIBLE_MATERIAL,
  /**
   * Accept checks no legal move can have given: more than two checkers, two checkers of which
   * neither is a line piece. The generator handles such positions (only king moves answer a
   * double check).
   */
  IMPOSSIBLE_CHECK
}
