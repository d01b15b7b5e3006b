package io.github.augurchess.movegen;

import io.github.augurchess.api.Move;

/**
 * Moves as the engine keeps them: an {@code int} whose low 16 bits are the {@link Move#code()}
 * ({@code to | from << 6 | promotion << 12}) and whose bits 16 and 17 say whether the move is
 * castling (encoded king takes own rook) or an en-passant capture. Packed moves come only from a
 * {@link Board}'s {@link UncheckedBoard} (its generator, or {@link UncheckedBoard#pack(Move)}),
 * which sets the flags.
 */
public final class PackedMove {
  private PackedMove() {}

  /** No move. */
  public static final int NONE = 0;

  /** Set on castling moves. */
  public static final int CASTLING = 1 << 16;

  /** Set on en-passant captures. */
  public static final int EN_PASSANT = 2 << 16;

  static int of(int from, int to) {
    return to | from << 6;
  }

  static int promotion(int from, int to, int promotionType) {
    return to | from << 6 | promotionType << 12;
  }

  public static int from(int move) {
    return (move >>> 6) & 63;
  }

  public static int to(int move) {
    return move & 63;
  }

  /** The promotion type index (1 knight, 2 bishop, 3 rook, 4 queen), or 0 for none. */
  public static int promotionType(int move) {
    return (move >>> 12) & 7;
  }

  public static boolean isCastling(int move) {
    return (move & CASTLING) != 0;
  }

  public static boolean isEnPassant(int move) {
    return (move & EN_PASSANT) != 0;
  }

  /** The 16-bit code of the move, without the flags. */
  public static int code(int move) {
    return move & 0xFFFF;
  }

  /** The interned {@link Move} of a packed move (no allocation). */
  public static Move toMove(int move) {
    return Move.fromCode(move & 0xFFFF);
  }
}
