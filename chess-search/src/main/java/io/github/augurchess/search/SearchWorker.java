package io.github.augurchess.search;

import static io.github.augurchess.search.Scores.INFINITE;
import static io.github.augurchess.search.Scores.MATE_BOUND;
import static io.github.augurchess.search.Scores.MAX_PLY;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.PositionListener;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.PackedMove;
import io.github.augurchess.movegen.UncheckedBoard;
import org.checkerframework.checker.nullness.qual.MonotonicNonNull;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One search thread: iterative deepening over the root moves, principal variation search and
 * quiescence search on its own board, with its own evaluator, move pickers and histories. The
 * threads of an engine share only the transposition table and the {@link SearchControl}.
 *
 * <p>Everything a node needs is allocated when the worker is created; searching allocates
 * nothing per node.
 */
final class SearchWorker {
  /**
   * Nodes between two checks of the clock and the node limit. A node is a position the search
   * entered (main or quiescence search); moves made and taken back at once by pruning do not
   * count.
   */
  static final int CHECK_INTERVAL = 256;

  /** Returned by a pruning step that does not decide the node: the search goes on. */
  private static final int NO_CUTOFF = Integer.MIN_VALUE;

  /** Static evaluation of a node in check (there is none). */
  private static final int NO_EVAL = -INFINITE;

  /**
   * The table's score stands in for the static evaluation in pruning decisions only if its search
   * was at most this much shallower than the node's.
   */
  private static final int TABLE_EVAL_DEPTH_SLACK = 2;

  /**
   * The shallowest depth at which the hash move is tested for being singular; 5 beat 7 in games.
   */
  private static final int SINGULAR_MIN_DEPTH = 5;

  /**
   * A singular hash move whose alternatives fall far below the singular bound ({@link
   * SearchParameter#DOUBLE_EXTENSION_MARGIN}) is extended by two plies, at most this many times on
   * one line.
   */
  private static final int DOUBLE_EXTENSION_LIMIT = 6;

  // The search's numeric settings (SearchParameter), read once from the engine's parameters.
  private final int aspirationDelta;
  /** A cut's history bonus at depth d: quadratic × d² + linear × (d − 1), at most max. */
  private final int historyBonusQuadratic;
  private final int historyBonusLinear;
  private final int historyBonusMax;
  /** Delta pruning in the quiescence search: the margin over the captured piece's value. */
  private final int quiescenceDeltaMargin;
  private final int reverseFutilityMargin;
  private final int reverseFutilityMaxDepth;
  private final int razorMargin;
  private final int razorDepthSquare;
  private final int nullMoveBase;
  private final int nullMoveDepthDivisor;
  private final int nullMoveEvalDivisor;
  private final int singularMargin;
  private final int doubleExtensionMargin;
  private final int lateMovePruningBase;
  /** Futility margins by (reduced) remaining depth, 0 to the parameters' deepest. */
  private final int[] futilityMargin;
  private final int historyPruningMargin;
  private final int quietSeeMargin;
  private final int quietSeeMaxDepth;
  private final int captureSeeMargin;
  private final int captureSeeMaxDepth;
  private final int lmrHistoryDivisor;

  private final int id;
  private final TranspositionTable table;
  private final Evaluator evaluator;
  /** The engine's guard of the evaluator's score range, shared by its workers. */
  private final ScoreRangeGuard scoreRange;
  private final HistoryTables tables;
  private final EvalCache evalCache = new EvalCache();
  private final MovePicker[] pickers = new MovePicker[MAX_PLY + 1];
  private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
  private final int[] pvLength = new int[MAX_PLY + 1];
  private final int[] staticEvals = new int[MAX_PLY + 1];
  /** Whether the side to move is in check at each ply, set by the parent right after its move. */
  private final boolean[] inCheckAt = new boolean[MAX_PLY + 2];
  /**
   * [ply]: the continuation row ({@link HistoryTables#continuationRow}) of the move made at that
   * ply of the current line (the null move's row for a null move).
   */
  private final int[] continuationRows = new int[MAX_PLY + 2];
  private final int[][] quietsTried = new int[MAX_PLY + 1][64];
  /** [ply]: the captures searched at that ply so far, to lower their capture history on a cut. */
  private final int[][] capturesTried = new int[MAX_PLY + 1][32];
  /** [ply]: the double extensions on the current line above that ply (0 at the root). */
  private final int[] doubleExtensions = new int[MAX_PLY + 2];
  /**
   * [ply]: the move a singular-extension search leaves out at that ply (0 for none). Such a
   * search neither takes its result from the table nor stores one, since it sees fewer moves.
   */
  private final int[] excludedMoves = new int[MAX_PLY + 1];
  private final Reductions reductions;

  private Board board;
  /** The engine tier of {@link #board}: packed moves, unchecked. */
  private UncheckedBoard unchecked;
  private @MonotonicNonNull SearchControl control;
  private RootMove[] rootMoves = new RootMove[0];
  private int pvIndex;
  private int rootDepth;
  private int selectiveDepth;
  private long nodes;
  private long nextCheck;
  private int completedDepth;
  private double bestMoveChanges;
  /** The root side's contempt for draws in centipawns, for {@link #drawScore}. */
  private int contempt;

