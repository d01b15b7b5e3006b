package io.github.augurchess.search;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.MoveGenerator;
import io.github.augurchess.movegen.PackedMove;
import io.github.augurchess.movegen.UncheckedBoard;

/**
 * Hands out the moves of one node in the order most likely to cut: the hash move, good captures
 * (most valuable victim, least valuable attacker, confirmed by static exchange), the two killers,
 * the counter move, the quiet moves by history, and last the captures that lose material. Moves
 * are generated in stages, so a cutoff by the hash move or a capture spares the rest. In check,
 * all evasions are generated at once and ordered the same way.
 *
 * <p>One picker per ply is allocated when the thread starts; picking allocates nothing.
 */
final class MovePicker {
  private static final int STAGE_HASH = 0;
  private static final int STAGE_GENERATE_CAPTURES = 1;
  private static final int STAGE_GOOD_CAPTURES = 2;
  private static final int STAGE_KILLER_1 = 3;
  private static final int STAGE_KILLER_2 = 4;
  private static final int STAGE_COUNTER = 5;
  private static final int STAGE_GENERATE_QUIETS = 6;
  private static final int STAGE_QUIETS = 7;
  private static final int STAGE_BAD_CAPTURES = 8;
  private static final int STAGE_EVASIONS = 9;
  private static final int STAGE_QUIESCENCE_CAPTURES = 10;
  private static final int STAGE_QUIET_CHECKS = 11;
  private static final int STAGE_DONE = 12;

  /**
   * Piece values by type (pawn to king) for ordering captures, where the attacker's type breaks
   * ties, and for the quiescence search's delta pruning.
   */
  static final int[] PIECE_VALUE = {100, 320, 330, 500, 900, 0};

  private static final int EVASION_CAPTURE_BONUS = 1 << 20;
  private static final int HASH_BONUS = 1 << 25;
  /** The packed move's bits in a {@link #quietKey}: 18, flags included. */
  private static final int QUIET_KEY_MOVE = (1 << 18) - 1;

  private static final int KNIGHT = 1;
  private static final int BISHOP = 2;
  private static final int ROOK = 3;
  private static final int QUEEN = 4;
  /**
   * Ordering bonuses for taking a piece out of an attack by a lesser piece (maluses for moving
   * into one), against quiet scores of up to three times {@link HistoryTables#HISTORY_MAX}: about
   * Stockfish's.
   */
  private static final int QUEEN_ESCAPE_BONUS = 50_000;
  private static final int ROOK_ESCAPE_BONUS = 25_000;
  private static final int MINOR_ESCAPE_BONUS = 15_000;

  private final int[] moves = new int[MoveGenerator.MAX_MOVES];
  private final int[] scores = new int[MoveGenerator.MAX_MOVES];
  private final int[] badCaptures = new int[MoveGenerator.MAX_MOVES];
  /** The quiet moves with their ordering scores, as {@link #quietKey}s. */
  private final long[] quietKeys = new long[MoveGenerator.MAX_MOVES];

  private Board board;
  /** The engine tier of {@link #board}. */
  private UncheckedBoard unchecked;
  private final HistoryTables tables;
  private int stage;
  private int count;
  private int index;
  private int badCount;
  private int badIndex;
  private int hashMove;
  private int killer1;
  private int killer2;
  private int counter;
  private int side;
  /** The squares the enemy attacks here, for the history's threat buckets. */
  private long threats;
  /**
   * Capture history (at most {@link HistoryTables#HISTORY_MAX}) to capture-ordering units: the
   * {@code capture_history.divisor} parameter.
   */
  private final int captureHistoryDivisor;
  /**
   * The squares the enemy attacks with pawns, with minor pieces or pawns, and with rooks, minor
   * pieces or pawns, for the quiet order: set with {@link #threats}, which they make up with the
   * queens' and king's attacks.
   */
  private long byPawns;
  private long byMinors;
  private long byRooks;
  private boolean skipQuiets;
  /** Whether a quiescence node hands out the quiet checks after its captures. */
  private boolean quietChecks;
  private int ply;
  private int counterCode;
  /** The continuation rows of the moves one and two plies before this node. */
  private int row1 = HistoryTables.NO_CONTINUATION;
  private int row2 = HistoryTables.NO_CONTINUATION;

