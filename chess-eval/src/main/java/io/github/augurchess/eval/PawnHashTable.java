package io.github.augurchess.eval;

import java.util.Arrays;

/**
 * A cache of the pawn-only terms (the pawn part of {@link PassedPawns} and {@link PawnStructure},
 * the pawns' piece-square values),
 * the passed pawns and the king shelter of {@link KingSafety} for one king square per side, keyed
 * by the position's pawn key. Fixed size, direct-mapped, preallocated:
 * a probe allocates nothing. Owned by one evaluator, so it needs no locks.
 *
 * <p>An entry holds the pawn terms' middlegame and endgame sums (white's minus black's), exactly
 * as the terms added them, so an evaluation from the cache is the same to the centipawn. A trace
 * wants each term on its own and so bypasses the table.
 *
 * <p>An entry is one run of 48 bytes of a single {@code int} array (key, passed pawns, scores), so
 * that a probe touches one or two cache lines; with keys, passed pawns and scores in three arrays a probe of a
 * cold entry cost three or four cache misses, a large part of an evaluation.
 */
final class PawnHashTable {
  /**
   * Where the scores of an entry start: after the key and the passed pawns, two ints each. The
   * scores are the pawn terms' sum, a {@link PackedScore} in two ints.
   */
  private static final int SCORES = 4;
  /**
   * Where the king shelter starts: per colour, the king square + 1 it holds for (0 for none) and
   * the shelter, a {@link PackedScore} in two ints. The shelter depends on the pawns and that
   * square alone.
   */
  private static final int SHELTER = SCORES + 2;
  /** Ints per entry: key, passed pawns, the pawn terms, the king shelter. */
  private static final int STRIDE = SHELTER + 6;

  private final int[] entries;
  private final int mask;

  /**
   * @param entries a power of two of at least 2, or 0 for no cache at all
   */
  PawnHashTable(int entries) {
    if (entries != 0 && (entries < 2 || Integer.bitCount(entries) != 1)) {
      throw new IllegalArgumentException("pawn hash entries must be 0 or a power of two >= 2: " + entries);
    }
    this.entries = new int[entries * STRIDE];
    mask = entries - 1;
    clear();
  }

  /**
   * Empties the table. An empty slot holds a key whose low bits point at another slot, so no pawn
   * key can match it; pawn keys can be any value, 0 included (no pawns).
   */
  void clear() {
    Arrays.fill(entries, 0);
    for (int slot = 0; slot <= mask; slot++) {
      writeLong(slot * STRIDE, slot ^ 1);
    }
  }

  /** Adds a cached entry's scores to the state and sets its passed pawns; false on a miss. */
  boolean load(EvalState s, long key) {
    if (entries.length == 0) {
      return false;
    }
    int base = ((int) key & mask) * STRIDE;
    if (readLong(base) != key) {
      return false;
    }
    s.passedPawns = readLong(base + 2);
    s.total += readLong(base + SCORES);
    for (int color = 0; color < 2; color++) {
      int shelter = base + SHELTER + 3 * color;
      s.shelterKing[color] = entries[shelter] - 1;
      s.shelter[color] = readLong(shelter + 1);
    }
    return true;
  }

  /** Keeps the pawn terms the state holds now (only they may have been added so far). */
  void store(EvalState s, long key) {
    if (entries.length == 0) {
      return;
    }
    int base = ((int) key & mask) * STRIDE;
    writeLong(base, key);
    writeLong(base + 2, s.passedPawns);
    writeLong(base + SCORES, s.total);
    entries[base + SHELTER] = 0;
    entries[base + SHELTER + 3] = 0;
  }

  /**
   * Keeps the king shelter the state holds (after {@link KingSafety}) in the entry of the key, if
   * the table still holds that key.
   */
  void storeShelter(EvalState s, long key) {
    if (entries.length == 0) {
      return;
    }
    int base = ((int) key & mask) * STRIDE;
    if (readLong(base) != key) {
      return;
    }
    for (int color = 0; color < 2; color++) {
      int shelter = base + SHELTER + 3 * color;
      entries[shelter] = s.shelterKing[color] + 1;
      writeLong(shelter + 1, s.shelter[color]);
    }
  }

  private long readLong(int i) {
    return (long) entries[i] << 32 | (entries[i + 1] & 0xFFFF_FFFFL);
  }

  private void writeLong(int i, long value) {
    entries[i] = (int) (value >>> 32);
    entries[i + 1] = (int) value;
  }
}