  SearchWorker(int id, TranspositionTable table, Evaluator evaluator, SearchParameters parameters,
      ScoreRangeGuard scoreRange) {
    this.id = id;
    this.scoreRange = scoreRange;
    this.table = table;
    this.evaluator = evaluator;
    aspirationDelta = parameters.get(SearchParameter.ASPIRATION_DELTA);
    reverseFutilityMargin = parameters.get(SearchParameter.REVERSE_FUTILITY_MARGIN);
    reverseFutilityMaxDepth = parameters.get(SearchParameter.REVERSE_FUTILITY_MAX_DEPTH);
    razorMargin = parameters.get(SearchParameter.RAZOR_MARGIN);
    razorDepthSquare = parameters.get(SearchParameter.RAZOR_DEPTH_SQUARE);
    nullMoveBase = parameters.get(SearchParameter.NULL_MOVE_BASE);
    nullMoveDepthDivisor = parameters.get(SearchParameter.NULL_MOVE_DEPTH_DIVISOR);
    nullMoveEvalDivisor = parameters.get(SearchParameter.NULL_MOVE_EVAL_DIVISOR);
    singularMargin = parameters.get(SearchParameter.SINGULAR_MARGIN);
    doubleExtensionMargin = parameters.get(SearchParameter.DOUBLE_EXTENSION_MARGIN);
    lateMovePruningBase = parameters.get(SearchParameter.LATE_MOVE_PRUNING_BASE);
    futilityMargin = new int[parameters.get(SearchParameter.FUTILITY_MAX_DEPTH) + 1];
    for (int d = 0; d < futilityMargin.length; d++) {
      futilityMargin[d] = parameters.get(SearchParameter.FUTILITY_BASE)
          + parameters.get(SearchParameter.FUTILITY_PER_DEPTH) * d;
    }
    historyPruningMargin = parameters.get(SearchParameter.HISTORY_PRUNING_MARGIN);
    quietSeeMargin = parameters.get(SearchParameter.QUIET_SEE_MARGIN);
    quietSeeMaxDepth = parameters.get(SearchParameter.QUIET_SEE_MAX_DEPTH);
    captureSeeMargin = parameters.get(SearchParameter.CAPTURE_SEE_MARGIN);
    captureSeeMaxDepth = parameters.get(SearchParameter.CAPTURE_SEE_MAX_DEPTH);
    lmrHistoryDivisor = parameters.get(SearchParameter.LMR_HISTORY_DIVISOR);
    historyBonusQuadratic = parameters.get(SearchParameter.HISTORY_BONUS_QUADRATIC);
    historyBonusLinear = parameters.get(SearchParameter.HISTORY_BONUS_LINEAR);
    historyBonusMax = parameters.get(SearchParameter.HISTORY_BONUS_MAX);
    quiescenceDeltaMargin = parameters.get(SearchParameter.QUIESCENCE_DELTA_MARGIN);
    tables = new HistoryTables(parameters);
    reductions = new Reductions(parameters);
    this.board = Board.startingPosition();
    this.unchecked = board.unchecked();
    for (int ply = 0; ply <= MAX_PLY; ply++) {
      pickers[ply] = new MovePicker(board, tables, parameters);
    }
  }

  /** Forgets everything learnt in earlier games. */
  void newGame() {
    tables.clear();
    evalCache.clear();
  }

  long nodes() {
    return nodes;
  }

  int completedDepth() {
    return completedDepth;
  }

  RootMove[] rootMoves() {
    return rootMoves;
  }

  /**
   * Searches from the root position of {@code rootBoard} (which this worker copies) over the
   * given root moves until the control stops it or {@code maxDepth} completes.
   *
   * @param rootMoveList the packed root moves to search, in their initial order
   * @param reporter told of iterations and current moves; only the main worker (id 0) reports
   */
  void search(
      Board rootBoard,
      int[] rootMoveList,
      SearchControl control,
      int maxDepth,
      int multiPv,
      int mateLimit,
      @Nullable IterationReporter reporter) {
    this.control = control;
    contempt = control.contempt();
    currentReporter = reporter;
    board = rootBoard.copy();
    unchecked = board.unchecked();
    for (MovePicker picker : pickers) {
      picker.attach(board);
    }
    evaluator.reset(board);
    if (evaluator instanceof PositionListener) {
      board.setListener((PositionListener) evaluator);
    }
    tables.clearKillers();
    rootMoves = new RootMove[rootMoveList.length];
    for (int i = 0; i < rootMoveList.length; i++) {
      rootMoves[i] = new RootMove(rootMoveList[i]);
    }
    nodes = 0;
    nextCheck = nextCheckAt();
    completedDepth = 0;
    bestMoveChanges = 0;
    int lines = Math.min(multiPv, rootMoves.length);
    int lastScore = 0;
    // Helper threads start at staggered depths so that they do not all search the same tree.
    int startDepth = id == 0 ? 1 : 1 + id % 2;
    for (rootDepth = startDepth; rootDepth <= maxDepth; rootDepth++) {
      selectiveDepth = 0;
      int scoreDrop = 0;
      for (RootMove rm : rootMoves) {
        rm.previousScore = rm.score;
      }
      for (pvIndex = 0; pvIndex < lines && !control.isStopped(); pvIndex++) {
        int score = aspirationSearch(rootMoves[pvIndex].previousScore);
        if (pvIndex == 0 && rootDepth > 1) {
          scoreDrop = Math.max(0, lastScore - score);
        }
        sortRootMoves(0, pvIndex + 1);
      }
      if (control.isStopped()) {
        break;
      }
      completedDepth = rootDepth;
      lastScore = rootMoves[0].score;
      if (id != 0) {
        continue;
      }
      if (reporter != null) {
        reporter.iterationCompleted(this, lines, selectiveDepth);
      }
      bestMoveChanges *= 0.5;
      if (mateLimit > 0 && lastScore >= Scores.mateIn(2 * mateLimit)) {
        break;
      }
      // A proven mate does not change with more depth: with a clock, stop once the iterations
      // have gone well past its distance.
      if (control.time().isTimed() && !control.isPondering() && Scores.isMate(lastScore)
          && rootDepth >= 2 * (Scores.MATE - Math.abs(lastScore)) + 4) {
        break;
      }
      if (!control.isPondering()
          && !control.time().shouldStartIteration(control.clockMillis(), bestMoveChanges, scoreDrop,
              bestMoveNodeShare())) {
        break;
      }
      if (rootMoves.length == 1 && control.time().isTimed() && rootDepth >= 4 && !control.isPondering()) {
        break;
      }
    }
    board.setListener(null);
  }

  /** The share of this search's nodes spent below the current best move, 0 to 1. */
  private double bestMoveNodeShare() {
    return nodes == 0 ? 0 : (double) rootMoves[0].nodes / nodes;
  }

  /** The deepest ply reached in the last iteration (for reports). */
  int selectiveDepth() {
    return selectiveDepth;
  }