  MovePicker(Board board, HistoryTables tables, SearchParameters parameters) {
    this.board = board;
    this.unchecked = board.unchecked();
    this.tables = tables;
    this.captureHistoryDivisor = parameters.get(SearchParameter.CAPTURE_HISTORY_DIVISOR);
  }

  /** Works on this board from now on (each search gives its thread a fresh copy). */
  void attach(Board board) {
    this.board = board;
    this.unchecked = board.unchecked();
  }

  /**
   * Prepares the moves of a main-search node.
   *
   * @param row1 the continuation row ({@link HistoryTables#continuationRow}) of the previous move
   * @param row2 that of the move before it
   */
  void startMain(int hashCode, int ply, int counterCode, int row1, int row2, boolean inCheck) {
    hashMove = hashCode == 0 ? 0 : unchecked.packIfLegal(hashCode);
    this.row1 = row1;
    this.row2 = row2;
    side = board.sideToMove().ordinal();
    findThreats();
    skipQuiets = false;
    count = 0;
    index = 0;
    badCount = 0;
    badIndex = 0;
    if (inCheck) {
      killer1 = 0;
      killer2 = 0;
      counter = 0;
      generateEvasions(ply);
      stage = STAGE_EVASIONS;
      return;
    }
    killer1 = 0;
    killer2 = 0;
    counter = 0;
    this.ply = ply;
    this.counterCode = counterCode;
    stage = STAGE_HASH;
  }

  /**
   * Prepares the moves of a quiescence node: evasions in check, else captures and promotions,
   * followed by the quiet moves that give check if {@code quietChecks} (ignored in check, where
   * the evasions are every move).
   */
  void startQuiescence(boolean inCheck, int ply, boolean quietChecks) {
    this.quietChecks = quietChecks;
    hashMove = 0;
    row1 = HistoryTables.NO_CONTINUATION;
    row2 = HistoryTables.NO_CONTINUATION;
    side = board.sideToMove().ordinal();
    skipQuiets = false;
    count = 0;
    index = 0;
    badCount = 0;
    badIndex = 0;
    if (inCheck) {
      // Only the evasions read the quiet history.
      findThreats();
      generateEvasions(ply);
      stage = STAGE_EVASIONS;
    } else {
      count = unchecked.generateCaptures(moves, 0);
      scoreCaptures();
      stage = STAGE_QUIESCENCE_CAPTURES;
    }
  }

  /** From now on, no more quiet moves (late move pruning); killers already handed out stay so. */
  void skipQuiets() {
    skipQuiets = true;
  }

  /** The packed move of the hash stage, or 0. */
  int hashMove() {
    return hashMove;
  }

