package io.github.augurchess.eval;

import java.util.Arrays;

/**
 * A cache of the pawn-only terms (the pawn part of {@link PassedPawns} and {@link PawnStructure})
 * and the passed pawns, keyed by the position's pawn key. Fixed size, direct-mapped, preallocated:
 * a probe allocates nothing. Owned by one evaluator, so it needs no locks.
 *
 * <p>An entry holds each pawn term's middlegame and endgame score for both colours, exactly as the
 * terms wrote them, so an evaluation from the cache is the same to the centipawn.
 */
final class PawnHashTable {
  private static final EvalTerm[] TERMS = {
    EvalTerm.PASSED_PAWNS, EvalTerm.DOUBLED_PAWNS, EvalTerm.ISOLATED_PAWNS, EvalTerm.BACKWARD_PAWNS
  };
  /** Ints per entry: per term, per colour, middlegame and endgame. */
  private static final int STRIDE = TERMS.length * 4;

  private final long[] keys;
  private final long[] passed;
  private final int[] scores;
  private final int mask;

  /**
   * @param entries a power of two of at least 2, or 0 for no cache at all
   */
  PawnHashTable(int entries) {
    if (entries != 0 && (entries < 2 || Integer.bitCount(entries) != 1)) {
      throw new IllegalArgumentException("pawn hash entries must be 0 or a power of two >= 2: " + entries);
    }
    keys = new long[entries];
    passed = new long[entries];
    scores = new int[entries * STRIDE];
    mask = entries - 1;
    clear();
  }

  /**
   * Empties the table. An empty slot holds a key whose low bits point at another slot, so no pawn
   * key can match it; pawn keys can be any value, 0 included (no pawns).
   */
  void clear() {
    for (int i = 0; i < keys.length; i++) {
      keys[i] = i ^ 1;
    }
    Arrays.fill(passed, 0);
    Arrays.fill(scores, 0);
  }

  /** Adds a cached entry's scores to the state and sets its passed pawns; false on a miss. */
  boolean load(EvalState s, long key) {
    if (keys.length == 0) {
      return false;
    }
    int slot = (int) key & mask;
    if (keys[slot] != key) {
      return false;
    }
    s.passedPawns = passed[slot];
    int base = slot * STRIDE;
    for (EvalTerm term : TERMS) {
      int t = term.ordinal() * 2;
      s.mg[t] += scores[base];
      s.eg[t] += scores[base + 1];
      s.mg[t + 1] += scores[base + 2];
      s.eg[t + 1] += scores[base + 3];
      base += 4;
    }
    return true;
  }

  /** Keeps the pawn terms the state holds now (only they may have been added so far). */
  void store(EvalState s, long key) {
    if (keys.length == 0) {
      return;
    }
    int slot = (int) key & mask;
    keys[slot] = key;
    passed[slot] = s.passedPawns;
    int base = slot * STRIDE;
    for (EvalTerm term : TERMS) {
      int t = term.ordinal() * 2;
      scores[base] = s.mg[t];
      scores[base + 1] = s.eg[t];
      scores[base + 2] = s.mg[t + 1];
      scores[base + 3] = s.eg[t + 1];
      base += 4;
    }
  }
}