  private long nextCheckAt() {
    SearchControl c = control;
    long next = nodes + CHECK_INTERVAL;
    if (c != null && c.workerCount() == 1) {
      next = Math.min(next, c.nodeLimit());
    }
    return next;
  }

  private void checkup() {
    SearchControl c = control;
    if (c == null) {
      return;
    }
    if (id == 0) {
      c.checkLimits();
    }
    nextCheck = nextCheckAt();
  }

  private int aspirationSearch(int previous) {
    SearchControl c = control;
    int delta = aspirationDelta;
    int alpha = -INFINITE;
    int beta = INFINITE;
    if (rootDepth >= 5 && Math.abs(previous) < MATE_BOUND) {
      alpha = Math.max(previous - delta, -INFINITE);
      beta = Math.min(previous + delta, INFINITE);
    }
    while (true) {
      int score = searchRoot(alpha, beta, rootDepth);
      sortRootMoves(pvIndex, rootMoves.length);
      if (c != null && c.isStopped()) {
        return score;
      }
      if (score <= alpha) {
        reportBound(false);
        beta = (alpha + beta) / 2;
        alpha = Math.max(score - delta, -INFINITE);
        bestMoveChanges += 0.5;
      } else if (score >= beta) {
        reportBound(true);
        beta = Math.min(score + delta, INFINITE);
      } else {
        return score;
      }
      delta += delta / 2;
      if (delta > 1000) {
        alpha = -INFINITE;
        beta = INFINITE;
      }
    }
  }

  /**
   * Tells the reporter (main worker only) that the root search of the current line failed high
   * or low; the root moves are sorted, so the line's move is at {@link #pvIndex}.
   */
  private void reportBound(boolean failHigh) {
    IterationReporter r = currentReporter;
    if (r != null && id == 0) {
      r.boundReached(this, pvIndex, selectiveDepth, failHigh);
    }
  }

  /** The depth of the iteration under way (or last started). */
  int rootDepth() {
    return rootDepth;
  }

  /** Stable insertion sort of root moves by score, best first. */
  private void sortRootMoves(int from, int to) {
    for (int i = from + 1; i < to; i++) {
      RootMove rm = rootMoves[i];
      int j = i - 1;
      while (j >= from && rootMoves[j].score < rm.score) {
        rootMoves[j + 1] = rootMoves[j];
        j--;
      }
      rootMoves[j + 1] = rm;
    }
  }

  private int searchRoot(int alpha, int beta, int depth) {
    SearchControl c = control;
    int bestScore = -INFINITE;
    int side = board.sideToMove().ordinal();
    // The root's own evaluation, for "improving" two plies down.
    staticEvals[0] = board.isCheck() ? NO_EVAL : correctedEval(evaluate());
    long rootThreats = board.attackedSquares(board.sideToMove().opposite());
    for (int i = pvIndex; i < rootMoves.length; i++) {
      RootMove rm = rootMoves[i];
      int move = rm.move;
      if (id == 0 && c != null) {
        reporterCurrentMove(move, i + 1);
      }
      boolean quiet = pickers[0].isQuiet(move);
      boolean givesCheck = unchecked.givesCheck(move);
      continuationRows[0] = HistoryTables.continuationRow(
          unchecked.pieceIndexAt(PackedMove.from(move)), PackedMove.to(move));
      long nodesBefore = nodes;
      unchecked.makeMove(move);
      inCheckAt[1] = givesCheck;
      int newDepth = depth - 1 + (givesCheck ? 1 : 0);
      int score;
      if (i == pvIndex) {
        score = -search(-beta, -alpha, newDepth, 1, false, true);
      } else {
        int reduction = 0;
        if (depth >= 3 && quiet && !givesCheck && i - pvIndex >= 3) {
          reduction = Math.max(0, Math.min(newDepth - 1,
              reductions.of(depth, i - pvIndex + 1) - 1
                  - tables.history(side, rootThreats, move) / 8192));
        }
        score = -search(-alpha - 1, -alpha, newDepth - reduction, 1, true, true);
        if (reduction > 0 && score > alpha) {
          score = -search(-alpha - 1, -alpha, newDepth, 1, true, true);
        }
        if (score > alpha) {
          score = -search(-beta, -alpha, newDepth, 1, false, true);
        }
      }
      unchecked.unmakeMove();
      rm.nodes += nodes - nodesBefore;
      if (c != null && c.isStopped()) {
        break;
      }
      if (i == pvIndex || score > alpha) {
        rm.score = score;
        rm.selectiveDepth = selectiveDepth;
        rm.pvLength = 1;
        for (int p = 1; p < pvLength[1]; p++) {
          rm.pv[rm.pvLength++] = pv[1][p];
        }
        if (i != pvIndex && score > alpha && id == 0) {
          bestMoveChanges += 1;
        }
      } else {
        rm.score = -INFINITE;
      }
      if (score > bestScore) {
        bestScore = score;
      }
      if (score > alpha) {
        alpha = score;
        if (score >= beta) {
          break;
        }
      }
    }
    return bestScore;
  }

  private @Nullable IterationReporter currentReporter;

  private void reporterCurrentMove(int move, int number) {
    IterationReporter r = currentReporter;
    if (r != null) {
      r.currentMove(move, number, rootDepth);
    }
  }

  /**
   * The evaluator's score, held to its documented range ({@link ScoreRangeGuard}) and kept within
   * the scores that are no mate; from the cache when this
   * position was evaluated lately (the evaluator is a function of the position, as the table's
   * stored evaluations already assume).
   */
  private int evaluate() {
    long key = board.zobristKey();
    int eval = evalCache.get(key);
    if (eval == EvalCache.MISS) {
      int raw = evaluator.evaluate(board);
      if (raw > Evaluator.MAX_SCORE || raw < Evaluator.MIN_SCORE) {
        raw = scoreRange.clamp(raw, evaluator, board);
      }
      eval = clearOfMates(raw);
      evalCache.put(key, eval);
    }
    return eval;
  }

