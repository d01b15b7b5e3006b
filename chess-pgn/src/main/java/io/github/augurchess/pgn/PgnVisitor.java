package io.github.augurchess.pgn;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Receives a game as the {@link PgnReader} reads it, without a tree being built: the fast way to
 * read headers only, moves only, or to gather statistics.
 *
 * <p>For each game the calls come in this order: {@link #beginGame}, {@link #tag} for each tag
 * pair in file order, {@link #beginMovetext} (unless the start position could not be set up), then
 * the movetext events in text order ({@link #move}, {@link #comment}, {@link #nag}, {@link
 * #beginVariation} and {@link #endVariation}, always balanced), {@link #result} if the game has a
 * termination marker, the comments that follow the marker (before the next game), and {@link
 * #endGame}. {@link #error} may come between any two of them.
 *
 * <pre>{@code
 * // Count White's wins by reading headers only.
 * int[] wins = new int[1];
 * reader.visitAll(new PgnVisitor() {
 *   public void tag(String name, String value) {
 *     if (name.equals("Result") && value.equals("1-0")) wins[0]++;
 *   }
 *   public boolean beginMovetext(Position start) {
 *     return false; // skip the moves
 *   }
 * });
 * }</pre>
 *
 * <p>Every method has an empty default. A visitor must not keep the {@link Position} it is given:
 * the reader goes on playing moves on it.
 */
public interface PgnVisitor {
  /** A game starts; {@code gameIndex} counts the games of this input from 1. */
  default void beginGame(int gameIndex) {}

  /** A tag pair, in file order (the value with its escapes resolved). */
  default void tag(String name, String value) {}

  /**
   * The tags are read and the start position is set up (from the {@code FEN} and {@code Variant}
   * tags, or the standard one).
   *
   * @param start the position before the first move; valid during this call only
   * @return true to read the movetext, false to skip it (its result is still reported)
   */
  default boolean beginMovetext(Position start) {
    return true;
  }

  /**
   * A move of the current line.
   *
   * @param text the move as written in the file ({@code Nf3}, {@code 0-0}, {@code e2e4})
   * @param move the move, checked legal, castling as king takes rook ({@link Move#NULL} for a null
   *     move); null if the reader does not validate moves
   */
  default void move(String text, @Nullable Move move) {}

  /** A comment, brace or rest-of-line, without its delimiters. */
  default void comment(String text) {}

  /** A numeric annotation glyph for the last move ({@code !} comes as 1, {@code ?} as 2, ...). */
  default void nag(int nag) {}

  /** A variation starts: an alternative to the last move of the current line. */
  default void beginVariation() {}

  /** The current variation ends; the line it branched from continues. */
  default void endVariation() {}

  /** The game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
  default void result(String result) {}

  /** The game is over; the next call, if any, is {@link #beginGame} of the next game. */
  default void endGame() {}

  /** A problem in the game; see {@link PgnException#problem()} for what the reader did about it. */
  default void error(PgnException error) {}
}
