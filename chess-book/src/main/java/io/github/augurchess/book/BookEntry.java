package io.github.augurchess.book;

import io.github.augurchess.api.Move;

/**
 * One 16-byte entry of a Polyglot book as it is stored: the position's key, the raw move, its
 * weight and the learn field. Keys compare unsigned, as the format sorts them.
 *
 * <p>The raw move has the layout of {@link Move#code()}: {@code to | from << 6 | promotion << 12},
 * castling as the king taking its own rook. A raw move is only a candidate: whether it names a
 * legal move depends on the position ({@link PolyglotBook#moves} decodes and checks).
 *
 * @param key the Polyglot key of the position (unsigned 64 bits)
 * @param move the raw 16-bit move, 0 to 65535
 * @param weight the weight, 0 to 65535
 * @param learn the learn field, 0 to 4294967295
 */
public record BookEntry(long key, int move, int weight, long learn) {
  /** The size of an entry in a {@code .bin} file. */
  public static final int BYTES = 16;

  /**
   * @throws IllegalArgumentException if the move, weight or learn field does not fit its bytes
   */
  public BookEntry {
    if ((move & ~0xFFFF) != 0) {
      throw new IllegalArgumentException("move " + move + " does not fit 16 bits");
    }
    if ((weight & ~0xFFFF) != 0) {
      throw new IllegalArgumentException("weight " + weight + " does not fit 16 bits");
    }
    if ((learn & ~0xFFFF_FFFFL) != 0) {
      throw new IllegalArgumentException("learn " + learn + " does not fit 32 bits");
    }
  }

  /**
   * The raw move as text: coordinates with castling as king takes rook ({@code e1h1}), a
   * promotion letter if any, or {@code #xxxx} (hexadecimal) for a code that is no move at all.
   */
  public String moveText() {
    return Move.isValidCode(move) && move != 0 ? Move.fromCode(move).toString() : String.format("#%04x", move);
  }

  /** The key as 16 hexadecimal digits. */
  public String keyHex() {
    return String.format("%016x", key);
  }
}