  /** A raw static evaluation adjusted by the correction history. */
  private int correctedEval(int rawEval) {
    return clearOfMates(rawEval + evalCorrection());
  }

  /** What the correction history adds to this position's evaluation (see {@link #correctedEval}). */
  private int evalCorrection() {
    return tables.correction(board.sideToMove().ordinal(), board.pawnKey(),
        HistoryTables.piecesKey(board, Color.WHITE), HistoryTables.piecesKey(board, Color.BLACK));
  }

  /** An evaluation held inside the scores that are no mate. */
  private static int clearOfMates(int score) {
    return Math.max(-MATE_BOUND + 1, Math.min(MATE_BOUND - 1, score));
  }

  /**
   * True if the position repeats one inside the search tree (the side to move could repeat it
   * again, so it is a draw with best play), or repeats for the third time counting the game.
   */
  private boolean isRepetition(int ply) {
    int limit = Math.min(board.halfmoveClock(), board.historySize());
    long key = board.zobristKey();
    int earlier = 0;
    for (int back = 4; back <= limit; back += 2) {
      if (unchecked.historyKey(back - 1) == key) {
        if (back <= ply || ++earlier == 2) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Counts a node, checks the limits every {@link #CHECK_INTERVAL} nodes and starts its
   * principal variation; false if the search has been stopped.
   */
  private boolean enterNode(int ply) {
    if (++nodes >= nextCheck) {
      checkup();
    }
    SearchControl c = control;
    if (c != null && c.isStopped()) {
      return false;
    }
    pvLength[ply] = ply;
    if (ply > selectiveDepth) {
      selectiveDepth = ply;
    }
    return true;
  }

  /**
   * The entry's score where its bound says it is nearer the truth than the static evaluation (a
   * lower bound above it, an upper bound below it), else the static evaluation; never a mate
   * score, which no pruning margin measures.
   */
  private static int evalWithTable(long entry, int staticEval, int ply) {
    int tableScore = Scores.fromTable(TranspositionTable.score(entry), ply);
    int needed = tableScore > staticEval ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER;
    boolean nearer = (TranspositionTable.bound(entry) & needed) != 0;
    return nearer && Math.abs(tableScore) < MATE_BOUND ? tableScore : staticEval;
  }

  /** True if a table score with this entry's bound settles a null window at beta. */
  private static boolean boundDecides(long entry, int score, int beta) {
    int needed = score >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER;
    return (TranspositionTable.bound(entry) & needed) != 0;
  }

  /**
   * A draw's score for the side to move at this ply: the contempt counts against the root's side
   * (even plies) and for its opponent.
   */
  private int drawScore(int ply) {
    return (ply & 1) == 0 ? -contempt : contempt;
  }

  /** Draw by the fifty-move rule, repetition or insufficient material at a node below the root. */
  private boolean isDraw(boolean inCheck, int ply) {
    if (board.halfmoveClock() >= 100) {
      // A mate delivered by the hundredth half-move still counts.
      return !inCheck || board.countLegalMoves() > 0;
    }
    if (isRepetition(ply)) {
      return true;
    }
    return Long.bitCount(board.occupied()) <= 4 && board.isInsufficientMaterial();
  }

  private boolean hasNonPawnMaterial(Color side) {
    long own = board.pieces(side);
    return (own & ~board.pieces(PieceType.PAWN) & ~board.pieces(PieceType.KING)) != 0;
  }

  /**
   * The principal variation search of one node below the root, in named steps: draws and mate
   * distance, the table's cutoff, the static evaluation, the pruning of the whole node ({@link
   * #reverseFutility}, {@link #razor}, {@link #tryNullMove}), {@link #internalIterativeReduction},
   * the {@link #singularExtension} test, then the move loop ({@link #isLateMove}, {@link
   * #isFutile}, {@link #extension}, {@link #reduction}, {@link #searchLaterMove}) and the table
   * store.
   *
   * @param cutNode true where a cutoff is expected (the null-window child of a PV or all node)
   * @param nullAllowed false right after a null move, so that two never follow each other
   */
  private int search(int alpha, int beta, int depth, int ply, boolean cutNode, boolean nullAllowed) {
    boolean pvNode = beta - alpha > 1;
    if (depth <= 0) {
      return quiescence(alpha, beta, ply, true);
    }
    if (!enterNode(ply)) {
      return 0;
    }
    boolean inCheck = inCheckAt[ply];

    // Draws, the ply limit and mate distance pruning: a mate found nearer the root cannot be
    // beaten from here.
    if (isDraw(inCheck, ply)) {
      return drawScore(ply);
    }
    if (ply >= MAX_PLY - 1) {
      return inCheck ? 0 : evaluate();
    }
    alpha = Math.max(alpha, Scores.matedIn(ply));
    beta = Math.min(beta, Scores.mateIn(ply + 1));
    if (alpha >= beta) {
      return alpha;
    }

    int excluded = excludedMoves[ply];
    long key = board.zobristKey();
    // Read before the probe: both wait for memory at once (see HistoryTables#correction). The
    // pieces' keys serve the correction's update at the end of the node too.
    long whitePieces = 0;
    long blackPieces = 0;
    int correction = 0;
    if (!inCheck) {
      whitePieces = HistoryTables.piecesKey(board, Color.WHITE);
      blackPieces = HistoryTables.piecesKey(board, Color.BLACK);
      correction = tables.correction(board.sideToMove().ordinal(), board.pawnKey(), whitePieces, blackPieces);
    }
    long entry = table.probe(key);
    boolean hit = entry != TranspositionTable.MISS;
    int hashMove = hit ? TranspositionTable.move(entry) : 0;
    // Outside the principal variation a deep enough entry with a fitting bound decides the node.
    if (hit && !pvNode && excluded == 0 && TranspositionTable.depth(entry) >= depth) {
      int score = Scores.fromTable(TranspositionTable.score(entry), ply);
      if (boundDecides(entry, score, beta)) {
        return score;
      }
    }

    // The static evaluation, from the table when it has one; the table keeps the raw evaluation
    // and the correction history adjusts it.
    int rawEval;
    int staticEval;
    if (inCheck) {
      rawEval = NO_EVAL;
      staticEval = NO_EVAL;
    } else {
      rawEval = hit ? TranspositionTable.eval(entry) : evaluate();
      staticEval = clearOfMates(rawEval + correction);
    }
    staticEvals[ply] = staticEval;
    boolean improving = !inCheck && isImproving(ply, staticEval);
    // The pruning below reads the table's score instead where its bound allows (see
    // evalWithTable), and only from a search nearly as deep as this node's: a shallow result (a
    // queen "won" by quiescence that a deeper search would find poisoned) let reverse futility
    // hide a mate in two.
    int eval = hit && !inCheck && TranspositionTable.depth(entry) >= depth - TABLE_EVAL_DEPTH_SLACK
        ? evalWithTable(entry, staticEval, ply)
        : staticEval;
    Color us = board.sideToMove();

    if (!pvNode && !inCheck) {
      if (reverseFutility(eval, beta, depth, improving)) {
        // Halfway to beta rather than the whole estimate: the evaluation overstates a lead that
        // no search confirmed (Stockfish's rule since 2023).
        return (eval + beta) / 2;
      }
      if (excluded == 0) {
        int razored = razor(alpha, eval, depth, ply);
        if (razored != NO_CUTOFF) {
          return razored;
        }
        if (nullAllowed) {
          int nullScore = tryNullMove(beta, eval, depth, ply, cutNode, us);
          if (nullScore != NO_CUTOFF) {
            return nullScore;
          }
        }
      }
    }

    depth -= internalIterativeReduction(hashMove, depth, pvNode, cutNode);

    // Done before the move loop, since the search without the hash move reuses this ply's picker.
    int hashMoveExtension = 0;
    if (excluded == 0 && hashMove != 0 && depth >= SINGULAR_MIN_DEPTH && ply < 2 * rootDepth
        && TranspositionTable.depth(entry) >= depth - 3
        && (TranspositionTable.bound(entry) & TranspositionTable.BOUND_LOWER) != 0) {
      int tableScore = Scores.fromTable(TranspositionTable.score(entry), ply);
      int packedHashMove = unchecked.packIfLegal(hashMove);
      if (Math.abs(tableScore) < MATE_BOUND && packedHashMove != PackedMove.NONE) {
        int singularBeta = tableScore - singularMargin * depth;
        int score = searchWithout(packedHashMove, singularBeta, depth, ply, cutNode);
        if (stopped()) {
          return 0;
        }
        if (score >= singularBeta && singularBeta >= beta) {
          // Multi-cut: even without the hash move the node fails high, so several moves cut.
          return singularBeta;
        }
        hashMoveExtension = singularExtension(score, singularBeta, tableScore, beta, pvNode, ply);
      }
    }

    // The move loop.
    int side = us.ordinal();
    int previousPiece = -1;
    int previousTo = 0;
    if (board.historySize() > 0) {
      int previous = unchecked.historyMove(0);
      if (previous != PackedMove.NONE) {
        previousTo = PackedMove.to(previous);
        previousPiece = unchecked.pieceIndexAt(previousTo);
      }
    }
    int row1 = ply >= 1 ? continuationRows[ply - 1] : HistoryTables.NO_CONTINUATION;
    int row2 = ply >= 2 ? continuationRows[ply - 2] : HistoryTables.NO_CONTINUATION;
    MovePicker picker = pickers[ply];
    picker.startMain(hashMove, ply, tables.counterMove(previousPiece, previousTo), row1, row2, inCheck);
    int[] quiets = quietsTried[ply];
    int quietCount = 0;
    int[] captures = capturesTried[ply];
    int captureCount = 0;
    int moveCount = 0;
    int bestScore = -INFINITE;
    int bestMove = PackedMove.NONE;
    boolean pruned = false;
    int lateMoveLimit = (lateMovePruningBase + depth * depth) / (improving ? 1 : 2);
    int move;
    while ((move = picker.next()) != PackedMove.NONE) {
      if (move == excluded) {
        continue;
      }
      boolean quiet = picker.isQuiet(move);
      boolean prunable = !pvNode && !inCheck && bestScore > -MATE_BOUND;
      if (prunable && isLateMove(quiet, depth, quietCount, lateMoveLimit)) {
        // The quiet moves still to come are later still.
        picker.skipQuiets();
        pruned = true;
        continue;
      }
      boolean givesCheck = unchecked.givesCheck(move);
      // Read before the move is made: the history needs the moving piece on its from-square.
      int quietScore = quiet ? picker.quietScore(move) : 0;
      if (prunable && !givesCheck && isFutile(move, quiet, quietScore, depth, moveCount, eval, alpha)) {
        pruned = true;
        continue;
      }

      continuationRows[ply] = HistoryTables.continuationRow(
          unchecked.pieceIndexAt(PackedMove.from(move)), PackedMove.to(move));
      unchecked.makeMove(move);
      inCheckAt[ply + 1] = givesCheck;
      moveCount++;
      if (quiet && quietCount < quiets.length) {
        quiets[quietCount++] = move;
      } else if (!quiet && captureCount < captures.length) {
        captures[captureCount++] = move;
      }

      int extension = extension(move == picker.hashMove() ? hashMoveExtension : 0, givesCheck, ply);
      doubleExtensions[ply + 1] = doubleExtensions[ply] + (extension == 2 ? 1 : 0);
      int newDepth = depth - 1 + extension;

      // Principal variation search: the first move with the full window, the others with a null
      // window, late ones reduced, and searched again where they beat alpha.
      int score;
      if (moveCount == 1) {
        score = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode, true);
      } else {
        int reduction = 0;
        // Quiet moves and the captures that lose material by exchange are reduced.
        if (depth >= 3 && moveCount > (pvNode ? 2 : 1) && (quiet || picker.isBadCaptureStage())) {
          reduction = reduction(move, quiet, quietScore, depth, newDepth, moveCount, ply, pvNode, cutNode,
              improving, givesCheck, picker.hashMove());
        }
        score = searchLaterMove(alpha, beta, newDepth, reduction, ply, pvNode, cutNode);
      }
      unchecked.unmakeMove();
      if (stopped()) {
        return 0;
      }

      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          bestMove = move;
          alpha = score;
          if (pvNode) {
            updatePv(ply, move);
          }
          if (score >= beta) {
            if (quiet) {
              rewardQuiet(side, picker.threats(), ply, move, depth, quiets, quietCount, previousPiece, previousTo,
                  row1, row2);
            }
            rewardCapture(picker, move, quiet, depth, captures, captureCount);
            break;
          }
        }
      }
    }

    // No move searched: mate or stalemate, unless moves were only pruned.
    if (moveCount == 0) {
      if (pruned || excluded != 0) {
        return alpha;
      }
      return inCheck ? Scores.matedIn(ply) : drawScore(ply);
    }
    if (excluded != 0) {
      return bestScore;
    }

    int bound = bestScore >= beta
        ? TranspositionTable.BOUND_LOWER
        : pvNode && bestMove != PackedMove.NONE ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
    // The correction history learns from results that say where the evaluation stands: an exact
    // score, a lower bound above it or an upper bound below it, from a quiet best move or none
    // (a capture's gain is no error of the evaluation).
    if (!inCheck && Math.abs(bestScore) < MATE_BOUND
        && (bestMove == PackedMove.NONE || picker.isQuiet(bestMove))
        && !(bound == TranspositionTable.BOUND_LOWER && bestScore <= staticEval)
        && !(bound == TranspositionTable.BOUND_UPPER && bestScore >= staticEval)) {
      tables.updateCorrection(side, board.pawnKey(), whitePieces, blackPieces, bestScore - staticEval, depth);
    }
    table.store(key, PackedMove.code(bestMove), Scores.toTable(bestScore, ply),
        inCheck ? 0 : rawEval, depth, bound);
    return bestScore;
  }

  /** True if the search has been stopped. */
  private boolean stopped() {
    SearchControl c = control;
    return c != null && c.isStopped();
  }

  /**
   * Reverse futility pruning: the evaluation is so far above beta that the opponent cannot catch
   * up in the remaining depth.
   */
  private boolean reverseFutility(int eval, int beta, int depth, boolean improving) {
    return depth <= reverseFutilityMaxDepth && Math.abs(beta) < MATE_BOUND
        && eval - reverseFutilityMargin * (depth - (improving ? 1 : 0)) >= beta;
  }

  /**
   * Razoring: so far below alpha near the leaves that only the captures could help; if the
   * quiescence search confirms it, the node fails low. Not against a mate score, which no margin
   * measures. Never in a search without the hash move, which must not read the table.
   *
   * @return the node's score, 0 if the search was stopped, or {@link #NO_CUTOFF}
   */
  private int razor(int alpha, int eval, int depth, int ply) {
    if (depth > 3 || Math.abs(alpha) >= MATE_BOUND
        || eval + razorMargin + razorDepthSquare * depth * depth > alpha) {
      return NO_CUTOFF;
    }
    int score = quiescence(alpha, alpha + 1, ply, true);
    if (stopped()) {
      return 0;
    }
    return score <= alpha && Math.abs(score) < MATE_BOUND ? score : NO_CUTOFF;
  }

  /**
   * Null-move pruning: if passing still fails high, the position is good enough. Not with pawns
   * and king alone, where zugzwang makes passing a fallacy; verified by a search without a null
   * move at depth 10 and more.
   *
   * @return the node's score, 0 if the search was stopped, or {@link #NO_CUTOFF}
   */
  private int tryNullMove(int beta, int eval, int depth, int ply, boolean cutNode, Color us) {
    if (depth < 3 || eval < beta || Math.abs(beta) >= MATE_BOUND || !hasNonPawnMaterial(us)) {
      return NO_CUTOFF;
    }
    int reduction = nullMoveBase + depth / nullMoveDepthDivisor + Math.min(3, (eval - beta) / nullMoveEvalDivisor);
    unchecked.makeNullMove();
    inCheckAt[ply + 1] = false;
    doubleExtensions[ply + 1] = doubleExtensions[ply];
    continuationRows[ply] = HistoryTables.NO_CONTINUATION;
    int score = -search(-beta, -beta + 1, depth - reduction, ply + 1, !cutNode, false);
    unchecked.unmakeNullMove();
    if (stopped()) {
      return 0;
    }
    if (score < beta) {
      return NO_CUTOFF;
    }
    if (score >= MATE_BOUND) {
      score = beta;
    }
    if (depth < 10) {
      return score;
    }
    int verified = search(beta - 1, beta, depth - reduction, ply, false, false);
    return verified >= beta ? score : NO_CUTOFF;
  }

  /**
   * Internal iterative reduction: without a hash move the ordering is poor, so a search a ply
   * shallower costs less and fills the table for the next visit.
   *
   * @return the plies to take off the node's depth, 0 or 1
   */
  private static int internalIterativeReduction(int hashMove, int depth, boolean pvNode, boolean cutNode) {
    return hashMove == 0 && depth >= 4 && (pvNode || cutNode) ? 1 : 0;
  }

  /**
   * The singular test's search: this node at half the depth with a null window at {@code
   * singularBeta}, leaving out the hash move. It neither takes its result from the table nor
   * stores one, since it sees fewer moves.
   */
  private int searchWithout(int hashMove, int singularBeta, int depth, int ply, boolean cutNode) {
    excludedMoves[ply] = hashMove;
    int score = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode, false);
    excludedMoves[ply] = 0;
    return score;
  }

