package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.KING;
import static io.github.augurchess.eval.EvalState.KNIGHT;
import static io.github.augurchess.eval.EvalState.PAWN;
import static io.github.augurchess.eval.EvalState.QUEEN;

import io.github.augurchess.movegen.Attacks;
import io.github.augurchess.movegen.Bitboards;

/**
 * Threats: enemy pieces attacked by a piece worth less or about the same, a weight per attacked
 * piece type for each kind of attacker: pawns (on knights, bishops, rooks, queens), knights and
 * bishops (on the same), rooks (on queens). Besides, weak enemy pieces and pawns (attacked, and
 * neither guarded by a pawn nor guarded twice while attacked fewer than twice): {@code
 * threat.hanging} for each that is not guarded at all or, if a piece, is attacked twice, and
 * {@code threat.by_king} for each the king attacks; and {@code threat.pawn_push} for each enemy
 * piece a safe pawn push would attack. Counted for the attacking side. The
 * quiescence search settles threats of the side to move by capturing; this term is what it cannot
 * see, chiefly that the side not to move may lose a tempo or material to them.
 *
 * <p>Runs after {@link Mobility}, which leaves each kind of piece's attacks, and the squares each
 * side attacks once and twice, in the state.
 */
final class Threats {
  private Threats() {}

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      int them = color ^ 1;
      long byPawns = s.pawnAttacks[color];
      long byMinors = s.pieceAttacks[color * 4] | s.pieceAttacks[color * 4 + 1];
      long score = 0;
      for (int type = KNIGHT; type <= QUEEN; type++) {
        // No test for an empty set of targets: it was taken at random and cost more than the
        // counting it saved.
        long targets = s.pieces(them, type);
        int slot = 2 * (type - KNIGHT);
        int n = Long.bitCount(targets & byPawns);
        int m = Long.bitCount(targets & byMinors);
        score += n * pw[ParameterLayout.THREAT_BY_PAWN + slot] + m * pw[ParameterLayout.THREAT_BY_MINOR + slot];
        if (s.recording) {
          s.countPair(color, ParameterLayout.THREAT_BY_PAWN + slot, n);
          s.countPair(color, ParameterLayout.THREAT_BY_MINOR + slot, m);
        }
      }
      int q = Long.bitCount(s.pieces(them, QUEEN) & s.pieceAttacks[color * 4 + 2]);
      score += q * pw[ParameterLayout.THREAT_BY_ROOK_ON_QUEEN];
      if (s.recording) {
        s.countPair(color, ParameterLayout.THREAT_BY_ROOK_ON_QUEEN, q);
      }
      long targets = s.byColor[them] & ~s.pieces(them, KING);
      long weak = targets & s.attacked[color] & ~s.stronglyGuarded(them);
      long pieces = targets & ~s.pieces(them, PAWN);
      int hanging = Long.bitCount(weak & (~s.attacked[them] | (pieces & s.attackedTwice[color])));
      int byKing = Long.bitCount(weak & Attacks.king(s.king[color]));
      score += hanging * pw[ParameterLayout.THREAT_HANGING] + byKing * pw[ParameterLayout.THREAT_BY_KING];
      if (s.recording) {
        s.countPair(color, ParameterLayout.THREAT_HANGING, hanging);
        s.countPair(color, ParameterLayout.THREAT_BY_KING, byKing);
      }
      // Safe pawn pushes that would attack an enemy piece: a single push, or a double push from
      // the second rank, to a square no enemy pawn attacks and the enemy does not hold alone.
      long ownPawns = s.pieces(color, PAWN);
      long pushes = Bitboards.forward(color, ownPawns) & ~s.occupied;
      pushes |= Bitboards.forward(color, pushes & Bitboards.relativeRankMask(color, 2)) & ~s.occupied;
      pushes &= ~s.pawnAttacks[them] & (~s.attacked[them] | s.attacked[color]);
      int pushThreats = Long.bitCount(Bitboards.pawnAttacks(color, pushes) & pieces);
      score += pushThreats * pw[ParameterLayout.THREAT_PAWN_PUSH];
      if (s.recording) {
        s.countPair(color, ParameterLayout.THREAT_PAWN_PUSH, pushThreats);
      }
      s.add(EvalTerm.THREATS, color, score);
    }
  }
}
