package io.github.augurchess.api;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The castling rights of both sides. Each right remembers the file of its rook, which is always
 * {@code h} and {@code a} in standard chess and any file in Chess960. Immutable.
 *
 * <pre>{@code
 * CastlingRights rights = CastlingRights.STANDARD.without(Color.BLACK, CastlingSide.QUEENSIDE);
 * rights.has(Color.WHITE, CastlingSide.KINGSIDE);   // true
 * rights.rookFile(Color.WHITE, CastlingSide.QUEENSIDE);   // File.A
 * }</pre>
 */
public final class CastlingRights {
  private static final int PRESENT = 8;

  /** No castling rights at all. */
  public static final CastlingRights NONE = new CastlingRights(0);

  /** All four rights of the standard starting position (rooks on the a- and h-files). */
  public static final CastlingRights STANDARD =
      NONE.with(Color.WHITE, CastlingSide.KINGSIDE, File.H)
          .with(Color.WHITE, CastlingSide.QUEENSIDE, File.A)
          .with(Color.BLACK, CastlingSide.KINGSIDE, File.H)
          .with(Color.BLACK, CastlingSide.QUEENSIDE, File.A);

  /** Four bits a slot: a presence bit and the rook's file. Slot = color * 2 + side. */
  private final int bits;

  private CastlingRights(int bits) {
    this.bits = bits;
  }

  private static int shift(Color color, CastlingSide side) {
    return (color.ordinal() * 2 + side.ordinal()) * 4;
  }

  /** True if the side may still castle in this direction. */
  public boolean has(Color color, CastlingSide side) {
    return ((bits >>> shift(color, side)) & PRESENT) != 0;
  }

  /** The file of the rook for this right, or null if the right is absent. */
  public @Nullable File rookFile(Color color, CastlingSide side) {
    int slot = (bits >>> shift(color, side)) & 15;
    return (slot & PRESENT) == 0 ? null : File.ofIndex(slot & 7);
  }

  /** These rights with the given right added (or its rook file replaced). */
  public CastlingRights with(Color color, CastlingSide side, File rookFile) {
    int shift = shift(color, side);
    return new CastlingRights((bits & ~(15 << shift)) | ((PRESENT | rookFile.ordinal()) << shift));
  }

  /** These rights without the given right. */
  public CastlingRights without(Color color, CastlingSide side) {
    return new CastlingRights(bits & ~(15 << shift(color, side)));
  }

  /** These rights without either right of the given side. */
  public CastlingRights without(Color color) {
    return without(color, CastlingSide.KINGSIDE).without(color, CastlingSide.QUEENSIDE);
  }

  /** True if neither side may castle. */
  public boolean isEmpty() {
    return bits == 0;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof CastlingRights && ((CastlingRights) other).bits == bits;
  }

  @Override
  public int hashCode() {
    return bits;
  }

  /** The rights in Shredder-FEN form (rook files, white upper case), or {@code "-"}. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    for (Color color : Color.values()) {
      for (CastlingSide side : CastlingSide.values()) {
        File file = rookFile(color, side);
        if (file != null) {
          char letter = file.letter();
          text.append(color == Color.WHITE ? Character.toUpperCase(letter) : letter);
        }
      }
    }
    return text.length() == 0 ? "-" : text.toString();
  }
}
