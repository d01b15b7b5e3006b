package io.github.augurchess.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where each weight of the classical evaluator lives in the parameter vector, and its name. Most
 * weights come in pairs, middlegame at an even index and endgame right after it ({@code
 * passed_pawn.rank6.mg}, {@code passed_pawn.rank6.eg}); a few are single ({@code
 * passed_pawn.own_king_distance.rank6.eg}, {@code scale.opposite_bishops}).
 *
 * <p>The index constants and the names are made by one walk over the layout, so they cannot
 * disagree. Piece-square tables and outposts are given for files a to d only: the evaluator
 * mirrors them onto files e to h, which keeps it left-right symmetric.
 */
final class ParameterLayout {
  private ParameterLayout() {}

  static final String[] PIECE_NAMES = {"pawn", "knight", "bishop", "rook", "queen", "king"};
  /** Highest number of safe squares per mobile piece: knight, bishop, rook, queen. */
  static final int[] MOBILITY_MAX = {8, 13, 14, 27};
  /** Relative ranks (0-based) on which outposts count: the fourth to the sixth. */
  static final int OUTPOST_FIRST_RANK = 3;
  static final int OUTPOST_RANKS = 3;
  /** Scale factors are out of this; 64 leaves the endgame score as it is. */
  static final int SCALE_ONE = 64;

  static final int MATERIAL;
  static final int BISHOP_PAIR;
  /** Pairs per piece type by half-board square; see {@link #pieceSquare(int, int)}. */
  private static final int[] PIECE_SQUARE = new int[6];
  static final int[] MOBILITY = new int[4];
  /** Pairs by relative rank 2..7 (index rank - 1 from 1 to 6, so rank 2 is at + 2*0). */
  static final int PASSED_RANK;
  static final int PASSED_SUPPORTED;
  static final int PASSED_FREE_PATH;
  /** Single endgame weights by relative rank 2..7, times a king distance. */
  static final int PASSED_ENEMY_KING_DISTANCE;
  static final int PASSED_OWN_KING_DISTANCE;
  static final int DOUBLED;
  static final int ISOLATED;
  static final int BACKWARD;
  /** Pairs by relative rank 2..7, like the passed pawn weights. */
  static final int PHALANX;
  static final int SUPPORTED;
  /** Pairs by outpost square (12: files a-d, relative ranks 4-6), knight then bishop. */
  static final int KNIGHT_OUTPOST;
  static final int KNIGHT_OUTPOST_SUPPORTED;
  static final int BISHOP_OUTPOST;
  static final int BISHOP_OUTPOST_SUPPORTED;
  static final int TRAPPED_BISHOP_RANK7;
  static final int TRAPPED_BISHOP_RANK6;
  static final int ROOK_OPEN_FILE;
  static final int ROOK_HALF_OPEN_FILE;
  static final int ROOK_QUEEN_FILE;
  static final int ROOK_SEVENTH_RANK;
  static final int QUEEN_SEVENTH_RANK;
  static final int KING_SHIELD_NEAR;
  static final int KING_SHIELD_FAR;
  static final int KING_SHIELD_MISSING;
  /** Pairs by distance 1..4 in ranks between the king and the nearest enemy pawn on a file. */
  static final int KING_STORM;
  /** Pairs per attacking piece type knight, bishop, rook, queen. */
  static final int KING_ATTACKERS;
  static final int KING_ATTACKS;
  /** Pairs per checking piece type knight, bishop, rook, queen. */
  static final int KING_SAFE_CHECKS;
  /** Pairs per attacked piece type knight, bishop, rook, queen. */
  static final int THREAT_BY_PAWN;
  /** Pairs per attacked piece type knight, bishop, rook, queen. */
  static final int THREAT_BY_MINOR;
  static final int THREAT_BY_ROOK_ON_QUEEN;
  static final int THREAT_HANGING;
  static final int THREAT_BY_KING;
  static final int THREAT_PAWN_PUSH;
  /** Pairs times a count (pawns, pieces) or a king distance; see {@link PiecePlacement}. */
  static final int BISHOP_PAWNS_ON_COLOUR;
  static final int BISHOP_LONG_DIAGONAL;
  static final int BISHOP_XRAY_PAWNS;
  static final int MINOR_BEHIND_PAWN;
  static final int MINOR_KING_DISTANCE;
  static final int KING_PAWN_DISTANCE;
  /** Pairs; see {@link KingFlank}. */
  static final int KING_FLANK_ATTACKS;
  static final int KING_PAWNLESS_FLANK;
  /** A pair times the count of {@link Restriction}. */
  static final int RESTRICTED_SQUARES;
  static final int IMBALANCE_KNIGHT_PAWNS;
  static final int IMBALANCE_BISHOP_PAWNS;
  static final int IMBALANCE_ROOK_PAWNS;
  static final int IMBALANCE_QUEEN_PAWNS;
  static final int IMBALANCE_ROOK_PAIR;
  static final int ROOK_BEHIND_OWN_PASSER;
  static final int ROOK_BEHIND_ENEMY_PASSER;
  static final int TEMPO;
  /** Pairs by relative rank 2 to 7, for {@link PasserSafety}. */
  static final int PASSED_SAFE_PATH;
  static final int PASSED_SAFE_PUSH;
  static final int PASSED_DEFENDED_PUSH;
  /** Single endgame weights of {@link Winnable}. */
  static final int WINNABLE_PASSED_PAWNS;
  static final int WINNABLE_PAWNS;
  static final int WINNABLE_OUTFLANKING;
  static final int WINNABLE_BOTH_FLANKS;
  static final int WINNABLE_INFILTRATION;
  static final int WINNABLE_PAWN_ENDING;
  static final int WINNABLE_ALMOST_UNWINNABLE;
  static final int WINNABLE_BASE;
  /** Single endgame weights of {@link MatingDrive}. */
  static final int MATING_EDGE;
  static final int MATING_KINGS_CLOSE;
  static final int MATING_BISHOP_CORNER;
  static final int SCALE_OPPOSITE_BISHOPS;
  static final int SCALE_OPPOSITE_BISHOPS_WITH_PIECES;
  static final int SCALE_NO_PAWNS_MINOR_UP;
  static final int SCALE_ROOK_PAWN_CORNER;
  static final int SCALE_TWO_KNIGHTS;
  /** Single weights per piece type knight, bishop, rook, queen. */
  static final int PHASE;

