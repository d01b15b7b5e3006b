package io.github.augurchess.eval;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.api.Position;

/**
 * The classical evaluator: hand-made terms with weights from {@link EvalParameters}, scored for
 * the middlegame and the endgame and blended by the material phase.
 *
 * <pre>{@code
 * ClassicalEvaluator evaluator = new ClassicalEvaluator();
 * int score = evaluator.evaluate(Board.startingPosition());       // centipawns, side to move
 * System.out.println(evaluator.trace(Board.fromFen(fen)).format()); // every term
 * }</pre>
 *
 * <p>The terms: material, the bishop pair and imbalance; piece-square tables; mobility by safe
 * squares; passed pawns (rank, support, free path, king distances, safety, rooks behind them);
 * doubled, isolated, backward and connected pawns; knight and bishop outposts; trapped bishops;
 * bishops and minor pieces against pawns and their king; rooks on open and half-open files; rooks
 * and queens on the seventh rank; king shelter (pawn shield and storm), attacks on the king zone
 * and its flank, safe checks; threats on pieces; restricted squares; tempo; mating technique in
 * endings where one side has no pawns and is well behind; how winnable the endgame is.
 * The endgame part is scaled towards a draw for drawish material, and insufficient material scores
 * exactly 0. See {@link EvalTerm}.
 *
 * <p>An instance owns its working memory and a pawn hash table, so it is not thread-safe: create
 * one per thread ({@link #factory}). Evaluating allocates nothing.
 */
public final class ClassicalEvaluator implements Evaluator {
  /** Pawn hash entries unless told otherwise: 16,384 (768 KiB). */
  public static final int DEFAULT_PAWN_HASH_ENTRIES = 1 << 14;

  private final EvalParameters parameters;
  private final int[] w;
  /** The weights in middlegame and endgame pairs ({@link PackedScore#pairs}). */
  private final long[] pw;
  private final int maxPhase;
  private final PieceSquare pieceSquare;
  private final MobilityWeights mobilityWeights;
  private final PawnHashTable pawnHash;
  private final EvalState state = new EvalState();

  /** An evaluator with the default weights. */
  public ClassicalEvaluator() {
    this(EvalParameters.defaults());
  }

  /** An evaluator with these weights and a pawn hash table of the default size. */
  public ClassicalEvaluator(EvalParameters parameters) {
    this(parameters, DEFAULT_PAWN_HASH_ENTRIES);
  }

  /**
   * @param parameters the weights
   * @param pawnHashEntries a power of two of at least 2, or 0 for no pawn hash table
   * @throws IllegalArgumentException if the size is not allowed, or the phase weights give the
   *     starting material a phase of 0
   */
  public ClassicalEvaluator(EvalParameters parameters, int pawnHashEntries) {
    this.parameters = parameters;
    this.w = parameters.toArray();
    this.pw = PackedScore.pairs(w);
    this.maxPhase = DrawScaling.maxPhase(w);
    if (maxPhase <= 0) {
      throw new IllegalArgumentException("the phase.* weights give the starting material a phase of 0");
    }
    this.pieceSquare = new PieceSquare(w);
    this.mobilityWeights = new MobilityWeights(w);
    this.pawnHash = new PawnHashTable(pawnHashEntries);
  }

  /** Makes evaluators with the default weights, one per engine thread. */
  public static EvaluatorFactory factory() {
    return factory(EvalParameters.defaults());
  }

  /** Makes evaluators with these weights, one per engine thread. */
  public static EvaluatorFactory factory(EvalParameters parameters) {
    return () -> new ClassicalEvaluator(parameters);
  }

  /** The weights this evaluator uses. */
  public EvalParameters parameters() {
    return parameters;
  }

  @Override
  public int evaluate(Position position) {
    run(position);
    return state.sideToMove == EvalState.WHITE ? state.whiteScore : -state.whiteScore;
  }

  /**
   * Evaluates the position and lists every term; {@link EvalTrace#score()} equals {@link
   * #evaluate} because both run the same terms (the trace bypasses the pawn hash table, which keeps
   * only the pawn terms' sums).
   */
  public EvalTrace trace(Position position) {
    runDetailed(position, false);
    return new EvalTrace(state);
  }

