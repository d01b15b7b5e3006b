package io.github.augurchess.movegen;

import io.github.augurchess.api.Move;

/**
 * The engine tier of a {@link Board}: make and unmake on {@linkplain PackedMove packed int moves},
 * move generation into caller-owned arrays, and the move tests a search asks at every node. It
 * checks nothing and allocates nothing; a packed move that did not come from this board's
 * generator in the current position (or from {@link #pack}) corrupts the board. Obtain it with
 * {@link Board#unchecked()}; it is a view, so its moves change the board and the board's checked
 * methods ({@link Board#play}, {@link Board#undo}) see them.
 *
 * <p>Why a view and not checks: a test that a packed move is legal costs about as much as making
 * it, and the search and perft make tens of millions of moves a second that the generator has
 * just produced. The user API ({@link Board#play(Move)}, {@link Board#legalMoves()}, {@link
 * Board#undo()}) checks every argument; the name of this type says that it does not.
 *
 * <pre>{@code
 * UncheckedBoard engine = board.unchecked();
 * int[] moves = new int[MoveGenerator.MAX_MOVES];
 * int n = engine.generateLegal(moves, 0);
 * for (int i = 0; i < n; i++) {
 *   engine.makeMove(moves[i]);
 *   // ... search the position
 *   engine.unmakeMove();
 * }
 * }</pre>
 */
public final class UncheckedBoard {
  private final Board board;

  UncheckedBoard(Board board) {
    this.board = board;
  }

  /** The board this view acts on. */
  public Board board() {
    return board;
  }

  /**
   * Plays a packed move from this board's generator (or {@link #pack}). The move must be legal
   * here; nothing is checked.
   */
  public void makeMove(int move) {
    board.makeMove(move);
  }

  /**
   * Takes back the last move or null move.
   *
   * @throws IllegalStateException if there is no move to take back; the board is unchanged
   */
  public void unmakeMove() {
    board.unmakeMove();
  }

  /** Passes the move to the other side. The side to move must not be in check. */
  public void makeNullMove() {
    board.makeNullMove();
  }

  /** Takes back {@link #makeNullMove()}; the same as {@link #unmakeMove()}. */
  public void unmakeNullMove() {
    board.unmakeMove();
  }

  /**
   * Writes every legal move into {@code moves} from {@code start} on and returns the index after
   * the last. The array needs room for {@link MoveGenerator#MAX_MOVES} moves.
   */
  public int generateLegal(int[] moves, int start) {
    return board.generateLegal(moves, start);
  }

  /** Writes the legal captures and promotions (all evasions of those kinds when in check). */
  public int generateCaptures(int[] moves, int start) {
    return board.generateCaptures(moves, start);
  }

  /** Writes the legal moves that neither capture nor promote (castling included). */
  public int generateQuiets(int[] moves, int start) {
    return board.generateQuiets(moves, start);
  }

  /**
   * Writes the legal quiet moves (those {@link #generateQuiets} writes) that give check, for a
   * quiescence search that looks at checks as well as captures.
   */
  public int generateQuietChecks(int[] moves, int start) {
    return board.generateQuietChecks(moves, start);
  }

  /**
   * Writes the legal replies to a check (king moves, captures of the checker, blocks); writes
   * nothing when the side to move is not in check.
   */
  public int generateEvasions(int[] moves, int start) {
    return board.generateEvasions(moves, start);
  }

  /**
   * The piece index ({@code color * 6 + type}, as {@link io.github.augurchess.api.Piece#ordinal()})
   * on a square index, or -1 when the square is empty: the allocation-free form of {@link
   * Board#pieceAt}.
   */
  public int pieceIndexAt(int square) {
    return board.pieceIndexAt(square);
  }

  /**
   * True if the legal packed move gives check, decided without making it (castling and en
   * passant are made and taken back).
   */
  public boolean givesCheck(int move) {
    return board.givesCheck(move);
  }

  /**
   * The static exchange evaluation of a legal packed move: the material the mover gains (in
   * centipawns, pawn 100, knight and bishop 325, rook 500, queen 975) if both sides capture on the
   * target square with their least valuable attacker while it pays.
   */
  public int see(int move) {
    return board.see(move);
  }

  /**
   * True if {@link #see(int)} of the move is at least {@code threshold}, usually found without the
   * whole exchange.
   */
  public boolean seeAtLeast(int move, int threshold) {
    return board.seeAtLeast(move, threshold);
  }

  /** True if the move loses material by static exchange ({@code see(move) < 0}). */
  public boolean losesMaterial(int move) {
    return board.losesMaterial(move);
  }

  /**
   * The packed form (flags set) of a 16-bit move code ({@link Move#code()}) if it names a legal
   * move here, else {@link PackedMove#NONE}: checked, for codes from outside the generator (a
   * transposition table, a book).
   */
  public int packIfLegal(int code) {
    return board.packIfLegal(code);
  }

  /**
   * The packed form of a legal move.
   *
   * @throws io.github.augurchess.api.IllegalMoveException if the move is not legal here
   */
  public int pack(Move move) {
    return board.pack(move);
  }

  /** The packed move played {@code pliesAgo + 1} moves ago (0 is the last move). */
  public int historyMove(int pliesAgo) {
    return board.historyMove(pliesAgo);
  }

  /** The Zobrist key of the position {@code pliesAgo + 1} moves ago (0 is before the last move). */
  public long historyKey(int pliesAgo) {
    return board.historyKey(pliesAgo);
  }
}
