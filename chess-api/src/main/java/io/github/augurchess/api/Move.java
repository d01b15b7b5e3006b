package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A move as a value: from, to and an optional promotion. Moves are interned, so {@code ==} and
 * {@link #equals} agree and handing moves to callers allocates nothing.
 *
 * <p>The 16-bit code is {@code to | from << 6 | promotion << 12}, where promotion is 0 for none
 * and 1 to 4 for knight, bishop, rook and queen. Castling is stored as the king taking its own
 * rook ({@code e1h1} for white's short castling in standard chess), which is unambiguous in
 * Chess960 too; the {@code Board} converts to and from the conventional notations. The code 0
 * ({@code a1a1}) is the {@link #NULL null move}.
 *
 * <pre>{@code
 * Move m = Move.of(Square.E7, Square.E8, PieceType.QUEEN);
 * Move same = Move.fromCode(m.code());   // same == m
 * }</pre>
 */
public final class Move {
  private static final int PROMOTION_SHIFT = 12;
  private static final Move[] INTERNED = new Move[5 << PROMOTION_SHIFT];

  static {
    for (int code = 0; code < INTERNED.length; code++) {
      INTERNED[code] = new Move(code);
    }
  }

  /** The null move (a pass), written {@code 0000} in UCI and {@code --} in SAN. */
  public static final Move NULL = INTERNED[0];

  private final int code;

  private Move(int code) {
    this.code = code;
  }

  /** The move from one square to another without promotion. */
  public static Move of(Square from, Square to) {
    return INTERNED[from.ordinal() << 6 | to.ordinal()];
  }

  /**
   * The move from one square to another promoting to the given type (null for none).
   *
   * @throws IllegalArgumentException if the promotion is a pawn or a king
   */
  public static Move of(Square from, Square to, @Nullable PieceType promotion) {
    return INTERNED[from.ordinal() << 6 | to.ordinal() | promotionBits(promotion) << PROMOTION_SHIFT];
  }

  /** True if {@code code} is the code of some move (16 bits, promotion field 0 to 4). */
  public static boolean isValidCode(int code) {
    return code >= 0 && code < INTERNED.length;
  }

  /**
   * The move with this 16-bit code.
   *
   * @throws IllegalArgumentException if the code is not {@linkplain #isValidCode valid}
   */
  public static Move fromCode(int code) {
    if (!isValidCode(code)) {
      throw new IllegalArgumentException("not a move code: " + code);
    }
    return INTERNED[code];
  }

  private static int promotionBits(@Nullable PieceType promotion) {
    if (promotion == null) {
      return 0;
    }
    if (promotion == PieceType.PAWN || promotion == PieceType.KING) {
      throw new IllegalArgumentException("cannot promote to " + promotion);
    }
    return promotion.ordinal();
  }

  /** The 16-bit code of this move. */
  public int code() {
    return code;
  }

  /** The square the piece moves from (the king's square for castling). */
  public Square from() {
    return Square.ofIndex((code >>> 6) & 63);
  }

  /** The square the piece moves to (the castling rook's square for castling: king takes own rook). */
  public Square to() {
    return Square.ofIndex(code & 63);
  }

  /** The promotion piece type, or null if this move does not promote. */
  public @Nullable PieceType promotion() {
    int bits = code >>> PROMOTION_SHIFT;
    return bits == 0 ? null : PieceType.ofIndex(bits);
  }

  /** True for the null move. */
  public boolean isNull() {
    return code == 0;
  }

  /**
   * The internal form of the move, for logs and debugging: raw coordinates such as {@code e2e4}
   * or {@code e7e8q}, castling as the king taking its own rook ({@code e1h1}) in every variant,
   * as Polyglot books encode it. A move alone does not know its position, so this is not UCI
   * text for standard chess: to print a move for a position, use the board's {@code uci(Move)}
   * ({@code e1g1} in standard chess, king takes rook only in Chess960) or {@code san(Move)}.
   */
  @Override
  public String toString() {
    if (isNull()) {
      return "0000";
    }
    PieceType promotion = promotion();
    String text = from().algebraic() + to().algebraic();
    return promotion == null ? text : text + promotion.letter();
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return this == other;
  }

  @Override
  public int hashCode() {
    return code;
  }
}
