package io.github.augurchess.search;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.PackedMove;
import java.util.Arrays;

/**
 * What one search thread learns about quiet moves: two killers per ply, the history of each
 * side's from-to pair, the counter move that refuted each previous move, and the continuation
 * history: how a quiet move (piece and destination) fared after a given move (piece and
 * destination) one or two plies earlier; and about its static evaluation: the correction history.
 * Owned by one thread; kept across searches of a game and cleared by a new game.
 */
final class HistoryTables {
  /** History values stay within this bound (the update below saturates towards it). */
  static final int HISTORY_MAX = 16_384;

  private final int[] killers = new int[2 * (Scores.MAX_PLY + 2)];
  /**
   * Indexed by ({@code side * 4 + threat bucket}) * 4096 + from * 64 + to, the bucket saying
   * whether the enemy attacks the from-square and the to-square ({@link #threatBucket}): a move
   * that takes a piece out of an attack, or into one, is good or bad for that reason more than
   * for its squares, and a history shared by both cases learns the mixture.
   */
  private final int[] history = new int[8 * 4096];
  /** Indexed by the previous move's piece * 64 + its destination. */
  private final int[] counterMoves = new int[12 * 64];
  /**
   * [(moving piece * 64 + to) * 6 + captured type]: how often a capture (or promotion, with
   * captured type pawn for none) cut, less how often it was tried before another move cut.
   */
  private final int[] captureHistory = new int[12 * 64 * 6];

  /** Piece (0 to 11) and destination pairs: the index of a move in a continuation row. */
  private static final int PIECE_SQUARES = 12 * 64;
  /**
   * The row of {@link #continuation} for "no earlier move" (the root, or a null move): it reads 0
   * and is never updated, which spares a branch on every read.
   */
  static final int NO_CONTINUATION = PIECE_SQUARES * PIECE_SQUARES;
  /**
   * Indexed by a row ({@link #continuationRow}: the earlier move's piece and destination) plus the
   * quiet move's piece * 64 + destination. Shorts, since the values stay within {@link
   * #HISTORY_MAX}: the table is 1.2 MB instead of 2.4, and more of it stays in the cache.
   */
  private final short[] continuation = new short[NO_CONTINUATION + PIECE_SQUARES];

  /** Entries of the correction history per side (a power of two), indexed by the pawn key. */
  private static final int CORRECTION_ENTRIES = 1 << 14;

  /** A correction entry holds centipawns times this. */
  private static final int CORRECTION_GRAIN = 256;

  /** The weight of one search result in a correction entry, out of this. */
  private static final int CORRECTION_WEIGHT_SCALE = 256;

  /**
   * The correction history: by side to move and pawn structure, how far searches found the
   * static evaluation off, as a moving average weighted by depth. The evaluation misjudges some
   * pawn structures in a game consistently; this learns by how much.
   */
  private final int[] correction = new int[2 * CORRECTION_ENTRIES];

  /** Corrections stay within {@code correction.max} centipawns: this, in the entries' grain. */
  private final int correctionLimit;

  HistoryTables(SearchParameters parameters) {
    correctionLimit = parameters.get(SearchParameter.CORRECTION_MAX) * CORRECTION_GRAIN;
  }

  /**
   * The same by side to move and one colour's pieces other than pawns ([colour][side][entry]):
   * the evaluation misjudges piece set-ups as it does pawn structures, and the two colours'
   * entries together say how far off it is with these pieces.
   */
  private final int[] pieceCorrection = new int[4 * CORRECTION_ENTRIES];

  void clear() {
    Arrays.fill(correction, 0);
    Arrays.fill(pieceCorrection, 0);
    Arrays.fill(killers, 0);
    Arrays.fill(history, 0);
    Arrays.fill(counterMoves, 0);
    Arrays.fill(captureHistory, 0);
    Arrays.fill(continuation, (short) 0);
  }

  /** Forget the killers (they are positions-specific); histories carry over between searches. */
  void clearKillers() {
    Arrays.fill(killers, 0);
  }

  private static int correctionIndex(int side, long pawnKey) {
    return side * CORRECTION_ENTRIES + (int) (pawnKey & (CORRECTION_ENTRIES - 1));
  }

  private static int pieceCorrectionIndex(int colour, int side, long piecesKey) {
    return (colour * 2 + side) * CORRECTION_ENTRIES + (int) (piecesKey >>> 50);
  }

  /**
   * A hash of one colour's pieces other than pawns, from the bitboards: each type's board times
   * its own odd constant, so that the top bits, which index the table, depend on every square and
   * type.
   */
  static long piecesKey(Board board, Color colour) {
    long own = board.pieces(colour);
    return (board.pieces(PieceType.KNIGHT) & own) * 0x9E3779B97F4A7C15L
        ^ (board.pieces(PieceType.BISHOP) & own) * 0xC2B2AE3D27D4EB4FL
        ^ (board.pieces(PieceType.ROOK) & own) * 0x165667B19E3779F9L
        ^ (board.pieces(PieceType.QUEEN) & own) * 0xD6E8FEB86659FD93L
        ^ (board.pieces(PieceType.KING) & own) * 0xFF51AFD7ED558CCDL;
  }