  /**
   * Singular extension: if every other move falls short of the hash move's table score at half
   * the depth ({@link #searchWithout}), the hash move is the only good one and is searched a ply
   * deeper, two if the others fall far short (outside the principal variation, and a limited
   * number of times on a line so that the search cannot run away). If the others reach the
   * singular bound and the table expects a cut anyway, another move may cut as well, so the hash
   * move gets a ply less.
   *
   * @param score the score of the search without the hash move
   * @return the hash move's extension, −1 to 2
   */
  private int singularExtension(int score, int singularBeta, int tableScore, int beta, boolean pvNode, int ply) {
    if (score < singularBeta) {
      return !pvNode && score < singularBeta - doubleExtensionMargin
          && doubleExtensions[ply] < DOUBLE_EXTENSION_LIMIT ? 2 : 1;
    }
    return tableScore >= beta ? -1 : 0;
  }

  /**
   * Late move pruning: at low depth, after enough quiet moves, the rest are not tried.
   *
   * @param lateMoveLimit the quiet moves tried before the rest are late
   */
  private static boolean isLateMove(boolean quiet, int depth, int quietCount, int lateMoveLimit) {
    return quiet && depth <= 8 && quietCount >= lateMoveLimit;
  }

  /**
   * Futility pruning of one move that gives no check: a quiet move cannot lift a hopeless static
   * evaluation above alpha within the remaining depth, or has kept failing near the leaves, or
   * hands more material to an exchange than the depth could win back; a capture loses too much
   * by exchange.
   */
  private boolean isFutile(int move, boolean quiet, int quietScore, int depth, int moveCount, int eval, int alpha) {
    if (!quiet) {
      return depth <= captureSeeMaxDepth && !unchecked.seeAtLeast(move, -captureSeeMargin * depth);
    }
    if (moveCount == 0) {
      return false;
    }
    // A late quiet move will be searched reduced: its pruning margins are those of the depth it
    // would get (one more than the child's, so that an unreduced move keeps this depth's).
    int prunedDepth = Math.max(1, depth - reductions.of(depth, moveCount + 1));
    return prunedDepth < futilityMargin.length && eval + futilityMargin[prunedDepth] <= alpha
        || prunedDepth <= 4 && quietScore < -historyPruningMargin * prunedDepth
        || depth <= quietSeeMaxDepth && !unchecked.seeAtLeast(move, -quietSeeMargin * depth * depth);
  }

