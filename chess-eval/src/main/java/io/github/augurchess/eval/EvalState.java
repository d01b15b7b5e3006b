package io.github.augurchess.eval;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.movegen.Attacks;
import io.github.augurchess.movegen.Bitboards;
import java.util.Arrays;

/**
 * The working memory of one evaluation: the position's bitboards, what the terms share (pawn
 * attacks, king zones, attacks on them), and the score of every term for both colours, middlegame
 * and endgame. One per evaluator, reused for every call, so that evaluating allocates nothing.
 *
 * <p>Colours and piece types are indices: colour 0 white, 1 black; type 0 pawn to 5 king.
 */
final class EvalState {
  static final int WHITE = 0;
  static final int BLACK = 1;
  static final int PAWN = 0;
  static final int KNIGHT = 1;
  static final int BISHOP = 2;
  static final int ROOK = 3;
  static final int QUEEN = 4;
  static final int KING = 5;

  private static final Color[] COLORS = Color.values();
  private static final PieceType[] TYPES = PieceType.values();

  /** [color * 6 + type]: the squares of each piece. */
  final long[] pieces = new long[12];
  final long[] byColor = new long[2];
  long occupied;
  int sideToMove;
  final int[] king = new int[2];
  /** The squares each side's pawns attack. */
  final long[] pawnAttacks = new long[2];
  /** The squares each side's pawns attack now or could attack after advancing. */
  final long[] pawnAttackSpan = new long[2];
  /** Passed pawns of both colours (set by {@link PassedPawns#evaluatePawns} or the pawn hash). */
  long passedPawns;
  /** The squares around each side's king. */
  final long[] kingZone = new long[2];
  /**
   * [color * 4 + piece (knight 0 to queen 3)]: the squares each side's pieces of a type attack
   * ({@link Mobility}).
   */
  final long[] pieceAttacks = new long[8];
  /** The squares each side attacks with anything: pawns, pieces and king. */
  final long[] attacked = new long[2];
  /** The squares each side attacks at least twice, counting pawns, pieces and king alike. */
  final long[] attackedTwice = new long[2];
  /**
   * Pieces of the other side attacking each side's king zone, and their weighted attacks (a
   * {@link PackedScore}).
   */
  final int[] kingAttackers = new int[2];
  final long[] kingAttacks = new long[2];
  /**
   * The king shelter of each side ({@link KingSafety}, a {@link PackedScore}) and the king square
   * it was computed for, -1 for none yet; the pawn hash table fills them in when it knows the
   * shelter for that square.
   */
  final int[] shelterKing = new int[2];
  final long[] shelter = new long[2];

  /**
   * [term * 2 + color]: each term's score for each colour, kept only while {@link #detailed}: on
   * the search's path the terms add straight into {@link #total}, since
   * clearing and summing these arrays on every call was a tenth of an evaluation.
   */
  final int[] mg = new int[EvalTerm.COUNT * 2];
  final int[] eg = new int[EvalTerm.COUNT * 2];
  int phase;
  int maxPhase;
  /** The endgame scale factor in 64ths. */
  int scale;
  boolean insufficientMaterial;
  /**
   * The sum of all terms so far, white's minus black's, as a {@link PackedScore}: one addition
   * per term instead of two.
   */
  long total;
  /** The result, from white's point of view. */
  int whiteScore;

  /**
   * True while a trace or the features are wanted: then {@link #add} also keeps each term's score
   * in {@link #mg} and {@link #eg}, and the pawn hash table is bypassed so that every term runs.
   */
  boolean detailed;

