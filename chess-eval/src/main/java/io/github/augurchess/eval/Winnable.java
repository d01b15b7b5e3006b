package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.KING;
import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Bitboards;

/**
 * How winnable the endgame is: a correction that moves the endgame score away from zero when the
 * stronger side has ways to make progress (passed pawns, many pawns, pawns on both wings, a king
 * ahead of the other or past the middle, a pawn ending) and towards it when it has few. The sum of
 * the {@code winnable.*} weights times these counts is added to the endgame score of the side
 * ahead, but never takes more than its whole lead: a large negative sum leaves the endgame score
 * 0.
 *
 * <p>Not linear in the other weights (the side ahead depends on them), so the counts are recorded
 * for the side ahead under the weights the features are taken with; where the correction takes
 * the whole lead, the endgame counts are dropped, which is exact.
 */
final class Winnable {
  private Winnable() {}

  /** @param w the weights */
  static void evaluate(EvalState s, int[] w) {
    int eg = s.totalEg();
    if (eg == 0) {
      return;
    }
    long pawns = s.pieces(0, PAWN) | s.pieces(1, PAWN);
    int whiteKing = s.king[0];
    int blackKing = s.king[1];
    int fileDistance = Math.abs((whiteKing & 7) - (blackKing & 7));
    int rankDistance = Math.abs((whiteKing >>> 3) - (blackKing >>> 3));
    int outflanking = fileDistance - rankDistance;
    int bothFlanks = (pawns & Bitboards.QUEEN_SIDE) != 0 && (pawns & Bitboards.KING_SIDE) != 0 ? 1 : 0;
    int infiltration = (whiteKing >>> 3) > 3 || (blackKing >>> 3) < 4 ? 1 : 0;
    long pieces = s.occupied & ~pawns & ~(s.pieces(0, KING) | s.pieces(1, KING));
    int pawnEnding = pieces == 0 ? 1 : 0;
    int almostUnwinnable = outflanking < 0 && bothFlanks == 0 ? 1 : 0;
    int passed = Long.bitCount(s.passedPawns);
    int pawnCount = Long.bitCount(pawns);
    int complexity = passed * w[ParameterLayout.WINNABLE_PASSED_PAWNS]
        + pawnCount * w[ParameterLayout.WINNABLE_PAWNS]
        + outflanking * w[ParameterLayout.WINNABLE_OUTFLANKING]
        + bothFlanks * w[ParameterLayout.WINNABLE_BOTH_FLANKS]
        + infiltration * w[ParameterLayout.WINNABLE_INFILTRATION]
        + pawnEnding * w[ParameterLayout.WINNABLE_PAWN_ENDING]
        + almostUnwinnable * w[ParameterLayout.WINNABLE_ALMOST_UNWINNABLE]
        + w[ParameterLayout.WINNABLE_BASE];
    int ahead = eg > 0 ? EvalState.WHITE : EvalState.BLACK;
    int lead = Math.abs(eg);
    // At most the whole lead goes (the endgame score becomes 0); a maximum, not a branch.
    s.add(EvalTerm.WINNABLE, ahead, 0, Math.max(complexity, -lead));
    if (s.recording && complexity <= -lead) {
      s.dropEndgameCounts();
      return;
    }
    if (s.recording) {
      s.count(ahead, ParameterLayout.WINNABLE_PASSED_PAWNS, passed);
      s.count(ahead, ParameterLayout.WINNABLE_PAWNS, pawnCount);
      s.count(ahead, ParameterLayout.WINNABLE_OUTFLANKING, outflanking);
      s.count(ahead, ParameterLayout.WINNABLE_BOTH_FLANKS, bothFlanks);
      s.count(ahead, ParameterLayout.WINNABLE_INFILTRATION, infiltration);
      s.count(ahead, ParameterLayout.WINNABLE_PAWN_ENDING, pawnEnding);
      s.count(ahead, ParameterLayout.WINNABLE_ALMOST_UNWINNABLE, almostUnwinnable);
      s.count(ahead, ParameterLayout.WINNABLE_BASE, 1);
    }
  }
}