  /**
   * Evaluates the position and returns its score as counts of each linear weight, so that a tuner
   * can treat the score as a sum of feature values times weights: {@link
   * EvalFeatures#whiteScore(int[])} with this evaluator's weights equals {@link #evaluate} (from
   * white's point of view) exactly. Slower than {@link #evaluate}; it bypasses the pawn hash
   * table.
   */
  public EvalFeatures features(Position position) {
    runDetailed(position, true);
    return new EvalFeatures(state);
  }

  /**
   * One evaluation that keeps each term's score, and with {@code recording} each weight's count;
   * the state keeps them after the flags are down, for the trace or the features to copy.
   */
  private void runDetailed(Position position, boolean recording) {
    state.detailed = true;
    state.recording = recording;
    try {
      run(position);
    } finally {
      state.detailed = false;
      state.recording = false;
    }
  }

  /** Empties the pawn hash table. */
  public void clearPawnHash() {
    pawnHash.clear();
  }

  /**
   * One evaluation, in order; later steps read what earlier ones leave in the state.
   */
  private void run(Position position) {
    EvalState s = state;
    // 1. Bitboards, pawn attacks and king zones; every score to 0.
    s.load(position);
    // 2. Pawn-only terms, from the pawn hash table or computed and stored. First, because the
    //    table stores what the state holds for these terms, and passed pawns feed step 7.
    long pawnKey = position.pawnKey();
    // For a trace or the features every pawn term must run to leave its own score and counts.
    if (s.detailed || !pawnHash.load(s, pawnKey)) {
      PawnStructure.evaluate(s, w);
      PassedPawns.evaluatePawns(s, w);
      pieceSquare.evaluatePawns(s);
      pawnHash.store(s, pawnKey);
    }
    // 3. Material and imbalance; the piece-square counts (the values come with steps 2 and 4).
    Material.evaluate(s, pw);
    Imbalance.evaluate(s, pw);
    if (s.recording) {
      PieceSquare.count(s);
    }
    // 4. Mobility, which also adds the pieces' piece-square values and gathers the attacks on
    //    each king zone and every square for the steps after it.
    Mobility.evaluate(s, mobilityWeights, pieceSquare);
    // 5. Minor pieces: outposts, trapped bishops, placement against pawns and king.
    Outposts.evaluate(s, pw);
    TrappedBishop.evaluate(s, pw);
    PiecePlacement.evaluate(s, pw);
    // 6. Rooks and queens: open files, seventh rank.
    RookFiles.evaluate(s, pw);
    SeventhRank.evaluate(s, pw);
    // 7. Passed pawns against the pieces: free path, king distances, safety, rooks behind them.
    PassedPawns.evaluatePieces(s, w, pw);
    // 8. Threats on pieces and restricted squares.
    Threats.evaluate(s, pw);
    Restriction.evaluate(s, pw);
    // 9. King safety; the table keeps the shelter for these king squares.
    KingSafety.evaluate(s, pw);
    KingFlank.evaluate(s, pw);
    pawnHash.storeShelter(s, pawnKey);
    // 10. Tempo for the side to move.
    s.add(EvalTerm.TEMPO, s.sideToMove, pw[ParameterLayout.TEMPO]);
    if (s.recording) {
      s.countPair(s.sideToMove, ParameterLayout.TEMPO, 1);
    }
    // 11. Mating technique where one side has no pawns and is well behind in pieces.
    MatingDrive.evaluate(s, w);
    // 12. How winnable the endgame is, from the sum of every term so far.
    Winnable.evaluate(s, w);
    // 13. Phase and draw scaling; the blend of the terms' sums (0 for insufficient material).
    DrawScaling.evaluate(s, w, maxPhase);
    s.whiteScore = s.insufficientMaterial ? 0 : Taper.blend(s.totalMg(), s.totalEg(), s.phase, s.maxPhase, s.scale);
  }
}