  /** The next move, or {@link PackedMove#NONE} when there are no more. */
  int next() {
    while (true) {
      switch (stage) {
        case STAGE_HASH:
          stage = STAGE_GENERATE_CAPTURES;
          if (hashMove != 0) {
            return hashMove;
          }
          break;
        case STAGE_GENERATE_CAPTURES:
          count = unchecked.generateCaptures(moves, 0);
          index = 0;
          scoreCaptures();
          stage = STAGE_GOOD_CAPTURES;
          break;
        case STAGE_GOOD_CAPTURES: {
          int move = selectBest();
          if (move == PackedMove.NONE) {
            stage = STAGE_KILLER_1;
            break;
          }
          if (move == hashMove) {
            break;
          }
          if (unchecked.losesMaterial(move)) {
            badCaptures[badCount++] = move;
            break;
          }
          return move;
        }
        case STAGE_KILLER_1:
          // Killers and the counter move come from other positions: checked for legality here,
          // only when no earlier move has cut.
          stage = STAGE_KILLER_2;
          killer1 = quietOrNone(tables.killer(ply, 0));
          if (killer1 != 0 && killer1 != hashMove) {
            return killer1;
          }
          break;
        case STAGE_KILLER_2:
          stage = STAGE_COUNTER;
          killer2 = quietOrNone(tables.killer(ply, 1));
          if (killer2 == killer1) {
            killer2 = 0;
          }
          if (killer2 != 0 && killer2 != hashMove) {
            return killer2;
          }
          break;
        case STAGE_COUNTER:
          stage = STAGE_GENERATE_QUIETS;
          counter = quietOrNone(counterCode);
          if (counter == killer1 || counter == killer2) {
            counter = 0;
          }
          if (counter != 0 && counter != hashMove) {
            return counter;
          }
          break;
        case STAGE_GENERATE_QUIETS:
          stage = STAGE_QUIETS;
          if (skipQuiets) {
            count = 0;
          } else {
            count = unchecked.generateQuiets(moves, 0);
            for (int i = 0; i < count; i++) {
              quietKeys[i] = quietKey(quietOrderScore(moves[i]), i, moves[i]);
            }
            sortDescending(quietKeys, count);
          }
          index = 0;
          break;
        case STAGE_QUIETS: {
          if (skipQuiets) {
            stage = STAGE_BAD_CAPTURES;
            break;
          }
          if (index >= count) {
            stage = STAGE_BAD_CAPTURES;
            break;
          }
          int move = (int) quietKeys[index++] & QUIET_KEY_MOVE;
          if (move == hashMove || move == killer1 || move == killer2 || move == counter) {
            break;
          }
          return move;
        }
        case STAGE_BAD_CAPTURES:
          if (badIndex < badCount) {
            return badCaptures[badIndex++];
          }
          stage = STAGE_DONE;
          break;
        case STAGE_EVASIONS: {
          int move = selectBest();
          if (move == PackedMove.NONE) {
            stage = STAGE_DONE;
          }
          return move;
        }
        case STAGE_QUIESCENCE_CAPTURES: {
          int move = selectBest();
          if (move != PackedMove.NONE) {
            return move;
          }
          if (!quietChecks) {
            stage = STAGE_DONE;
            return move;
          }
          count = unchecked.generateQuietChecks(moves, 0);
          index = 0;
          stage = STAGE_QUIET_CHECKS;
          break;
        }
        case STAGE_QUIET_CHECKS:
          if (index < count) {
            return moves[index++];
          }
          stage = STAGE_DONE;
          break;
        default:
          return PackedMove.NONE;
      }
    }
  }

  /** True while a quiescence node's picker hands out quiet checks. */
  boolean isQuietCheckStage() {
    return stage == STAGE_QUIET_CHECKS;
  }

  /** True while the picker hands out the captures that lose material by exchange. */
  boolean isBadCaptureStage() {
    return stage == STAGE_BAD_CAPTURES;
  }

  /** True if the move neither captures nor promotes. */
  boolean isQuiet(int move) {
    return PackedMove.promotionType(move) == 0
        && !PackedMove.isEnPassant(move)
        && (PackedMove.isCastling(move) || unchecked.pieceIndexAt(PackedMove.to(move)) < 0);
  }

  /** A quiet move's history and continuation histories together. */
  int quietScore(int move) {
    int piece = unchecked.pieceIndexAt(PackedMove.from(move));
    // Read before the move is made: after it, the from-square is empty and the continuation
    // terms would read another piece's entries. The tests run with assertions on (Surefire's
    // default), so every search in them checks this.
    assert piece >= 0 : "quiet score of a move whose from-square is empty";
    return tables.quietScore(side, threats, move, piece, row1, row2);
  }

  /** The squares the enemy attacks at this main-search node. */
  long threats() {
    return threats;
  }

  /** The squares the enemy attacks, by the attacking pieces' kinds as the quiet order needs. */
  private void findThreats() {
    Color them = board.sideToMove().opposite();
    byPawns = board.attackedSquares(them, PieceType.PAWN);
    byMinors = byPawns | board.attackedSquares(them, PieceType.KNIGHT)
        | board.attackedSquares(them, PieceType.BISHOP);
    byRooks = byMinors | board.attackedSquares(them, PieceType.ROOK);
    threats = byRooks | board.attackedSquares(them, PieceType.QUEEN)
        | board.attackedSquares(them, PieceType.KING);
  }

