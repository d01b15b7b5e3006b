package io.github.augurchess.pgn;

/**
 * What kind of problem a {@link PgnException} reports, the part of the PGN it concerns, and
 * whether the reader had to skip the rest of the game's movetext because of it.
 *
 * <p>A problem that {@linkplain #skipsRestOfGame() skips the rest of the game} leaves the game's
 * tree as it was up to the problem; the reader then goes on with the next game. Any other problem
 * is repaired or left out as its description says, and reading the game goes on.
 */
public enum PgnProblem {
  /** A tag pair is malformed (no name, no value, no closing bracket); what could be read is kept. */
  MALFORMED_TAG("tag", false),
  /** The {@code FEN} tag is not a valid position even with every leniency: no move can be read. */
  INVALID_FEN("FEN tag", true),
  /**
   * The {@code FEN} tag needed a repair to be read (castling rights without their rook, an
   * impossible en-passant square, inconsistent clocks); the message says which.
   */
  REPAIRED_FEN("FEN tag", false),
  /** The {@code Variant} tag names a variant other than standard chess and Chess960. */
  UNSUPPORTED_VARIANT("Variant tag", true),
  /** A move's text is not SAN, long algebraic or UCI ({@code Sf3} with a German knight letter). */
  MALFORMED_MOVE("move", true),
  /** A move's text names no legal move in its position. */
  ILLEGAL_MOVE("move", true),
  /** A move's text fits more than one legal move. */
  AMBIGUOUS_MOVE("move", true),
  /**
   * Text that has no place in movetext: characters that start no token, a quoted string, a stray
   * {@code ]}, a variation before any move.
   */
  UNEXPECTED_TEXT("movetext", true),
  /** A brace comment runs to the end of the input. */
  UNTERMINATED_COMMENT("comment", true),
  /** {@code <...>}, reserved by the standard: left out. */
  RESERVED_TEXT("movetext", false),
  /** A NAG that is malformed ({@code $} alone, above 255, {@code !!!}) or annotates no move: left out. */
  MALFORMED_NAG("NAG", false),
  /** A variation without moves: left out. */
  EMPTY_VARIATION("variation", false),
  /** A {@code )} without its {@code (} (left out), or a {@code (} never closed (closed at the end). */
  UNBALANCED_VARIATION("variation", false),
  /** A game termination marker inside a variation: left out. */
  RESULT_IN_VARIATION("result", false),
  /**
   * The movetext ends (at the next tag section or the end of the input) without a game
   * termination marker; the game's result is then its {@code Result} tag's, or {@code *}.
   */
  MISSING_RESULT("result", false),
  /**
   * A comment in an input without any game, which belongs to no game: left out. (Comments after a
   * game's termination marker belong to that game.)
   */
  TEXT_OUTSIDE_GAME("comment", false);

  private final String field;
  private final boolean skipsRestOfGame;

  PgnProblem(String field, boolean skipsRestOfGame) {
    this.field = field;
    this.skipsRestOfGame = skipsRestOfGame;
  }

  /** The part of the PGN concerned, such as {@code "move"} or {@code "FEN tag"}. */
  public String field() {
    return field;
  }

  /** True if the reader skipped the rest of the game's movetext after this problem. */
  public boolean skipsRestOfGame() {
    return skipsRestOfGame;
  }
}
