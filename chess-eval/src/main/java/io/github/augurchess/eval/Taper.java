package io.github.augurchess.eval;

/**
 * Blends middlegame and endgame scores by the material phase, after scaling the endgame score
 * towards a draw. Every division truncates towards zero, so a score and its colour-flipped mirror
 * come out exactly opposite.
 */
final class Taper {
  private Taper() {}

  /**
   * @param mg the middlegame score
   * @param eg the endgame score, before scaling
   * @param phase the material phase, 0 (bare kings and pawns) to {@code maxPhase}
   * @param maxPhase the phase of the full starting material; greater than 0
   * @param scale the endgame scale factor in 64ths
   */
  static int blend(int mg, int eg, int phase, int maxPhase, int scale) {
    long scaledEg = (long) eg * scale / ParameterLayout.SCALE_ONE;
    long blended = (long) mg * phase + scaledEg * (maxPhase - phase);
    // The same quotient in 32 bits whenever it fits, which with sound weights is always: a 64-bit
    // division takes several times as long on the processors this runs on.
    return blended == (int) blended ? (int) blended / maxPhase : (int) (blended / maxPhase);
  }
}
