package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.KING;
import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;
import static io.github.augurchess.eval.EvalState.ROOK;

import io.github.augurchess.movegen.Bitboards;

/**
 * Rooks and queens on the seventh rank (as their owner counts), when it matters: the enemy king
 * is on its back rank or enemy pawns are still on their starting rank.
 */
final class SeventhRank {
  private SeventhRank() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      int them = color ^ 1;
      long seventh = Bitboards.relativeRankMask(color, 6);
      long eighth = Bitboards.relativeRankMask(color, 7);
      // 0 or 1 times the counts, not a branch taken at random.
      int applies = Bitboards.nonEmpty((s.pieces(them, PAWN) & seventh) | (s.pieces(them, KING) & eighth));
      int rooks = applies * Long.bitCount(s.pieces(color, ROOK) & seventh);
      int queens = applies * Long.bitCount(s.pieces(color, QUEEN) & seventh);
      s.add(EvalTerm.SEVENTH_RANK, color,
          rooks * pw[ParameterLayout.ROOK_SEVENTH_RANK] + queens * pw[ParameterLayout.QUEEN_SEVENTH_RANK]);
      if (s.recording) {
        s.countPair(color, ParameterLayout.ROOK_SEVENTH_RANK, rooks);
        s.countPair(color, ParameterLayout.QUEEN_SEVENTH_RANK, queens);
      }
    }
  }
}
