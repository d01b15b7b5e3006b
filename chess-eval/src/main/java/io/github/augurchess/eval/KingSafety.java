package io.github.augurchess.eval;

import static io.github.augurchess.eval.EvalState.PAWN;

import io.github.augurchess.movegen.Attacks;
import io.github.augurchess.movegen.Bitboards;

/**
 * King safety, in two terms (the second in two parts).
 *
 * <p>Shelter: on the king's file and the files beside it (files b to g in the middle when the king
 * is on the rim), the nearest own pawn ahead of the king earns {@code king_shield.near} one rank
 * ahead, {@code king_shield.far} two ranks ahead, else {@code king_shield.missing}; the nearest
 * enemy pawn ahead on the file, one to four ranks from the king, costs {@code
 * king_storm.distanceN}.
 *
 * <p>Attacks: every enemy knight, bishop, rook or queen that attacks the king zone (the king's
 * square and its neighbours) costs {@code king_attackers.<piece>}, plus {@code
 * king_attacks.<piece>} per zone square it attacks; {@link Mobility} gathers these. A lone
 * attacker is no threat, so they count only from two attackers on. Besides, each square from which
 * an enemy knight, bishop, rook or queen could check the king next move, where no piece or pawn of
 * the king's side guards it and no enemy piece stands, costs {@code king_safe_checks.<piece>},
 * however many attackers there are.
 */
final class KingSafety {
  private KingSafety() {}

  /** The number of attackers from which the attacks on the king zone count. */
  static final int MIN_ATTACKERS = 2;

  /** @param pw the weights in pairs ({@link PackedScore#pairs}) */
  static void evaluate(EvalState s, long[] pw) {
    for (int color = 0; color < 2; color++) {
      // The shelter depends on the pawns and the king's square alone, so the pawn hash table may
      // know it already; else it is computed and the evaluator offers it to the table.
      if (s.shelterKing[color] != s.king[color]) {
        shelter(s, pw, color);
      }
      s.add(EvalTerm.KING_SHELTER, color, s.shelter[color]);
      safeChecks(s, pw, color);
      // All ones from MIN_ATTACKERS attackers on, else 0: a mask, not a branch taken at random.
      long counted = (MIN_ATTACKERS - 1 - s.kingAttackers[color]) >> 31;
      s.add(EvalTerm.KING_ATTACKS, color, s.kingAttacks[color] & counted);
      if (s.recording && s.kingAttackers[color] >= MIN_ATTACKERS) {
        for (int piece = 0; piece < 4; piece++) {
          s.countPair(color, ParameterLayout.KING_ATTACKERS + 2 * piece, s.zoneAttackerCounts[color * 4 + piece]);
          s.countPair(color, ParameterLayout.KING_ATTACKS + 2 * piece, s.zoneAttackCounts[color * 4 + piece]);
        }
      }
    }
  }

  /**
   * The squares from which an enemy piece could check the king next move and that no piece of the
   * king's side guards: a weight per check, by the checking piece's type. Counted whatever the
   * number of attackers, since one safe check can be enough to win material or force a mate.
   */
  private static void safeChecks(EvalState s, long[] pw, int color) {
    int enemy = color ^ 1;
    int king = s.king[color];
    long safe = ~s.attacked[color] & ~s.byColor[enemy];
    long bishopLines = Attacks.bishop(king, s.occupied);
    long rookLines = Attacks.rook(king, s.occupied);
    int base = enemy * 4;
    int knight = Long.bitCount(Attacks.knight(king) & s.pieceAttacks[base] & safe);
    int bishop = Long.bitCount(bishopLines & s.pieceAttacks[base + 1] & safe);
    int rook = Long.bitCount(rookLines & s.pieceAttacks[base + 2] & safe);
    int queen = Long.bitCount((bishopLines | rookLines) & s.pieceAttacks[base + 3] & safe);
    int k = ParameterLayout.KING_SAFE_CHECKS;
    long score = knight * pw[k] + bishop * pw[k + 2] + rook * pw[k + 4] + queen * pw[k + 6];
    if (s.recording) {
      s.countPair(color, k, knight);
      s.countPair(color, k + 2, bishop);
      s.countPair(color, k + 4, rook);
      s.countPair(color, k + 6, queen);
    }
    s.add(EvalTerm.KING_ATTACKS, color, score);
  }

  private static void shelter(EvalState s, long[] pw, int color) {
    int king = s.king[color];
    int kingRank = king >>> 3;
    long ahead = Bitboards.forwardSpan(color, Bitboards.rankMask(kingRank));
    long ours = s.pieces(color, PAWN) & ahead;
    long theirs = s.pieces(color ^ 1, PAWN) & ahead;
    int middle = Math.max(1, Math.min(6, king & 7));
    long score = 0;
    for (int file = middle - 1; file <= middle + 1; file++) {
      long fileMask = Bitboards.fileMask(file);
      long own = ours & fileMask;
      int shield = ParameterLayout.KING_SHIELD_MISSING;
      if (own != 0) {
        int distance = Math.abs((nearest(color, own) >>> 3) - kingRank);
        if (distance == 1) {
          shield = ParameterLayout.KING_SHIELD_NEAR;
        } else if (distance == 2) {
          shield = ParameterLayout.KING_SHIELD_FAR;
        }
      }
      score += pw[shield];
      if (s.recording) {
        s.countPair(color, shield, 1);
      }
      long enemy = theirs & fileMask;
      if (enemy != 0) {
        int distance = Math.abs((nearest(color, enemy) >>> 3) - kingRank);
        if (distance <= 4) {
          int storm = ParameterLayout.KING_STORM + 2 * (distance - 1);
          score += pw[storm];
          if (s.recording) {
            s.countPair(color, storm, 1);
          }
        }
      }
    }
    s.shelterKing[color] = king;
    s.shelter[color] = score;
  }

  /** The square of {@code pawns} nearest to {@code color}'s back rank. */
  private static int nearest(int color, long pawns) {
    return color == 0 ? Long.numberOfTrailingZeros(pawns) : 63 - Long.numberOfLeadingZeros(pawns);
  }
}
