package io.github.augurchess.eval;

/**
 * The terms of the {@link ClassicalEvaluator}, as an {@link EvalTrace} lists them. Each term is
 * scored for both colours, in the middlegame and in the endgame, from that colour's point of view
 * (a penalty is negative).
 */
public enum EvalTerm {
  /** Piece values ({@code material.*}). */
  MATERIAL("material"),
  /** Bishops on both square colours ({@code bishop_pair.*}). */
  BISHOP_PAIR("bishop pair"),
  /** Piece-square tables ({@code psqt.*}). */
  PIECE_SQUARE("piece-square"),
  /** Safe squares of knights, bishops, rooks and queens ({@code mobility.*}). */
  MOBILITY("mobility"),
  /** Passed pawns: rank, support, free path, king distances ({@code passed_pawn.*}). */
  PASSED_PAWNS("passed pawns"),
  /** Pawns behind another of their colour on the same file ({@code pawn.doubled.*}). */
  DOUBLED_PAWNS("doubled pawns"),
  /** Pawns with no pawn of their colour on the files beside them ({@code pawn.isolated.*}). */
  ISOLATED_PAWNS("isolated pawns"),
  /** Pawns that cannot be supported and cannot advance safely ({@code pawn.backward.*}). */
  BACKWARD_PAWNS("backward pawns"),
  /**
   * Pawns side by side with one of their colour, or defended by one, by rank ({@code
   * pawn.phalanx.*}, {@code pawn.supported.*}).
   */
  CONNECTED_PAWNS("connected pawns"),
  /** Knights and bishops on squares no enemy pawn can attack ({@code outpost.*}). */
  OUTPOSTS("outposts"),
  /** A bishop shut in on a7/h7 or a6/h6 by an enemy pawn ({@code trapped_bishop.*}). */
  TRAPPED_BISHOP("trapped bishop"),
  /**
   * Rooks on open and half-open files and on a queen's file ({@code rook.open_file.*}, {@code
   * rook.half_open_file.*}, {@code rook.queen_file.*}).
   */
  ROOK_FILES("rook files"),
  /** Rooks and queens on the seventh rank ({@code rook.seventh_rank.*}, {@code queen.*}). */
  SEVENTH_RANK("seventh rank"),
  /** The king's pawn shield and the enemy pawn storm ({@code king_shield.*}, {@code king_storm.*}). */
  KING_SHELTER("king shelter"),
  /**
   * Enemy pieces attacking the king zone, and the safe squares they could check from ({@code
   * king_attackers.*}, {@code king_attacks.*}, {@code king_safe_checks.*}).
   */
  KING_ATTACKS("king attacks"),
  /**
   * Enemy pieces attacked by a lesser piece: by pawns, by knights and bishops, a queen by a rook;
   * and weak enemy pieces and pawns that hang or that the king attacks ({@code threat.*}); counted
   * for the attacking side.
   */
  THREATS("threats"),
  /**
   * Enemy attacks on the king's flank, and a king on a flank without pawns ({@code
   * king.flank_attacks.*}, {@code king.pawnless_flank.*}).
   */
  KING_FLANK("king flank"),
  /**
   * Bishops against their own pawns on their colour, on a long diagonal or bearing on enemy pawns;
   * knights and bishops behind a pawn or far from their king; the king far from its pawns ({@code
   * bishop.*}, {@code minor.*}, {@code king.pawn_distance.*}).
   */
  PIECE_PLACEMENT("piece placement"),
  /**
   * Squares both sides attack that the enemy does not guard strongly, counted for each side
   * ({@code restricted_squares.*}).
   */
  RESTRICTION("restriction"),
  /** Pieces by their side's pawn count, and a second rook ({@code imbalance.*}). */
  IMBALANCE("imbalance"),
  /**
   * Rooks behind a passed pawn of either side on its file ({@code rook.behind_own_passer.*},
   * {@code rook.behind_enemy_passer.*}).
   */
  ROOK_BEHIND_PASSER("rook behind passer"),
  /**
   * Passed pawns whose path to promotion, or the square in front, the enemy neither holds nor
   * attacks, and those whose square in front their side attacks ({@code passed_pawn.safe_path.*},
   * {@code passed_pawn.safe_push.*}, {@code passed_pawn.defended_push.*}).
   */
  PASSER_SAFETY("passed pawn safety"),
  /** The side to move's bonus ({@code tempo.*}). */
  TEMPO("tempo"),
  /**
   * Mating technique where one side has no pawns and is well behind in pieces: the weaker king
   * driven to the edge (with bishop and knight, to a corner of the bishop's colour) and the kings
   * brought together, for the stronger side ({@code mating.*}).
   */
  MATING_DRIVE("mating drive"),
  /**
   * The endgame score moved away from 0 or towards it by how winnable the position is, for the
   * side ahead ({@code winnable.*}).
   */
  WINNABLE("winnable");

  /** The number of terms. */
  public static final int COUNT = values().length;

  private final String label;

  EvalTerm(String label) {
    this.label = label;
  }

  /** A short human-readable name, as the trace prints it. */
  public String label() {
    return label;
  }
}