  /**
   * A move's extension: the hash move's from the singular test (two plies, one, or one less), and
   * one ply for a check; checks only below twice the root depth, so that perpetual checks cannot
   * run away (singular searches have that limit).
   */
  private int extension(int singular, boolean givesCheck, int ply) {
    return singular <= 0 && givesCheck && ply < 2 * rootDepth ? singular + 1 : singular;
  }

  /**
   * Late move reduction of a move after the first: the table's plies for the depth and move
   * number, one less in the principal variation, for a check and for the hash move or first
   * killer, one more where the evaluation is not improving and at an expected cut node, and a ply
   * less or more per {@code lmr.history_divisor} of a quiet move's history (8,000 beat 12,000 in
   * games; SPSA tuning moved it to about 5,300); never below zero, and
   * leaving at least one ply.
   */
  private int reduction(int move, boolean quiet, int quietScore, int depth, int newDepth, int moveCount, int ply,
      boolean pvNode, boolean cutNode, boolean improving, boolean givesCheck, int hashMove) {
    int reduction = reductions.of(depth, moveCount);
    if (pvNode) {
      reduction--;
    }
    if (!improving) {
      reduction++;
    }
    if (cutNode) {
      reduction++;
    }
    if (givesCheck) {
      reduction--;
    }
    if (quiet) {
      if (move == hashMove || (move & 0xFFFF) == (tables.killer(ply, 0) & 0xFFFF)) {
        reduction--;
      }
      reduction -= quietScore / lmrHistoryDivisor;
    }
    return Math.max(0, Math.min(newDepth - 1, reduction));
  }