  /**
   * What searches learnt about this pawn structure (the whole entry) and these set-ups of
   * white's and black's other pieces (the mean of their entries): the centipawns to add to a
   * static evaluation. The search reads it before its table probe, so that the three reads,
   * which often miss the cache as the probe does, wait for memory together with the probe
   * instead of one after the other.
   *
   * @param whitePiecesKey {@link #piecesKey} of white's pieces
   * @param blackPiecesKey {@link #piecesKey} of black's pieces
   */
  int correction(int side, long pawnKey, long whitePiecesKey, long blackPiecesKey) {
    int pieces = pieceCorrection[pieceCorrectionIndex(0, side, whitePiecesKey)]
        + pieceCorrection[pieceCorrectionIndex(1, side, blackPiecesKey)];
    return (correction[correctionIndex(side, pawnKey)] + pieces / 2) / CORRECTION_GRAIN;
  }

  /**
   * A search of {@code depth} found {@code difference} centipawns between the score and the
   * corrected evaluation: each of the three entries moves towards its own value plus the
   * difference, the more the deeper the search.
   */
  void updateCorrection(int side, long pawnKey, long whitePiecesKey, long blackPiecesKey, int difference,
      int depth) {
    blend(correction, correctionIndex(side, pawnKey), difference, depth);
    blend(pieceCorrection, pieceCorrectionIndex(0, side, whitePiecesKey), difference, depth);
    blend(pieceCorrection, pieceCorrectionIndex(1, side, blackPiecesKey), difference, depth);
  }

  private void blend(int[] table, int i, int difference, int depth) {
    int weight = Math.min(depth + 1, 16);
    int limit = correctionLimit;
    int target = table[i] + Math.max(-limit, Math.min(limit, difference * CORRECTION_GRAIN));
    int updated = (table[i] * (CORRECTION_WEIGHT_SCALE - weight) + target * weight) / CORRECTION_WEIGHT_SCALE;
    table[i] = Math.max(-limit, Math.min(limit, updated));
  }

  int killer(int ply, int slot) {
    return killers[2 * ply + slot];
  }

  void addKiller(int ply, int move) {
    int i = 2 * ply;
    if (killers[i] != move) {
      killers[i + 1] = killers[i];
      killers[i] = move;
    }
  }

  /**
   * 0 to 3: whether the enemy attacks the move's from-square (2) and its to-square (1).
   *
   * @param threats the squares the enemy attacks ({@link Board#attackedSquares})
   */
  static int threatBucket(long threats, int move) {
    return (int) (threats >>> PackedMove.from(move) & 1) << 1 | (int) (threats >>> PackedMove.to(move) & 1);
  }

  private static int historyIndex(int side, long threats, int move) {
    return (side << 2 | threatBucket(threats, move)) << 12 | move & 0xFFF;
  }

  /** The from-to history of a quiet move where the enemy attacks {@code threats}. */
  int history(int side, long threats, int move) {
    return history[historyIndex(side, threats, move)];
  }

  /** Moves the entry towards the bound by the bonus (or malus), more slowly as it gets near. */
  void updateHistory(int side, long threats, int move, int bonus) {
    int i = historyIndex(side, threats, move);
    history[i] += bonus - history[i] * Math.abs(bonus) / HISTORY_MAX;
  }

  /**
   * The capture history of a piece capturing on a square.
   *
   * @param capturedType the captured piece's type, 0 (pawn) for en passant or a quiet promotion
   */
  int captureHistory(int piece, int to, int capturedType) {
    return captureHistory[(piece << 6 | to) * 6 + capturedType];
  }

  void updateCaptureHistory(int piece, int to, int capturedType, int bonus) {
    int i = (piece << 6 | to) * 6 + capturedType;
    captureHistory[i] += bonus - captureHistory[i] * Math.abs(bonus) / HISTORY_MAX;
  }

  int counterMove(int previousPiece, int previousTo) {
    return previousPiece < 0 ? 0 : counterMoves[previousPiece << 6 | previousTo];
  }

  void setCounterMove(int previousPiece, int previousTo, int move) {
    if (previousPiece >= 0) {
      counterMoves[previousPiece << 6 | previousTo] = move;
    }
  }

  /**
   * The continuation row of an earlier move.
   *
   * @param piece the piece that moved (0 to 11), or -1 for a null move or none
   * @param to its destination
   */
  static int continuationRow(int piece, int to) {
    return piece < 0 ? NO_CONTINUATION : (piece << 6 | to) * PIECE_SQUARES;
  }

  /** How a quiet move of this piece (0 to 11) to this square fared after the row's move. */
  int continuation(int row, int piece, int to) {
    return continuation[row + (piece << 6 | to)];
  }

  /** Moves the continuation entry towards the bound by the bonus, like {@link #updateHistory}. */
  void updateContinuation(int row, int piece, int to, int bonus) {
    if (row != NO_CONTINUATION) {
      int i = row + (piece << 6 | to);
      continuation[i] += bonus - continuation[i] * Math.abs(bonus) / HISTORY_MAX;
    }
  }

  /**
   * The ordering score of a quiet move: its from-to history plus its continuation histories after
   * the moves one and two plies earlier.
   */
  int quietScore(int side, long threats, int move, int piece, int row1, int row2) {
    int to = PackedMove.to(move);
    return history(side, threats, move) + continuation(row1, piece, to) + continuation(row2, piece, to);
  }
}