  /**
   * True while {@link ClassicalEvaluator#features} runs: then every term also counts how often it
   * used each weight, into {@link #coefficients}. Off on the evaluator's normal path.
   */
  boolean recording;
  /** [weight index]: how often white's terms used the weight minus how often black's did. */
  final int[] coefficients = new int[ParameterLayout.SIZE];
  /**
   * [color * 4 + piece (knight 0 to queen 3)]: attackers of each colour's king zone and the zone
   * squares they attack, counted while recording; {@link KingSafety} turns them into coefficients
   * when enough attackers gather.
   */
  final int[] zoneAttackerCounts = new int[8];
  final int[] zoneAttackCounts = new int[8];

  /** Reads the position and clears every score. */
  void load(Position position) {
    long white = position.pieces(Color.WHITE);
    long black = position.pieces(Color.BLACK);
    byColor[WHITE] = white;
    byColor[BLACK] = black;
    occupied = white | black;
    for (int type = 0; type < 6; type++) {
      long b = position.pieces(TYPES[type]);
      pieces[type] = b & white;
      pieces[6 + type] = b & black;
    }
    sideToMove = position.sideToMove() == COLORS[0] ? WHITE : BLACK;
    loadSide(WHITE);
    loadSide(BLACK);
    passedPawns = 0;
    if (detailed) {
      Arrays.fill(mg, 0);
      Arrays.fill(eg, 0);
    }
    phase = 0;
    scale = ParameterLayout.SCALE_ONE;
    insufficientMaterial = false;
    total = 0;
    whiteScore = 0;
    if (recording) {
      Arrays.fill(coefficients, 0);
      Arrays.fill(zoneAttackerCounts, 0);
      Arrays.fill(zoneAttackCounts, 0);
    }
  }

  private void loadSide(int color) {
    int k = Long.numberOfTrailingZeros(pieces[color * 6 + KING]);
    king[color] = k;
    kingZone[color] = Attacks.king(k) | Bitboards.bit(k);
    long attacks = Bitboards.pawnAttacks(color, pieces[color * 6 + PAWN]);
    pawnAttacks[color] = attacks;
    pawnAttackSpan[color] = Bitboards.forwardFill(color, attacks);
    kingAttackers[color] = 0;
    kingAttacks[color] = 0;
    shelterKing[color] = -1;
  }

  /**
   * The squares {@code color} guards strongly against the other side: by a pawn, or at least twice
   * where the other side attacks fewer than twice. Valid after {@link Mobility}.
   */
  long stronglyGuarded(int color) {
    return pawnAttacks[color] | (attackedTwice[color] & ~attackedTwice[color ^ 1]);
  }

  long pieces(int color, int type) {
    return pieces[color * 6 + type];
  }

  /** Adds to a term's score for a colour. */
  void add(EvalTerm term, int color, int mgValue, int egValue) {
    add(term, color, PackedScore.of(mgValue, egValue));
  }

  /** Adds a {@link PackedScore} to a term's score for a colour. */
  void add(EvalTerm term, int color, long score) {
    // Negated for black without a branch (two's complement: -x = (x ^ -1) + 1), since callers
    // such as the winnable term pass the colour of whoever is ahead.
    total += (score ^ -color) + color;
    if (detailed) {
      int i = term.ordinal() * 2 + color;
      mg[i] += PackedScore.mg(score);
      eg[i] += PackedScore.eg(score);
    }
  }

  int totalMg() {
    return PackedScore.mg(total);
  }

  int totalEg() {
    return PackedScore.eg(total);
  }

  /** While recording, counts a single weight {@code n} times for a colour. */
  void count(int color, int index, int n) {
    coefficients[index] += color == WHITE ? n : -n;
  }

  /** While recording, forgets every endgame weight's count: the endgame score is 0 whatever they are. */
  void dropEndgameCounts() {
    for (int i = 0; i < coefficients.length; i++) {
      if (ParameterLayout.isEndgame(i)) {
        coefficients[i] = 0;
      }
    }
  }

  /** While recording, counts a middlegame and endgame pair of weights {@code n} times for a colour. */
  void countPair(int color, int index, int n) {
    count(color, index, n);
    count(color, index + 1, n);
  }
}
