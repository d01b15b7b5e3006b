package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;
import static io.github.augurchess.eval.EvalState.ROOK;

import io.github.augurchess.movegen.Bitboards;

/**
 * Rooks on open files (no pawns) and half-open files (enemy pawns only), and rooks on a file with a
 * queen of either side ({@code rook.queen_file}), which will open towards it sooner or later.
 */
final class RookFiles {
  private RookFiles() {}

  /**
   * Counted for all rooks of a side at once, from the files filled with pawns and queens: a loop
   * testing each rook's file took its branches at random, a tenth of an evaluation.
   *
   * @param pw the weights in pairs ({@link PackedScore#pairs})
   */
  static void evaluate(EvalState s, long[] pw) {
    long openFiles = ~Bitboards.fileFill(s.pieces(0, PAWN) | s.pieces(1, PAWN));
    long queenFiles = Bitboards.fileFill(s.pieces(0, QUEEN) | s.pieces(1, QUEEN));
    for (int color = 0; color < 2; color++) {
      long rooks = s.pieces(color, ROOK);
      long halfOpenFiles = ~Bitboards.fileFill(s.pieces(color, PAWN)) & ~openFiles;
      int open = Long.bitCount(rooks & openFiles);
      int halfOpen = Long.bitCount(rooks & halfOpenFiles);
      int queenFile = Long.bitCount(rooks & queenFiles);
      s.add(EvalTerm.ROOK_FILES, color, open * pw[ParameterLayout.ROOK_OPEN_FILE]
          + halfOpen * pw[ParameterLayout.ROOK_HALF_OPEN_FILE]
          + queenFile * pw[ParameterLayout.ROOK_QUEEN_FILE]);
      if (s.recording) {
        s.countPair(color, ParameterLayout.ROOK_OPEN_FILE, open);
        s.countPair(color, ParameterLayout.ROOK_HALF_OPEN_FILE, halfOpen);
        s.countPair(color, ParameterLayout.ROOK_QUEEN_FILE, queenFile);
      }
    }
  }
}