  static final int SIZE;
  private static final List<String> NAMES;
  private static final int[] MIN;
  private static final int[] MAX;
  private static final boolean[] ENDGAME;

  static {
    Builder b = new Builder();
    MATERIAL = b.pairs("material", "pawn", "knight", "bishop", "rook", "queen");
    BISHOP_PAIR = b.pair("bishop_pair");
    for (int type = 0; type < 6; type++) {
      PIECE_SQUARE[type] = b.size();
      // Pawns never stand on the first or last rank: their table has ranks 2 to 7 only.
      int first = type == 0 ? 4 : 0;
      int end = type == 0 ? 28 : 32;
      for (int i = first; i < end; i++) {
        b.pair("psqt." + PIECE_NAMES[type] + "." + halfBoardSquareName(i));
      }
    }
    for (int i = 0; i < 4; i++) {
      MOBILITY[i] = b.size();
      for (int n = 0; n <= MOBILITY_MAX[i]; n++) {
        b.pair("mobility." + PIECE_NAMES[i + 1] + "." + n);
      }
    }
    PASSED_RANK = byRank(b, "passed_pawn.rank", true);
    PASSED_SUPPORTED = byRank(b, "passed_pawn.supported.rank", true);
    PASSED_FREE_PATH = byRank(b, "passed_pawn.free_path.rank", true);
    PASSED_ENEMY_KING_DISTANCE = byRank(b, "passed_pawn.enemy_king_distance.rank", false);
    PASSED_OWN_KING_DISTANCE = byRank(b, "passed_pawn.own_king_distance.rank", false);
    DOUBLED = b.pair("pawn.doubled");
    ISOLATED = b.pair("pawn.isolated");
    BACKWARD = b.pair("pawn.backward");
    PHALANX = byRank(b, "pawn.phalanx.rank", true);
    SUPPORTED = byRank(b, "pawn.supported.rank", true);
    KNIGHT_OUTPOST = outposts(b, "outpost.knight.");
    KNIGHT_OUTPOST_SUPPORTED = outposts(b, "outpost.knight.supported.");
    BISHOP_OUTPOST = outposts(b, "outpost.bishop.");
    BISHOP_OUTPOST_SUPPORTED = outposts(b, "outpost.bishop.supported.");
    TRAPPED_BISHOP_RANK7 = b.pair("trapped_bishop.rank7");
    TRAPPED_BISHOP_RANK6 = b.pair("trapped_bishop.rank6");
    ROOK_OPEN_FILE = b.pair("rook.open_file");
    ROOK_HALF_OPEN_FILE = b.pair("rook.half_open_file");
    ROOK_QUEEN_FILE = b.pair("rook.queen_file");
    ROOK_SEVENTH_RANK = b.pair("rook.seventh_rank");
    QUEEN_SEVENTH_RANK = b.pair("queen.seventh_rank");
    KING_SHIELD_NEAR = b.pair("king_shield.near");
    KING_SHIELD_FAR = b.pair("king_shield.far");
    KING_SHIELD_MISSING = b.pair("king_shield.missing");
    KING_STORM = b.pairs("king_storm", "distance1", "distance2", "distance3", "distance4");
    KING_ATTACKERS = b.pairs("king_attackers", "knight", "bishop", "rook", "queen");
    KING_ATTACKS = b.pairs("king_attacks", "knight", "bishop", "rook", "queen");
    KING_SAFE_CHECKS = b.pairs("king_safe_checks", "knight", "bishop", "rook", "queen");
    THREAT_BY_PAWN = b.pairs("threat.by_pawn", "knight", "bishop", "rook", "queen");
    THREAT_BY_MINOR = b.pairs("threat.by_minor", "knight", "bishop", "rook", "queen");
    THREAT_BY_ROOK_ON_QUEEN = b.pair("threat.by_rook.queen");
    THREAT_HANGING = b.pair("threat.hanging");
    THREAT_BY_KING = b.pair("threat.by_king");
    THREAT_PAWN_PUSH = b.pair("threat.pawn_push");
    BISHOP_PAWNS_ON_COLOUR = b.pair("bishop.pawns_on_colour");
    BISHOP_LONG_DIAGONAL = b.pair("bishop.long_diagonal");
    BISHOP_XRAY_PAWNS = b.pair("bishop.xray_pawns");
    MINOR_BEHIND_PAWN = b.pair("minor.behind_pawn");
    MINOR_KING_DISTANCE = b.pair("minor.king_distance");
    KING_PAWN_DISTANCE = b.pair("king.pawn_distance");
    KING_FLANK_ATTACKS = b.pair("king.flank_attacks");
    KING_PAWNLESS_FLANK = b.pair("king.pawnless_flank");
    RESTRICTED_SQUARES = b.pair("restricted_squares");
    IMBALANCE_KNIGHT_PAWNS = b.pair("imbalance.knight_pawns");
    IMBALANCE_BISHOP_PAWNS = b.pair("imbalance.bishop_pawns");
    IMBALANCE_ROOK_PAWNS = b.pair("imbalance.rook_pawns");
    IMBALANCE_QUEEN_PAWNS = b.pair("imbalance.queen_pawns");
    IMBALANCE_ROOK_PAIR = b.pair("imbalance.rook_pair");
    ROOK_BEHIND_OWN_PASSER = b.pair("rook.behind_own_passer");
    ROOK_BEHIND_ENEMY_PASSER = b.pair("rook.behind_enemy_passer");
    PASSED_SAFE_PATH = byRank(b, "passed_pawn.safe_path.rank", true);
    PASSED_SAFE_PUSH = byRank(b, "passed_pawn.safe_push.rank", true);
    PASSED_DEFENDED_PUSH = byRank(b, "passed_pawn.defended_push.rank", true);
    TEMPO = b.pair("tempo");
    WINNABLE_PASSED_PAWNS = b.single("winnable.passed_pawns.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    WINNABLE_PAWNS = b.single("winnable.pawns.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    WINNABLE_OUTFLANKING = b.single("winnable.outflanking.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    WINNABLE_BOTH_FLANKS = b.single("winnable.pawns_on_both_flanks.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    WINNABLE_INFILTRATION = b.single("winnable.infiltration.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    WINNABLE_PAWN_ENDING = b.single("winnable.pawn_ending.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    WINNABLE_ALMOST_UNWINNABLE = b.single("winnable.almost_unwinnable.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    WINNABLE_BASE = b.single("winnable.base.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    MATING_EDGE = b.single("mating.edge.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    MATING_KINGS_CLOSE = b.single("mating.kings_close.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    MATING_BISHOP_CORNER = b.single("mating.bishop_corner.eg", Short.MIN_VALUE, Short.MAX_VALUE);
    SCALE_OPPOSITE_BISHOPS = b.single("scale.opposite_bishops", 0, SCALE_ONE);
    SCALE_OPPOSITE_BISHOPS_WITH_PIECES = b.single("scale.opposite_bishops_with_pieces", 0, SCALE_ONE);
    SCALE_NO_PAWNS_MINOR_UP = b.single("scale.no_pawns_minor_up", 0, SCALE_ONE);
    SCALE_ROOK_PAWN_CORNER = b.single("scale.rook_pawn_corner", 0, SCALE_ONE);
    SCALE_TWO_KNIGHTS = b.single("scale.two_knights", 0, SCALE_ONE);
    PHASE = b.size();
    for (int type = 1; type <= 4; type++) {
      b.single("phase." + PIECE_NAMES[type], 0, 64);
    }
    SIZE = b.size();
    NAMES = Collections.unmodifiableList(b.names);
    MIN = b.min.stream().mapToInt(Integer::intValue).toArray();
    MAX = b.max.stream().mapToInt(Integer::intValue).toArray();
    ENDGAME = new boolean[SIZE];
    for (int i = 0; i < SIZE; i++) {
      ENDGAME[i] = NAMES.get(i).endsWith(".eg");
    }
  }

  /** Six weights by relative rank 2 to 7: pairs, or single endgame weights. */
  private static int byRank(Builder b, String prefix, boolean pairs) {
    int start = b.size();
    for (int rank = 2; rank <= 7; rank++) {
      if (pairs) {
        b.pair(prefix + rank);
      } else {
        b.single(prefix + rank + ".eg", Short.MIN_VALUE, Short.MAX_VALUE);
      }
    }
    return start;
  }

  private static int outposts(Builder b, String prefix) {
    int start = b.size();
    for (int i = 0; i < 4 * OUTPOST_RANKS; i++) {
      b.pair(prefix + (char) ('a' + (i & 3)) + (OUTPOST_FIRST_RANK + 1 + i / 4));
    }
    return start;
  }

  /** The name of half-board square {@code i}: file {@code i % 4} (a to d), rank {@code i / 4}. */
  static String halfBoardSquareName(int i) {
    return "" + (char) ('a' + (i & 3)) + (i / 4 + 1);
  }

  /** The half-board index (0..31) of a white-relative square: files e to h fold onto d to a. */
  static int halfBoardIndex(int square) {
    int file = square & 7;
    return (square >>> 3) * 4 + (file < 4 ? file : 7 - file);
  }

  /**
   * The middlegame index of the piece-square weight of a piece type on a half-board square (0..31,
   * see {@link #halfBoardIndex}); the endgame one follows. Pawns have no weights on ranks 1 and 8.
   */
  static int pieceSquare(int type, int halfBoardSquare) {
    int first = type == 0 ? 4 : 0;
    return PIECE_SQUARE[type] + 2 * (halfBoardSquare - first);
  }

  static String name(int index) {
    return NAMES.get(index);
  }

  static List<String> names() {
    return NAMES;
  }

  /** Whether the weight at an index adds to the endgame score (its name ends in {@code .eg}). */
  static boolean isEndgame(int index) {
    return ENDGAME[index];
  }

  /**
   * Whether the score is linear in the weight at an index, so that {@link EvalFeatures} counts it:
   * every weight but the scale factors and the phase weights, which multiply other weights.
   */
  static boolean isLinear(int index) {
    return index < SCALE_OPPOSITE_BISHOPS;
  }

  static int min(int index) {
    return MIN[index];
  }

  static int max(int index) {
    return MAX[index];
  }

  /** Collects names and bounds in order; used only while the class initialises. */
  private static final class Builder {
    final List<String> names = new ArrayList<>();
    final List<Integer> min = new ArrayList<>();
    final List<Integer> max = new ArrayList<>();

    int size() {
      return names.size();
    }

    int single(String name, int low, int high) {
      names.add(name);
      min.add(low);
      max.add(high);
      return names.size() - 1;
    }

    int pair(String name) {
      int start = single(name + ".mg", Short.MIN_VALUE, Short.MAX_VALUE);
      single(name + ".eg", Short.MIN_VALUE, Short.MAX_VALUE);
      return start;
    }

    int pairs(String prefix, String... parts) {
      int start = size();
      for (String part : parts) {
        pair(prefix + "." + part);
      }
      return start;
    }
  }
}