  /**
   * Searches a move after the first (already made) with a null window at alpha, reduced by
   * {@code reduction}; again at full depth if the reduced search beats alpha, and in a principal
   * variation node with the full window if the score falls inside it.
   */
  private int searchLaterMove(int alpha, int beta, int newDepth, int reduction, int ply, boolean pvNode,
      boolean cutNode) {
    int score = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1, true, true);
    if (reduction > 0 && score > alpha) {
      score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode, true);
    }
    if (pvNode && score > alpha && score < beta) {
      score = -search(-beta, -alpha, newDepth, ply + 1, false, true);
    }
    return score;
  }

  /**
   * Whether the static evaluation rose since this side's last move; where that node was in check
   * (no evaluation), since the move before it, and with neither, assumed so (Stockfish's rule):
   * a node right after a check sequence is not taken for a worsening one, which would prune and
   * reduce its moves harder.
   */
  private boolean isImproving(int ply, int staticEval) {
    if (ply >= 2 && staticEvals[ply - 2] != NO_EVAL) {
      return staticEval > staticEvals[ply - 2];
    }
    if (ply >= 4 && staticEvals[ply - 4] != NO_EVAL) {
      return staticEval > staticEvals[ply - 4];
    }
    return true;
  }

  /**
   * A quiet move cut: its histories rise and those of the quiet moves tried before it fall. Runs
   * with the board back at this node, so each move's piece is still on its from-square.
   */
  private void rewardQuiet(int side, long threats, int ply, int move, int depth, int[] quiets,
      int quietCount, int previousPiece, int previousTo, int row1, int row2) {
    int bonus = historyBonus(depth);
    for (int i = 0; i < quietCount; i++) {
      int quiet = quiets[i];
      int delta = quiet == move ? bonus : -bonus;
      int piece = unchecked.pieceIndexAt(PackedMove.from(quiet));
      int to = PackedMove.to(quiet);
      tables.updateHistory(side, threats, quiet, delta);
      tables.updateContinuation(row1, piece, to, delta);
      tables.updateContinuation(row2, piece, to, delta);
    }
    if (quietCount == 0 || quiets[quietCount - 1] != move) {
      // The list was full before the cutting move came (it is always the last one tried).
      int piece = unchecked.pieceIndexAt(PackedMove.from(move));
      tables.updateHistory(side, threats, move, bonus);
      tables.updateContinuation(row1, piece, PackedMove.to(move), bonus);
      tables.updateContinuation(row2, piece, PackedMove.to(move), bonus);
    }
    tables.addKiller(ply, move);
    tables.setCounterMove(previousPiece, previousTo, PackedMove.code(move));
  }

  /**
   * A move cut: the captures tried before it lose capture history, and the move, if a capture,
   * gains. Runs with the board back at this node, so each capture's victim is still there.
   */
  private void rewardCapture(MovePicker picker, int move, boolean quiet, int depth, int[] captures,
      int captureCount) {
    int bonus = historyBonus(depth);
    for (int i = 0; i < captureCount; i++) {
      int capture = captures[i];
      if (capture != move) {
        tables.updateCaptureHistory(unchecked.pieceIndexAt(PackedMove.from(capture)), PackedMove.to(capture),
            picker.capturedType(capture), -bonus);
      }
    }
    if (!quiet) {
      tables.updateCaptureHistory(unchecked.pieceIndexAt(PackedMove.from(move)), PackedMove.to(move),
          picker.capturedType(move), bonus);
    }
  }

  /** The history change a cut at this depth earns. */
  private int historyBonus(int depth) {
    return Math.min(historyBonusQuadratic * depth * depth + historyBonusLinear * (depth - 1), historyBonusMax);
  }

  private void updatePv(int ply, int move) {
    int[] line = pv[ply];
    int[] child = pv[ply + 1];
    line[ply] = move;
    int length = pvLength[ply + 1];
    for (int p = ply + 1; p < length; p++) {
      line[p] = child[p];
    }
    pvLength[ply] = Math.max(length, ply + 1);
  }

  /**
   * Quiescence search: captures and promotions (all evasions in check) until the position is
   * quiet, with stand pat, delta pruning and no losing captures.
   *
   * @param checks true at the first quiescence ply: the quiet checks that lose no material are
   *     tried after the captures (deeper plies try captures alone, so checks cannot go on forever)
   */
  private int quiescence(int alpha, int beta, int ply, boolean checks) {
    SearchControl c = control;
    if (!enterNode(ply)) {
      return 0;
    }
    boolean pvNode = beta - alpha > 1;
    boolean inCheck = inCheckAt[ply];
    if (board.halfmoveClock() >= 100 && !inCheck) {
      return drawScore(ply);
    }
    if (ply >= MAX_PLY - 1) {
      return inCheck ? 0 : evaluate();
    }

    long key = board.zobristKey();
    int correction = inCheck ? 0 : evalCorrection();
    long entry = table.probe(key);
    boolean hit = entry != TranspositionTable.MISS;
    // A node that looks at quiet checks takes no result from a search that did not.
    int tableDepth = checks ? TranspositionTable.DEPTH_QUIESCENCE : TranspositionTable.DEPTH_QUIESCENCE_NO_CHECKS;
    if (hit && !pvNode && TranspositionTable.depth(entry) >= tableDepth) {
      int score = Scores.fromTable(TranspositionTable.score(entry), ply);
      if (boundDecides(entry, score, beta)) {
        return score;
      }
    }

    int rawEval = NO_EVAL;
    int standPat = NO_EVAL;
    int bestScore = -INFINITE;
    if (!inCheck) {
      rawEval = hit ? TranspositionTable.eval(entry) : evaluate();
      int staticEval = clearOfMates(rawEval + correction);
      // The table's score, where its bound allows, is the better stand-pat.
      standPat = hit ? evalWithTable(entry, staticEval, ply) : staticEval;
      if (standPat >= beta) {
        if (!hit) {
          // Keep the evaluation: this position is likely to be met again.
          table.store(key, 0, Scores.toTable(standPat, ply), rawEval, tableDepth,
              TranspositionTable.BOUND_LOWER);
        }
        return standPat;
      }
      if (standPat > alpha) {
        alpha = standPat;
      }
      bestScore = standPat;
    }

    MovePicker picker = pickers[ply];
    picker.startQuiescence(inCheck, ply, checks);
    int bestMove = PackedMove.NONE;
    int searched = 0;
    int move;
    while ((move = picker.next()) != PackedMove.NONE) {
      boolean givesCheck;
      if (picker.isQuietCheckStage()) {
        // A quiet check is tried unless it hands material to an exchange; it may threaten mate,
        // which no margin measures, so delta pruning spares it.
        if (unchecked.losesMaterial(move)) {
          continue;
        }
        givesCheck = true;
      } else {
        if (!inCheck) {
          // Delta pruning: even winning the piece outright leaves the score below alpha.
          int victim = unchecked.pieceIndexAt(PackedMove.to(move));
          int gain = victim < 0 ? 100 : MovePicker.PIECE_VALUE[victim % 6];
          if (PackedMove.promotionType(move) == 0 && standPat + gain + quiescenceDeltaMargin <= alpha) {
            continue;
          }
        }
        givesCheck = unchecked.givesCheck(move);
        if (!inCheck && !givesCheck && unchecked.losesMaterial(move)) {
          continue;
        }
      }
      inCheckAt[ply + 1] = givesCheck;
      unchecked.makeMove(move);
      int score = -quiescence(-beta, -alpha, ply + 1, false);
      unchecked.unmakeMove();
      if (c != null && c.isStopped()) {
        return 0;
      }
      searched++;
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          alpha = score;
          bestMove = move;
          if (pvNode) {
            updatePv(ply, move);
          }
          if (score >= beta) {
            break;
          }
        }
      }
    }
    if (inCheck && searched == 0) {
      return Scores.matedIn(ply);
    }
    int bound = bestScore >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER;
    table.store(key, PackedMove.code(bestMove), Scores.toTable(bestScore, ply),
        inCheck ? 0 : rawEval, tableDepth, bound);
    return bestScore;
  }

  /** Receives the main worker's reports. */
  interface IterationReporter {
    void iterationCompleted(SearchWorker worker, int lines, int selectiveDepth);

    /**
     * The root search of line {@code lineIndex} (0-based) failed high ({@code failHigh}) or low;
     * it is repeated with a wider window.
     */
    void boundReached(SearchWorker worker, int lineIndex, int selectiveDepth, boolean failHigh);

    void currentMove(int move, int number, int depth);
  }
}
