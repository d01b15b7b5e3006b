package io.github.augurchess.movegen;

import io.github.augurchess.api.File;
import io.github.augurchess.api.Rank;
import io.github.augurchess.api.Square;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * An immutable set of squares over a 64-bit bitboard (bit {@code n} is the square whose {@link
 * Square#index()} is {@code n}, {@code a1} = 0, {@code h8} = 63), as python-chess's {@code
 * SquareSet} and shakmaty's {@code Bitboard}. It is a {@link java.util.Set} of {@link Square}s in
 * index order, so it iterates, streams and compares like any set; the set operations return new
 * sets and never change this one (the mutators of {@code Set} throw {@link
 * UnsupportedOperationException}).
 *
 * <pre>{@code
 * Board board = Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
 * SquareSet rookAttacks = Attacks.rook(Square.A1, SquareSet.of(board.occupied()));
 * for (Square s : rookAttacks.minus(SquareSet.of(board.pieces(Color.WHITE)))) {
 *   System.out.println(s);   // a2 … a8, b1, c1, d1
 * }
 * }</pre>
 *
 * <p>Engines and evaluators that care for every nanosecond work on the {@code long} itself with
 * {@link Bitboards} and the {@code long} methods of {@link Attacks}; {@link #bits()} and {@link
 * #of(long)} move between the two.
 */
public final class SquareSet extends AbstractSet<Square> {
  /** The empty set. */
  public static final SquareSet EMPTY = new SquareSet(0L);
  /** All 64 squares. */
  public static final SquareSet ALL = new SquareSet(-1L);
  /** The 32 dark squares (a1 is dark). */
  public static final SquareSet DARK_SQUARES = new SquareSet(Bitboards.DARK_SQUARES);
  /** The 32 light squares. */
  public static final SquareSet LIGHT_SQUARES = new SquareSet(Bitboards.LIGHT_SQUARES);

  private final long bits;

  private SquareSet(long bits) {
    this.bits = bits;
  }

  /** The set whose squares are the set bits of {@code bitboard}. */
  public static SquareSet of(long bitboard) {
    return bitboard == 0 ? EMPTY : new SquareSet(bitboard);
  }

  /** The set of the given squares. */
  public static SquareSet of(Square... squares) {
    long b = 0;
    for (Square s : squares) {
      b |= s.bit();
    }
    return of(b);
  }

  /** The set of the given squares. */
  public static SquareSet copyOf(Iterable<Square> squares) {
    if (squares instanceof SquareSet) {
      return (SquareSet) squares;
    }
    long b = 0;
    for (Square s : squares) {
      b |= s.bit();
    }
    return of(b);
  }

  /** The eight squares of a file. */
  public static SquareSet file(File file) {
    return new SquareSet(Bitboards.fileMask(file.ordinal()));
  }

  /** The eight squares of a rank. */
  public static SquareSet rank(Rank rank) {
    return new SquareSet(Bitboards.rankMask(rank.ordinal()));
  }

  /**
   * The squares strictly between two squares on a common rank, file or diagonal; empty if they
   * share none.
   */
  public static SquareSet between(Square a, Square b) {
    return of(Attacks.between(a.index(), b.index()));
  }

  /**
   * The whole rank, file or diagonal through two squares, edge to edge and with both squares;
   * empty if they share none (python-chess's {@code ray}).
   */
  public static SquareSet line(Square a, Square b) {
    return of(Attacks.line(a.index(), b.index()));
  }

  /** The bitboard of this set: bit {@code n} set for the square of index {@code n}. */
  public long bits() {
    return bits;
  }

  @Override
  public int size() {
    return Long.bitCount(bits);
  }

  @Override
  public boolean isEmpty() {
    return bits == 0;
  }

  @Override
  public boolean contains(@Nullable Object o) {
    return o instanceof Square && (bits & ((Square) o).bit()) != 0;
  }

  /** True if the square is in this set. */
  public boolean contains(Square square) {
    return (bits & square.bit()) != 0;
  }

  /** True if this set and {@code other} have a square in common. */
  public boolean intersects(SquareSet other) {
    return (bits & other.bits) != 0;
  }

  /** True if every square of this set is in {@code other}. */
  public boolean isSubsetOf(SquareSet other) {
    return (bits & ~other.bits) == 0;
  }

  /** The squares in either set. */
  public SquareSet union(SquareSet other) {
    return of(bits | other.bits);
  }

  /** The squares in both sets. */
  public SquareSet intersection(SquareSet other) {
    return of(bits & other.bits);
  }

  /** The squares of this set that are not in {@code other}. */
  public SquareSet minus(SquareSet other) {
    return of(bits & ~other.bits);
  }

  /** The squares in exactly one of the two sets. */
  public SquareSet symmetricDifference(SquareSet other) {
    return of(bits ^ other.bits);
  }

  /** The squares not in this set. */
  public SquareSet complement() {
    return of(~bits);
  }

  /** This set with {@code square} added. */
  public SquareSet with(Square square) {
    return of(bits | square.bit());
  }

  /** This set with {@code square} removed. */
  public SquareSet without(Square square) {
    return of(bits & ~square.bit());
  }

  /** This set mirrored top to bottom (a1 becomes a8), as a board seen from black's side. */
  public SquareSet flipRanks() {
    return of(Long.reverseBytes(bits));
  }

  /** The square of lowest index (a1 first, h8 last), if any. */
  public Optional<Square> first() {
    return bits == 0 ? Optional.empty() : Optional.of(Square.ofIndex(Long.numberOfTrailingZeros(bits)));
  }

  /** The square of highest index, if any. */
  public Optional<Square> last() {
    return bits == 0 ? Optional.empty() : Optional.of(Square.ofIndex(63 - Long.numberOfLeadingZeros(bits)));
  }

  /** True if the set has more than one square. */
  public boolean hasMoreThanOne() {
    return Bitboards.hasMoreThanOne(bits);
  }

  /** The squares in index order: a1, b1, … h1, a2, … h8. */
  @Override
  public Iterator<Square> iterator() {
    return new Iterator<>() {
      private long rest = bits;

      @Override
      public boolean hasNext() {
        return rest != 0;
      }

      @Override
      public Square next() {
        if (rest == 0) {
          throw new NoSuchElementException();
        }
        int index = Long.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        return Square.ofIndex(index);
      }
    };
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (o instanceof SquareSet) {
      return bits == ((SquareSet) o).bits;
    }
    return super.equals(o);
  }

  @Override
  public int hashCode() {
    // The Set contract: the sum of the elements' hash codes, so that equal sets of other kinds agree.
    return super.hashCode();
  }

  /**
   * An 8×8 diagram, rank 8 first, with {@code 1} for a square in the set and {@code .} for one
   * not, files separated by spaces, as python-chess prints a {@code SquareSet}.
   */
  public String diagram() {
    StringBuilder sb = new StringBuilder(8 * 16);
    for (int rank = 7; rank >= 0; rank--) {
      for (int file = 0; file < 8; file++) {
        if (file > 0) {
          sb.append(' ');
        }
        sb.append((bits >>> (rank * 8 + file) & 1) != 0 ? '1' : '.');
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
