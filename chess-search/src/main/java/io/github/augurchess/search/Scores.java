package io.github.augurchess.search;

import io.github.augurchess.api.Score;

/** The search's integer scores: centipawns, with mates as distances from a large bound. */
final class Scores {
  private Scores() {}

  /** The deepest ply any search reaches (nominal depth plus extensions and quiescence). */
  static final int MAX_PLY = 128;

  /** Above every real score; the initial window. */
  static final int INFINITE = 32_000;

  /** Mate at the root; mate at ply p scores {@code MATE - p}. */
  static final int MATE = 31_000;

  /** Scores beyond this (in absolute value) are mates. */
  static final int MATE_BOUND = MATE - MAX_PLY;

  static int mateIn(int ply) {
    return MATE - ply;
  }

  static int matedIn(int ply) {
    return -MATE + ply;
  }

  static boolean isMate(int score) {
    return Math.abs(score) >= MATE_BOUND;
  }

  /**
   * A score as the table keeps it: mates counted from the node rather than the root, so that a
   * mate found at one ply is right when the entry is read at another.
   */
  static int toTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score + ply;
    }
    if (score <= -MATE_BOUND) {
      return score - ply;
    }
    return score;
  }

  /** The inverse of {@link #toTable}. */
  static int fromTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score - ply;
    }
    if (score <= -MATE_BOUND) {
      return score + ply;
    }
    return score;
  }

  /** The API's score: mates in moves (not plies), as UCI counts them. */
  static Score toScore(int score) {
    if (score >= MATE_BOUND) {
      return Score.mateIn((MATE - score + 1) / 2);
    }
    if (score <= -MATE_BOUND) {
      return Score.mateIn(-(MATE + score) / 2);
    }
    return Score.centipawns(score);
  }
}
