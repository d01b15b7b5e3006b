package io.github.augurchess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import org.junit.jupiter.api.Test;

class EvalFeaturesTest {
  private final ClassicalEvaluator evaluator = new ClassicalEvaluator();

  @Test
  void theStartingPositionCountsOnlyTheTempoAndHowWinnableItIs() {
    EvalFeatures features = evaluator.features(Board.startingPosition());
    assertEquals(6, features.size());
    assertEquals(1, features.coefficientOf(EvalParameters.indexOf("tempo.mg")));
    assertEquals(1, features.coefficientOf(EvalParameters.indexOf("tempo.eg")));
    // The tempo puts white ahead in the endgame: 16 pawns on both wings, the kings on one file
    // seven ranks apart.
    assertEquals(16, features.coefficientOf(EvalParameters.indexOf("winnable.pawns.eg")));
    assertEquals(-7, features.coefficientOf(EvalParameters.indexOf("winnable.outflanking.eg")));
    assertEquals(1, features.coefficientOf(EvalParameters.indexOf("winnable.pawns_on_both_flanks.eg")));
    assertEquals(1, features.coefficientOf(EvalParameters.indexOf("winnable.base.eg")));
    assertEquals(features.maxPhase(), features.phase());
    assertEquals(1.0, features.middlegameFactor());
    assertEquals(0.0, features.endgameFactor());
  }

  @Test
  void countsMaterialPiecesAndKingDistancesOfAnEndgame() {
    // White: king e1, rook a1, pawn b6 (passed). Black: king g8, knight f6.
    Board board = Board.fromFen("6k1/8/1P3n2/8/8/8/8/R3K3 b - - 0 1");
    EvalFeatures features = evaluator.features(board);
    assertEquals(1, features.coefficientOf(EvalParameters.indexOf("material.pawn.mg")));
    assertEquals(1, features.coefficientOf(EvalParameters.indexOf("material.rook.eg")));
    assertEquals(-1, features.coefficientOf(EvalParameters.indexOf("material.knight.mg")));
    assertEquals(-1, features.coefficientOf(EvalParameters.indexOf("tempo.mg")));
    assertEquals(1, features.coefficientOf(EvalParameters.indexOf("passed_pawn.rank6.mg")));
    // The square in front of b6 is b7: black's king on g8 is 5 away, white's on e1 is 6.
    assertEquals(5, features.coefficientOf(EvalParameters.indexOf("passed_pawn.enemy_king_distance.rank6.eg")));
    assertEquals(6, features.coefficientOf(EvalParameters.indexOf("passed_pawn.own_king_distance.rank6.eg")));
    assertEquals(0, features.coefficientOf(EvalParameters.indexOf("phase.knight")));
    int w = evaluator.evaluate(board);
    assertEquals(-w, features.whiteScore(EvalParameters.defaults().toArray()));
  }

  @Test
  void countsTheMatingDriveForTheStrongerSide() {
    // Black has bishop (dark, c5) and knight against the bare king on a1, a corner of its colour,
    // with the kings two apart: 7 corner steps, 5 of closeness, no centre steps.
    Board board = Board.fromFen("8/8/8/2b5/8/2k5/8/K1n5 w - - 0 1");
    EvalFeatures features = evaluator.features(board);
    assertEquals(-7, features.coefficientOf(EvalParameters.indexOf("mating.bishop_corner.eg")));
    assertEquals(-5, features.coefficientOf(EvalParameters.indexOf("mating.kings_close.eg")));
    assertEquals(0, features.coefficientOf(EvalParameters.indexOf("mating.edge.eg")));
    assertEquals(evaluator.evaluate(board), features.whiteScore(EvalParameters.defaults().toArray()));
    // Queen against rook: the centre steps count instead.
    Board queen = Board.fromFen("8/8/8/8/3q4/8/2k5/K6R w - - 0 1");
    EvalFeatures queenFeatures = evaluator.features(queen);
    assertEquals(-6, queenFeatures.coefficientOf(EvalParameters.indexOf("mating.edge.eg")));
    assertEquals(evaluator.evaluate(queen), queenFeatures.whiteScore(EvalParameters.defaults().toArray()));
  }

  @Test
  void insufficientMaterialScoresZeroWhateverTheWeights() {
    EvalFeatures features = evaluator.features(Board.fromFen("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1"));
    assertTrue(features.insufficientMaterial());
    int[] w = EvalParameters.defaults().toArray();
    w[EvalParameters.indexOf("material.knight.eg")] = 900;
    assertEquals(0, features.whiteScore(w));
    assertEquals(0.0, features.endgameFactor());
  }

  @Test
  void scaleAndPhaseWeightsAreNotLinear() {
    assertFalse(EvalParameters.isLinear(EvalParameters.indexOf("scale.opposite_bishops")));
    assertFalse(EvalParameters.isLinear(EvalParameters.indexOf("phase.queen")));
    assertTrue(EvalParameters.isLinear(EvalParameters.indexOf("tempo.eg")));
    assertTrue(EvalParameters.isEndgame(EvalParameters.indexOf("tempo.eg")));
    assertFalse(EvalParameters.isEndgame(EvalParameters.indexOf("tempo.mg")));
  }

  @Test
  void featuresLeaveTheEvaluatorAsItWas() {
    Board board = Board.fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9");
    int before = evaluator.evaluate(board);
    evaluator.features(board);
    assertEquals(before, evaluator.evaluate(board));
    assertEquals(before, new ClassicalEvaluator().evaluate(board));
  }
}
