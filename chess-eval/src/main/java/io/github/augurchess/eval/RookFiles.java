package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;
import static io.github.augurchess.eval.EvalState.ROOK;

import io.github.augurchess.eval.internal.Bitboards;

/**
 * Rooks on open files (no pawns) and half-open files (enemy pawns only), and rooks on a file with a
 * queen of either side ({@code rook.queen_file}), which will open towards it sooner or later.
 */
final class RookFiles {
  private RookFiles() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    long allPawns = s.pieces(0, PAWN) | s.pieces(1, PAWN);
    long queens = s.pieces(0, QUEEN) | s.pieces(1, QUEEN);
    for (int color = 0; color < 2; color++) {
      long ownPawns = s.pieces(color, PAWN);
      long score = 0;
      for (long b = s.pieces(color, ROOK); b != 0; b &= b - 1) {
        long file = Bitboards.fileMask(Long.numberOfTrailingZeros(b) & 7);
        if ((file & allPawns) == 0) {
          score += pw[ParameterLayout.ROOK_OPEN_FILE];
          if (s.recording) {
            s.countPair(color, ParameterLayout.ROOK_OPEN_FILE, 1);
          }
        } else if ((file & ownPawns) == 0) {
          score += pw[ParameterLayout.ROOK_HALF_OPEN_FILE];
          if (s.recording) {
            s.countPair(color, ParameterLayout.ROOK_HALF_OPEN_FILE, 1);
          }
        }
        if ((file & queens) != 0) {
          score += pw[ParameterLayout.ROOK_QUEEN_FILE];
          if (s.recording) {
            s.countPair(color, ParameterLayout.ROOK_QUEEN_FILE, 1);
          }
        }
      }
      s.add(EvalTerm.ROOK_FILES, color, score);
    }
  }
}
