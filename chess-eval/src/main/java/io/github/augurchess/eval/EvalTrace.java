package io.github.augurchess.eval;

import io.github.augurchess.api.Color;
import java.util.Locale;

/**
 * One evaluation broken into its terms: each {@link EvalTerm}'s middlegame and endgame score for
 * both colours (each from that colour's point of view), the material phase, the endgame scale
 * factor and the blended score. It is a copy of the evaluator's own working state after the run
 * that produced its score, so {@link #score()} is the evaluator's score to the centipawn, and
 * {@link #blend(int, int)} applied to the sums of the terms gives it back.
 *
 * <pre>{@code
 * EvalTrace trace = new ClassicalEvaluator().trace(board);
 * int passers = trace.mg(EvalTerm.PASSED_PAWNS, Color.WHITE);
 * System.out.println(trace.format());
 * }</pre>
 */
public final class EvalTrace {
  private final int[] mg;
  private final int[] eg;
  private final int phase;
  private final int maxPhase;
  private final int scale;
  private final boolean insufficientMaterial;
  private final Color sideToMove;
  private final int whiteScore;

  EvalTrace(EvalState s) {
    mg = s.mg.clone();
    eg = s.eg.clone();
    phase = s.phase;
    maxPhase = s.maxPhase;
    scale = s.scale;
    insufficientMaterial = s.insufficientMaterial;
    sideToMove = Color.ofIndex(s.sideToMove);
    whiteScore = s.whiteScore;
  }

  /** A term's middlegame score for a colour, from that colour's point of view. */
  public int mg(EvalTerm term, Color color) {
    return mg[term.ordinal() * 2 + color.ordinal()];
  }

  /** A term's endgame score for a colour (before scaling), from that colour's point of view. */
  public int eg(EvalTerm term, Color color) {
    return eg[term.ordinal() * 2 + color.ordinal()];
  }

  /** The material phase, from 0 (kings and pawns) to {@link #maxPhase()} (full material). */
  public int phase() {
    return phase;
  }

  /** The phase of the full starting material. */
  public int maxPhase() {
    return maxPhase;
  }

  /** The endgame scale factor in 64ths (64: not scaled; 0 for insufficient material). */
  public int scale() {
    return scale;
  }

  /** True if neither side can mate; the score is then exactly 0. */
  public boolean insufficientMaterial() {
    return insufficientMaterial;
  }

  public Color sideToMove() {
    return sideToMove;
  }

  /** The sum of every term, white's minus black's, middlegame. */
  public int totalMg() {
    int total = 0;
    for (int i = 0; i < mg.length; i += 2) {
      total += mg[i] - mg[i + 1];
    }
    return total;
  }

  /** The sum of every term, white's minus black's, endgame (before scaling). */
  public int totalEg() {
    int total = 0;
    for (int i = 0; i < eg.length; i += 2) {
      total += eg[i] - eg[i + 1];
    }
    return total;
  }

  /**
   * Blends a middlegame and an endgame score (white's view) with this trace's phase and scale,
   * exactly as the evaluator does: {@code (mg * phase + eg * scale / 64 * (maxPhase - phase)) /
   * maxPhase}, truncating. Insufficient material gives 0.
   */
  public int blend(int mgScore, int egScore) {
    return insufficientMaterial ? 0 : Taper.blend(mgScore, egScore, phase, maxPhase, scale);
  }

  /** The score from white's point of view. */
  public int whiteScore() {
    return whiteScore;
  }

  /** The score from the side to move's point of view: what {@link ClassicalEvaluator#evaluate} returned. */
  public int score() {
    return sideToMove == Color.WHITE ? whiteScore : -whiteScore;
  }

  /**
   * A table of the terms: white and black, middlegame and endgame, the net of both phases and the
   * term's approximate share of the blended score (shares are not rounded, so they need not add
   * up to the total exactly); then the phase, the scale and the score.
   */
  public String format() {
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "%-16s %8s %8s %8s %8s %8s %8s %9s%n",
        "term", "white mg", "white eg", "black mg", "black eg", "net mg", "net eg", "tapered"));
    for (EvalTerm term : EvalTerm.values()) {
      int w = term.ordinal() * 2;
      int netMg = mg[w] - mg[w + 1];
      int netEg = eg[w] - eg[w + 1];
      out.append(String.format(Locale.ROOT, "%-16s %8d %8d %8d %8d %8d %8d %9.1f%n",
          term.label(), mg[w], eg[w], mg[w + 1], eg[w + 1], netMg, netEg, share(netMg, netEg)));
    }
    int totalMg = totalMg();
    int totalEg = totalEg();
    out.append(String.format(Locale.ROOT, "%-16s %8s %8s %8s %8s %8d %8d %9.1f%n",
        "total", "", "", "", "", totalMg, totalEg, share(totalMg, totalEg)));
    out.append(String.format(Locale.ROOT, "phase %d/%d (middlegame weight), endgame scale %d/64%s%n",
        phase, maxPhase, scale, insufficientMaterial ? " (insufficient material: score 0)" : ""));
    out.append(String.format(Locale.ROOT, "score %+d (white's view), %+d (%s to move)%n",
        whiteScore, score(), sideToMove == Color.WHITE ? "white" : "black"));
    return out.toString();
  }

  private double share(int mgScore, int egScore) {
    if (insufficientMaterial) {
      return 0;
    }
    double scaledEg = (double) egScore * scale / ParameterLayout.SCALE_ONE;
    return (mgScore * (double) phase + scaledEg * (maxPhase - phase)) / maxPhase;
  }

  @Override
  public String toString() {
    return format();
  }
}