  /**
   * The quiet stage's ordering score of a move: its histories, and a bonus for taking a piece out
   * of an attack by a lesser enemy piece (a queen attacked by a rook or less, a rook by a minor
   * piece or pawn, a knight or bishop by a pawn) or a malus for putting it into one. Such a piece
   * must usually move, and to a square where it is not lost, whatever the histories learnt
   * elsewhere; the bonus is kept out of {@link #quietScore}, which reductions and pruning read.
   */
  int quietOrderScore(int move) {
    int from = PackedMove.from(move);
    int type = unchecked.pieceIndexAt(from) % 6;
    long lesser;
    int value;
    if (type == QUEEN) {
      lesser = byRooks;
      value = QUEEN_ESCAPE_BONUS;
    } else if (type == ROOK) {
      lesser = byMinors;
      value = ROOK_ESCAPE_BONUS;
    } else if (type == KNIGHT || type == BISHOP) {
      lesser = byPawns;
      value = MINOR_ESCAPE_BONUS;
    } else {
      lesser = 0;
      value = 0;
    }
    int escape = (int) (lesser >>> from & 1) - (int) (lesser >>> PackedMove.to(move) & 1);
    return quietScore(move) + escape * value;
  }

  private int quietOrNone(int code) {
    if (code == 0) {
      return 0;
    }
    int move = unchecked.packIfLegal(code & 0xFFFF);
    return move != PackedMove.NONE && isQuiet(move) ? move : 0;
  }

  private void generateEvasions(int ply) {
    count = unchecked.generateEvasions(moves, 0);
    int k1 = tables.killer(ply, 0);
    for (int i = 0; i < count; i++) {
      int move = moves[i];
      if (move == hashMove) {
        scores[i] = HASH_BONUS;
      } else if (isQuiet(move)) {
        scores[i] = quietScore(move) + ((move & 0xFFFF) == (k1 & 0xFFFF) ? 1 << 16 : 0);
      } else {
        scores[i] = EVASION_CAPTURE_BONUS + captureScore(move);
      }
    }
  }

  private void scoreCaptures() {
    for (int i = 0; i < count; i++) {
      scores[i] = captureScore(moves[i]);
    }
  }

  /**
   * Most valuable victim first, then least valuable attacker; promotions by the new piece. The
   * capture history shifts a capture by up to about half a pawn's worth of victim, so that among
   * captures of like value those that have cut come first.
   */
  private int captureScore(int move) {
    int to = PackedMove.to(move);
    int victim = unchecked.pieceIndexAt(to);
    int value = PackedMove.isEnPassant(move) ? PIECE_VALUE[0] : victim < 0 ? 0 : PIECE_VALUE[victim % 6];
    int promotion = PackedMove.promotionType(move);
    if (promotion != 0) {
      value += PIECE_VALUE[promotion] - PIECE_VALUE[0];
    }
    int piece = unchecked.pieceIndexAt(PackedMove.from(move));
    return value * 8 - piece % 6 + tables.captureHistory(piece, to, typeTaken(victim)) / captureHistoryDivisor;
  }

  /** The type a capture takes, for the capture history: pawn for en passant or a quiet promotion. */
  int capturedType(int move) {
    return typeTaken(unchecked.pieceIndexAt(PackedMove.to(move)));
  }

  /** The type of the piece on the destination square, pawn when there is none. */
  private static int typeTaken(int victim) {
    return victim < 0 ? 0 : victim % 6;
  }

  /**
   * A quiet move and its ordering score in one {@code long} that sorts as the order wants: the
   * score in the high half, then the generation index reversed, so that among equal scores the
   * earlier generated move is the larger key, then the move. Sorting one array of these instead
   * of moves and scores side by side halves what the sort moves and compares.
   */
  private static long quietKey(int score, int generated, int move) {
    return (long) score << 32 | (long) (MoveGenerator.MAX_MOVES - 1 - generated) << 18 | move;
  }

  /**
   * Sorts keys in descending order by insertion. The quiet moves are sorted at once: a node
   * searches most of them, so picking the best of the rest for each one cost more.
   */
  private static void sortDescending(long[] keys, int count) {
    for (int i = 1; i < count; i++) {
      long key = keys[i];
      int j = i - 1;
      while (j >= 0 && keys[j] < key) {
        keys[j + 1] = keys[j];
        j--;
      }
      keys[j + 1] = key;
    }
  }

  /** Swaps the best-scored remaining move to the front and returns it, or NONE. */
  private int selectBest() {
    if (index >= count) {
      return PackedMove.NONE;
    }
    int best = index;
    for (int i = index + 1; i < count; i++) {
      if (scores[i] > scores[best]) {
        best = i;
      }
    }
    int move = moves[best];
    int score = scores[best];
    moves[best] = moves[index];
    scores[best] = scores[index];
    moves[index] = move;
    scores[index] = score;
    index++;
    return move;
  }
}
